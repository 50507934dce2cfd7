import { MAX_LINE_QUANTITY, messages } from "@pallu/domain";
import { describe, expect, test } from "vitest";
import { aCartLine } from "@/test/cart-builders";
import { cartTotals, stepDown, stepUp } from "./cart-rules";

describe("the cart stepper", () => {
  test("plus adds one while stock remains", () => {
    expect(stepUp(aCartLine({ quantity: 2, maxQuantity: 5 }))).toEqual({ kind: "quantity", quantity: 3 });
  });

  test("plus at the stock left is refused with 'Out of Stock'", () => {
    expect(stepUp(aCartLine({ quantity: 5, maxQuantity: 5 }))).toEqual({
      kind: "refused",
      message: messages.cart.outOfStock,
    });
  });

  test("plus at the shop's per-line cap is refused with 'Maximum selected'", () => {
    expect(stepUp(aCartLine({ quantity: MAX_LINE_QUANTITY, maxQuantity: 500 }))).toEqual({
      kind: "refused",
      message: messages.cart.maximumSelected,
    });
  });

  test("minus takes one away above 1", () => {
    expect(stepDown(aCartLine({ quantity: 3 }))).toEqual({ kind: "quantity", quantity: 2 });
  });

  test("minus at 1 removes the line", () => {
    expect(stepDown(aCartLine({ quantity: 1 }))).toEqual({ kind: "remove" });
  });
});

describe("the cart totals", () => {
  test("the total is the sum of price times quantity, with free delivery", () => {
    const totals = cartTotals([
      aCartLine({ price: 2499, originalPrice: 3299, quantity: 2 }),
      aCartLine({ buyingOptionId: "opt-l", price: 12999.5, originalPrice: 12999.5, quantity: 1 }),
    ]);
    expect(totals.subtotal).toBe(2499 * 2 + 12999.5);
    expect(totals.delivery).toBe(0);
    expect(totals.total).toBe(17997.5);
    expect(totals.items).toBe(3);
  });

  test("the saving is what the original prices would have cost more", () => {
    const totals = cartTotals([aCartLine({ price: 0.1, originalPrice: 0.3, quantity: 3 })]);
    expect(totals.original).toBe(0.9);
    expect(totals.saving).toBe(0.6);
  });

  test("an empty cart costs nothing", () => {
    expect(cartTotals([])).toMatchObject({ subtotal: 0, total: 0, items: 0, saving: 0 });
  });
});
