import type { Category } from "@pallu/domain";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aStitchingService } from "@/test/builders";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { CategoryForm } from "./category-form";

afterEach(() => vi.unstubAllGlobals());

const silk: Category = {
  _id: "cat-silk",
  name: "Silk sarees",
  slug: "silk-sarees",
  image: "https://cdn.example/silk.webp",
  productCount: 4,
  sizeChart: null,
  hsnCode: "5007",
  services: [aStitchingService()],
} as Category;

/** The category writes, answered with the list as the server answers them. */
function categoryApi() {
  const reply = () => ({ success: true, message: "Category updated", categories: [silk] });
  return fakeFetch({ "/products/category": reply });
}

const typeIn = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

const sentForm = (api: ReturnType<typeof categoryApi>) => api.callsTo("/products/category")[0]!.body as FormData;

describe("the category form's services", () => {
  it("starts from the category's services and sends them back with their ids", async () => {
    const api = categoryApi();
    renderInShop(<CategoryForm category={silk} />, { route: "/admin/add-category/cat-silk" });

    const stitching = screen.getByRole("listitem", { name: "Service 1" });
    expect((within(stitching).getByLabelText("Name") as HTMLInputElement).value).toBe("Blouse stitching");
    typeIn(within(stitching).getByRole("listitem", { name: "Style 1" }), "Price (₹)", "1350");
    fireEvent.click(screen.getByRole("button", { name: "Update Category" }));

    await vi.waitFor(() => expect(api.callsTo("/products/category")).toHaveLength(1));
    expect(JSON.parse(sentForm(api).get("services") as string)).toEqual([
      {
        _id: "stitching",
        kind: "blouseStitching",
        name: "Blouse stitching",
        price: 1200,
        leadDays: 7,
        needsMeasurements: true,
        returnable: false,
        styles: [{ _id: "boat", name: "Boat neck", price: 1350, image: null }],
      },
    ]);
  });

  it("adds fall and pico with the product form's own editor, and sends empty text once every service is removed", async () => {
    const api = categoryApi();
    renderInShop(<CategoryForm category={silk} />, { route: "/admin/add-category/cat-silk" });

    fireEvent.click(screen.getByRole("button", { name: "Add a service" }));
    const fall = screen.getByRole("listitem", { name: "Service 2" });
    expect((within(fall).getByLabelText("Kind") as HTMLSelectElement).value).toBe("fallPico");
    typeIn(fall, "Price (₹)", "150");
    expect(screen.queryByRole("button", { name: "Use the category's services" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Remove service 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove service 1" }));
    expect(screen.getByText(/this category's products start with none/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Update Category" }));

    await vi.waitFor(() => expect(api.callsTo("/products/category")).toHaveLength(1));
    expect(sentForm(api).get("services")).toBe("");
  });

  it("keeps a service without a name from being saved, and says which", async () => {
    const api = categoryApi();
    renderInShop(<CategoryForm category={silk} />, { route: "/admin/add-category/cat-silk" });

    fireEvent.click(screen.getByRole("button", { name: "Add a service" }));
    typeIn(screen.getByRole("listitem", { name: "Service 2" }), "Name", " ");
    fireEvent.click(screen.getByRole("button", { name: "Update Category" }));

    expect(await screen.findByText("Service 2: Give the service a name")).toBeTruthy();
    expect(api.callsTo("/products/category")).toHaveLength(0);
  });
});
