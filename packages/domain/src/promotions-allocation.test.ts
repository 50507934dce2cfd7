import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allocateDiscount,
  paidForReturnPaise,
  quotePromotions,
  type DiscountedOrderLine,
  type Promotion,
} from "./promotions.js";

const pricePaise = fc.integer({ min: 1, max: 50_000_000 });
const quantity = fc.integer({ min: 1, max: 100 });
const cartLine = fc.record({
  productId: fc.constantFrom("silk-saree", "cotton-saree", "blouse"),
  categoryId: fc.constantFrom("silk", "cotton", null),
  pricePaise,
  quantity,
});

const offer = fc.record({
  id: fc.constantFrom("a", "b", "c", "d"),
  title: fc.constant("Offer"),
  code: fc.constant(null),
  type: fc.constantFrom("percentage" as const, "fixed" as const, "buyXgetY" as const),
  value: fc.integer({ min: 1, max: 100 }),
  buyQuantity: fc.integer({ min: 1, max: 3 }),
  getQuantity: fc.integer({ min: 1, max: 2 }),
  minCartValuePaise: fc.constant(null),
  paymentType: fc.constant(null),
  categories: fc.subarray(["silk", "cotton"]),
  products: fc.subarray(["blouse"]),
  firstOrderOnly: fc.constant(false),
  startsAt: fc.constant(null),
  endsAt: fc.constant(null),
  usageLimit: fc.constant(null),
  perCustomerLimit: fc.constant(null),
  timesUsed: fc.constant(0),
  combinable: fc.boolean(),
  active: fc.constant(true),
}) satisfies fc.Arbitrary<Promotion>;

describe("allocating a discount to the lines", () => {
  it("shares it in proportion to the lines' values, to the paisa", () => {
    expect(allocateDiscount([100_000, 100_000, 100_000], 10_000)).toEqual([3_334, 3_333, 3_333]);
    expect(allocateDiscount([150_000, 50_000, 0], 20_001)).toEqual([15_001, 5_000, 0]);
  });

  it("always adds up to the discount and never exceeds a line's value", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, fraction) => {
          const total = values.reduce((sum, value) => sum + value, 0);
          const discount = Math.floor(total * fraction);
          const shares = allocateDiscount(values, discount);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
          shares.forEach((share, index) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(values[index]!);
          });
        },
      ),
    );
  });

  it("gives every cart line a share of whole paise that sums to the quote's discount, whatever the offers", () => {
    fc.assert(
      fc.property(
        fc.array(cartLine, { minLength: 1, maxLength: 12 }),
        fc.uniqueArray(offer, { selector: (promotion) => promotion.id, maxLength: 4 }),
        (lines, promotions) => {
          const result = quotePromotions({
            lines,
            promotions,
            shopper: { priorOrderCount: 0, usesByPromotion: {} },
            now: new Date(),
          });
          const discount = result.discounts.reduce((sum, applied) => sum + applied.amountPaise, 0);
          expect(result.lines.reduce((sum, quoted) => sum + quoted.discountPaise, 0)).toBe(discount);
          expect(result.totalPaise).toBe(result.subtotalPaise - discount);
          for (const quoted of result.lines) {
            expect(Number.isInteger(quoted.discountPaise)).toBe(true);
            expect(quoted.discountPaise).toBeGreaterThanOrEqual(0);
            expect(quoted.discountPaise).toBeLessThanOrEqual(quoted.pricePaise * quoted.quantity);
          }
        },
      ),
    );
  });
});

describe("the best combination", () => {
  it("is the same whatever order the offers and the code come in", () => {
    const coupon = fc
      .record({ base: offer, code: fc.constantFrom("SAVE", "FEST"), combinable: fc.boolean() })
      .map(({ base, code, combinable }) => ({ ...base, id: "code", code, combinable }));
    fc.assert(
      fc.property(
        fc.array(cartLine, { minLength: 1, maxLength: 6 }),
        fc.uniqueArray(offer, { selector: (promotion) => promotion.id, maxLength: 4 }),
        coupon,
        fc.nat(),
        (lines, automatic, code, turn) => {
          const promotions: Promotion[] = [...automatic, code];
          const at = turn % promotions.length;
          const shuffled = [...promotions.slice(at), ...promotions.slice(0, at)].reverse();
          const quoteWith = (offers: Promotion[]) =>
            quotePromotions({
              lines,
              promotions: offers,
              couponCode: code.code.toLowerCase(),
              shopper: { priorOrderCount: 0, usesByPromotion: {} },
              now: new Date(),
            });
          expect(quoteWith(shuffled)).toEqual(quoteWith(promotions));
        },
      ),
    );
  });
});

describe("the refund of a return from a discounted order", () => {
  const order: DiscountedOrderLine[] = [
    { lineId: "silk", pricePaise: 100_000, quantity: 3, discountPaise: 10_001, returnedQuantity: 0 },
    { lineId: "blouse", pricePaise: 49_999, quantity: 1, discountPaise: 4_999, returnedQuantity: 0 },
  ];

  it("gives back the price of the returned pieces less their share of the discount", () => {
    expect(paidForReturnPaise(order, [{ lineId: "silk", quantity: 1 }])).toEqual({
      paidPaise: 96_667,
      lines: [{ lineId: "silk", quantity: 1, paidPaise: 96_667 }],
    });
    expect(
      paidForReturnPaise(order, [
        { lineId: "silk", quantity: 1 },
        { lineId: "blouse", quantity: 1 },
      ]).paidPaise,
    ).toBe(96_667 + 45_000);
  });

  it("refuses to return more pieces than are left", () => {
    expect(() =>
      paidForReturnPaise([{ ...order[0]!, returnedQuantity: 2 }], [{ lineId: "silk", quantity: 2 }]),
    ).toThrow(RangeError);
  });

  it("refunds exactly what was paid once every piece is back, however the returns were split", () => {
    const split = fc.record({ pricePaise, quantity: fc.integer({ min: 1, max: 100 }) }).chain((line) =>
      fc.record({
        line: fc.constant(line),
        discountPaise: fc.integer({ min: 0, max: line.pricePaise * line.quantity }),
        steps: fc.array(fc.integer({ min: 1, max: line.quantity }), { maxLength: line.quantity }),
      }),
    );
    fc.assert(
      fc.property(split, ({ line, discountPaise, steps }) => {
        let returnedQuantity = 0;
        let refunded = 0;
        const returnPieces = (pieces: number) => {
          const sold = { lineId: "line", ...line, discountPaise, returnedQuantity };
          refunded += paidForReturnPaise([sold], [{ lineId: "line", quantity: pieces }]).paidPaise;
          returnedQuantity += pieces;
        };
        for (const step of steps) {
          const pieces = Math.min(step, line.quantity - returnedQuantity);
          if (pieces > 0) returnPieces(pieces);
        }
        if (returnedQuantity < line.quantity) returnPieces(line.quantity - returnedQuantity);
        expect(refunded).toBe(line.pricePaise * line.quantity - discountPaise);
      }),
    );
  });
});
