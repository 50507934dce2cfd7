import { describe, expect, test } from "vitest";
import { aCartLine } from "@/test/cart-builders";
import { cartPayload, fromWireLine, wishlistPayload, type WishlistLine } from "./cart-lines";

describe("lines on the wire", () => {
  test("the cart sent to the server names sizes and quantities, never prices", () => {
    const sent = JSON.parse(cartPayload([aCartLine({ quantity: 2 })]));
    expect(sent).toEqual([{ productId: "prod-kurta", sizeId: "opt-m", quantity: 2 }]);
  });

  test("the wishlist sent to the server names only the sizes", () => {
    const { quantity: _quantity, maxQuantity: _maxQuantity, ...wished } = aCartLine({ buyingOptionId: "opt-l" });
    const wishlist: WishlistLine[] = [{ ...wished, inStock: true }];
    expect(wishlistPayload(wishlist)).toBe(JSON.stringify([{ productId: "prod-kurta", sizeId: "opt-l" }]));
  });

  test("a line from the server keeps its fields, its size named once as the buying option", () => {
    const { buyingOptionId: _buyingOptionId, ...fields } = aCartLine();
    expect(fromWireLine({ ...fields, sizeId: "opt-s", subDetailId: "opt-s" })).toEqual(
      aCartLine({ buyingOptionId: "opt-s" }),
    );
  });

  test("a line the server dropped whole has no size", () => {
    expect(fromWireLine({ productId: "gone", sizeId: null, reason: "Out of Stock" })).toEqual({
      productId: "gone",
      buyingOptionId: null,
      reason: "Out of Stock",
    });
  });
});
