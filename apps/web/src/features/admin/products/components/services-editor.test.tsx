import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInShop } from "@/test/render";
import { emptyProductForm, type ProductFormState } from "../product-form-model";
import { ProductForm } from "./product-form";

afterEach(() => vi.unstubAllGlobals());

const silk = {
  _id: "cat-silk",
  name: "Silk sarees",
  services: [
    {
      _id: "svc-fall",
      kind: "fallPico",
      name: "Fall and pico",
      price: 250,
      leadDays: 1,
      needsMeasurements: false,
      returnable: true,
      styles: [],
    },
  ],
};

/** Answers the form's look-ups and keeps the multipart body the form saves. */
function shopApi() {
  const saved: FormData[] = [];
  const NativeRequest = globalThis.Request;
  class PageRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === "string" ? new URL(input, "http://localhost").href : input, init);
    }
  }
  vi.stubGlobal("Request", PageRequest);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname.replace(/^\/api\/v1/, "");
      if (path === "/products/category")
        return Response.json({ success: true, message: "Categories", categories: [silk] });
      if (path === "/products/getColors") return Response.json({ success: true, message: "Colours", colors: [] });
      if (path === "/products/updateProduct") {
        saved.push(await request.formData());
        return Response.json({ success: true, message: "Product updated" });
      }
      return Response.json({ success: false, message: `Nothing at ${path}` }, { status: 404 });
    }),
  );
  return saved;
}

const aSaree = (): ProductFormState => ({
  ...emptyProductForm(),
  name: "Kanjivaram silk saree",
  description: "Pure mulberry silk with zari border",
  category: "cat-silk",
  details: [{ heading: "Fabric", detail: "Silk" }],
  single: { _id: "opt-1", size: "NOSIZE", originalPrice: "20000", discountedPrice: "18000", stock: "2" },
  images: [{ kind: "existing", url: "https://cdn.example/saree.jpg" }],
});

const typeIn = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe("the services of the product form", () => {
  it("says the category's services apply while the product has none of its own, and sends that as empty text", async () => {
    const saved = shopApi();
    renderInShop(<ProductForm initial={aSaree()} productId="prod-1" />, { route: "/admin/product/prod-1" });

    expect(await screen.findByText(/its category's apply \(Fall and pico\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Update Product" }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.get("services")).toBe("");
    expect(saved[0]!.get("madeToOrderDays")).toBe("");
    expect(saved[0]!.get("availableFrom")).toBe("");
  });

  it("sends the services the seller adds, a blouse's styles with them, and made to order, as the API takes them", async () => {
    const saved = shopApi();
    renderInShop(<ProductForm initial={aSaree()} productId="prod-1" />, { route: "/admin/product/prod-1" });

    fireEvent.click(screen.getByRole("button", { name: "Add a service" }));
    const blouse = screen.getByRole("listitem", { name: "Service 1" });
    typeIn(blouse, "Lead days", "5");
    fireEvent.click(within(blouse).getByRole("button", { name: "Add a style" }));
    const boatNeck = within(blouse).getByRole("listitem", { name: "Style 1" });
    typeIn(boatNeck, "Style", "Boat neck");
    typeIn(boatNeck, "Price (₹)", "1200");
    typeIn(blouse, "From (₹)", "1200");

    fireEvent.click(screen.getByRole("button", { name: "Add a service" }));
    const wrap = screen.getByRole("listitem", { name: "Service 2" });
    fireEvent.change(within(wrap).getByLabelText("Kind"), { target: { value: "giftWrap" } });
    typeIn(wrap, "Price (₹)", "150");
    fireEvent.click(within(wrap).getByLabelText("Returnable"));

    fireEvent.change(screen.getByLabelText("Made to order (working days)"), { target: { value: "15" } });
    fireEvent.click(screen.getByRole("button", { name: "Update Product" }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(saved[0]!.get("services") as string)).toEqual([
      {
        kind: "blouseStitching",
        name: "Blouse stitching",
        price: 1200,
        leadDays: 5,
        needsMeasurements: true,
        returnable: false,
        styles: [{ name: "Boat neck", price: 1200, image: null }],
      },
      {
        kind: "giftWrap",
        name: "Gift wrap",
        price: 150,
        leadDays: 0,
        needsMeasurements: false,
        returnable: false,
        styles: [],
      },
    ]);
    expect(saved[0]!.get("madeToOrderDays")).toBe("15");
  });

  it("keeps the form from saving a style without a name, and says which", async () => {
    const saved = shopApi();
    renderInShop(<ProductForm initial={{ ...aSaree(), services: [] }} productId="prod-1" />, {
      route: "/admin/product/prod-1",
    });

    expect(screen.getByText("No services are offered with this product.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a service" }));
    fireEvent.click(screen.getByRole("button", { name: "Add a style" }));
    fireEvent.click(screen.getByRole("button", { name: "Update Product" }));

    expect(await screen.findByText("Service 1: Style 1: Give the style a name")).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
