import { expect } from "vitest";
import type { TestShop } from "./test-app.js";

/** The admin sets one size of a product to a new price, in rupees, as the back office does; the test fails if the shop refuses. */
export async function repriceSize(shop: TestShop, adminHeaders: Record<string, string>, size: { productId: string; sizeId: string }, rupees: number) {
  const changed = await shop.app.inject({
    method: "PUT",
    url: "/api/v1/products/varient",
    headers: adminHeaders,
    payload: { productId: size.productId, varientId: size.sizeId, originalPrice: rupees, discountedPrice: rupees },
  });
  expect(changed.statusCode, changed.body).toBe(200);
}
