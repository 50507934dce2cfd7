import type { CartLine } from "@pallu/domain";

/** A cart line as the server answers it, with sensible defaults (a kurta in size M). */
export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
  const subDetailId = overrides.subDetailId ?? overrides.sizeId ?? "opt-m";
  return {
    productId: "prod-kurta",
    name: "Chanderi Silk Kurta",
    description: "Handwoven Chanderi with a zari yoke.",
    image: null,
    price: 2499,
    originalPrice: 3299,
    size: "M",
    sizeId: subDetailId,
    subDetailId,
    quantity: 1,
    maxQuantity: 5,
    ...overrides,
  };
}
