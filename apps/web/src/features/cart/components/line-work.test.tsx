import type { CheckoutQuoteWire } from "@pallu/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aCartLine } from "@/test/cart-builders";
import { renderWithLists } from "@/test/render-with-lists";
import { renderInShop } from "@/test/render";
import type { CartLine } from "../cart-slice";
import { CartReview } from "./cart-review";
import { CartScreen } from "./cart-screen";
import type { QuotedPrice } from "./cart-summary";

type QuotedLine = CheckoutQuoteWire["lines"][number];

const stitchedSaree = aCartLine({
  productId: "prod-kanjivaram",
  buyingOptionId: "opt-kanjivaram",
  name: "Kanjivaram silk saree",
  size: "NA",
  price: 18_000,
  originalPrice: 18_000,
  services: [{ serviceId: "stitching", styleId: "boat" }, { serviceId: "fall-pico" }],
  measurementProfileId: "profile-amma",
});
const wovenToOrder = aCartLine({ productId: "prod-tanchoi", buyingOptionId: "opt-tanchoi", name: "Tanchoi saree", size: "NA", price: 9_000, originalPrice: 9_000 });

const service = (serviceId: string, name: string, styleName: string | null, price: number) => ({
  serviceId,
  kind: serviceId === "stitching" ? ("blouseStitching" as const) : ("fallPico" as const),
  name,
  styleId: styleName ? "boat" : null,
  styleName,
  price,
  discount: 0,
  returnable: false,
});

/** The server's quote of the two lines: the stitching priced, Amma's measurements, a piece woven to order. */
function quotedLines(measurements: QuotedLine["measurements"] = { name: "Amma" }): QuotedLine[] {
  return [
    {
      productId: "prod-kanjivaram",
      buyingOptionId: "opt-kanjivaram",
      quantity: 1,
      price: 18_000,
      discount: 0,
      total: 19_350,
      services: [service("stitching", "Blouse stitching", "Boat neck", 1200), service("fall-pico", "Fall and pico", null, 150)],
      measurements,
      deliveryDate: "2026-12-15",
    },
    { productId: "prod-tanchoi", buyingOptionId: "opt-tanchoi", quantity: 1, price: 9_000, discount: 0, total: 9_000, madeToOrder: 1, shipsBy: "2026-12-16", deliveryDate: "2026-12-23" },
  ];
}

const price: QuotedPrice = { subtotal: 28_350, services: 1_350, savings: [], discount: 0, total: 28_350, stale: false };

function renderCart(lines: CartLine[], props: Parameters<typeof CartScreen>[0]) {
  renderWithLists(<CartScreen {...props} />, { cart: lines });
}

const servicesOf = (name: string) =>
  within(screen.getByText(name).closest("li")!).getByRole("list", { name: "Services" }).querySelectorAll("li");
const texts = (items: NodeListOf<HTMLLIElement>) => [...items].map((item) => item.textContent);

describe("the cart page with services", () => {
  it("shows each line's services at the server's prices, whose measurements, the promise and the order's day", () => {
    renderCart([stitchedSaree, wovenToOrder], { quoted: price, quotedLines: quotedLines(), deliveryDate: "2026-12-23" });

    expect(texts(servicesOf("Kanjivaram silk saree"))).toEqual(["Blouse stitching · Boat neck₹1,200", "Fall and pico₹150", "Measurements: Amma"]);
    expect(texts(servicesOf("Tanchoi saree"))).toEqual(["Made to order — ships by Wed, 16 Dec"]);
    expect(screen.getByText("Stitched and delivered by Wed, 23 Dec")).toBeTruthy();
    const row = screen.getByText("Stitching and services");
    expect(row.nextElementSibling?.textContent).toBe("₹1,350");
  });

  it("says the measurements are to follow when she will send them later", () => {
    renderCart([stitchedSaree], { quoted: price, quotedLines: quotedLines(null), deliveryDate: "2026-12-15" });
    expect(texts(servicesOf("Kanjivaram silk saree"))).toContain("Measurements to follow");
  });

  it("prices nothing itself before the server has quoted the cart", () => {
    renderCart([stitchedSaree], { isGuest: true });
    expect(screen.getByText("2 services · priced at checkout")).toBeTruthy();
    expect(screen.queryByText(/₹1,200/)).toBeNull();
    expect(screen.queryByText(/Stitched and delivered/)).toBeNull();
  });
});

describe("the checkout's order summary with services", () => {
  it("lists the services, the measurements and the delivery day as the quote answers them", () => {
    renderInShop(<CartReview lines={[stitchedSaree, wovenToOrder]} quotedLines={quotedLines()} deliveryDate="2026-12-23" />);
    expect(texts(servicesOf("Kanjivaram silk saree"))).toEqual(["Blouse stitching · Boat neck₹1,200", "Fall and pico₹150", "Measurements: Amma"]);
    expect(texts(servicesOf("Tanchoi saree"))).toEqual(["Made to order — ships by Wed, 16 Dec"]);
    expect(screen.getByText("Stitched and delivered by Wed, 23 Dec")).toBeTruthy();
  });
});
