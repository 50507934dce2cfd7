import type { CartLine } from "@/features/cart/cart-lines";

/** A cart line as the app holds it, with sensible defaults (a kurta in size M). */
export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: "prod-kurta",
    name: "Chanderi Silk Kurta",
    description: "Handwoven Chanderi with a zari yoke.",
    image: null,
    price: 2499,
    originalPrice: 3299,
    size: "M",
    buyingOptionId: "opt-m",
    quantity: 1,
    maxQuantity: 5,
    ...overrides,
  };
}

/** The same line as the API carries it (docs/api.md#orders-cart-wishlist-and-payment): its size named twice, `sizeId` and `subDetailId`. */
export function onTheWire<Line extends { buyingOptionId: string }>({ buyingOptionId, ...fields }: Line) {
  return { ...fields, sizeId: buyingOptionId, subDetailId: buyingOptionId };
}
