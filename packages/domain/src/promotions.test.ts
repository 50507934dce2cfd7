import { describe, expect, it } from "vitest";
import { piecePriceAfterDiscountPaise, pieceRate } from "./gst.js";
import {
  instantFromIndiaTime,
  PROMOTION_MESSAGES,
  quotePromotions,
  type Promotion,
  type PromotionCartLine,
  type QuoteInput,
} from "./promotions.js";

const NOW = new Date("2025-11-01T06:00:00Z");

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: "festive",
  title: "10% off",
  code: null,
  type: "percentage",
  value: 10,
  buyQuantity: null,
  getQuantity: null,
  minCartValuePaise: null,
  paymentType: null,
  categories: [],
  products: [],
  firstOrderOnly: false,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  timesUsed: 0,
  combinable: false,
  active: true,
  ...overrides,
});

const line = (pricePaise: number, quantity = 1, overrides: Partial<PromotionCartLine> = {}): PromotionCartLine => ({
  productId: `saree-${pricePaise}`,
  categoryId: "silk",
  pricePaise,
  quantity,
  ...overrides,
});

const quote = (
  lines: PromotionCartLine[],
  promotions: Promotion[],
  extra: Partial<QuoteInput<PromotionCartLine>> = {},
) => quotePromotions({ lines, promotions, shopper: { priorOrderCount: 0, usesByPromotion: {} }, now: NOW, ...extra });

const coupon = (code: string, overrides: Partial<Promotion> = {}) =>
  promotion({ id: code.toLowerCase(), code, title: code, ...overrides });

describe("a quote of a cart", () => {
  it("takes a percentage off every line and allocates it to the lines to the paisa", () => {
    const result = quote([line(100_000), line(50_001, 2)], [promotion()]);
    expect(result.subtotalPaise).toBe(200_002);
    expect(result.discounts).toEqual([{ promotionId: "festive", title: "10% off", amountPaise: 20_000 }]);
    expect(result.totalPaise).toBe(180_002);
    expect(result.lines.map((quoted) => quoted.discountPaise)).toEqual([10_000, 10_000]);
    expect(result.couponError).toBeUndefined();
  });

  it("never takes more off than the eligible lines are worth", () => {
    const result = quote([line(30_000)], [coupon("FLAT500", { type: "fixed", value: 50_000 })], {
      couponCode: "flat500",
    });
    expect(result.totalPaise).toBe(0);
    expect(result.discounts).toEqual([
      { promotionId: "flat500", code: "FLAT500", title: "FLAT500", amountPaise: 30_000 },
    ]);
  });

  it("reads a code in any case and with stray spaces", () => {
    expect(quote([line(100_000)], [coupon("DIWALI10")], { couponCode: "  diwali10 " }).discounts).toHaveLength(1);
  });

  it("discounts only the lines of the promotion's categories and products", () => {
    const cart = [
      line(100_000, 1, { categoryId: "silk" }),
      line(40_000, 1, { categoryId: "cotton", productId: "kurta" }),
      line(60_000, 1, { categoryId: "linen" }),
    ];
    const result = quote(cart, [promotion({ value: 50, categories: ["silk"], products: ["kurta"] })]);
    expect(result.lines.map((quoted) => quoted.discountPaise)).toEqual([50_000, 20_000, 0]);
  });
});

describe("the minimum cart value", () => {
  const minimum = (lines: PromotionCartLine[]) =>
    quote(lines, [coupon("BIG", { minCartValuePaise: 250_000, categories: ["silk"] })], { couponCode: "BIG" });

  it("qualifies a cart whose eligible lines come to exactly the minimum", () => {
    expect(minimum([line(200_000), line(50_000)]).discounts).toHaveLength(1);
  });

  it("refuses a cart a paisa short and says how much more is needed", () => {
    const result = minimum([line(200_000), line(49_999)]);
    expect(result.discounts).toEqual([]);
    expect(result.couponError).toBe("Add items worth ₹0.01 more to use this coupon");
  });

  it("counts only the eligible lines towards the minimum", () => {
    const result = minimum([line(200_000), line(100_000, 1, { categoryId: "cotton" })]);
    expect(result.couponError).toBe(PROMOTION_MESSAGES.minimumNotMet(50_000));
    expect(result.couponError).toBe("Add items worth ₹500 more to use this coupon");
  });
});

describe("why a code cannot be used", () => {
  const cart = [line(100_000)];
  const errorOf = (offer: Promotion, extra: Partial<QuoteInput<PromotionCartLine>> = {}) =>
    quote(cart, [offer], { couponCode: offer.code ?? "", ...extra }).couponError;

  it("names each reason in the shop's words", () => {
    expect(quote(cart, [coupon("REAL")], { couponCode: "FAKE" }).couponError).toBe("This coupon code is not valid");
    expect(errorOf(coupon("OFF", { active: false }))).toBe("This coupon code is not valid");
    expect(errorOf(coupon("SOON", { startsAt: new Date(NOW.getTime() + 1) }))).toBe("This coupon is not valid yet");
    expect(errorOf(coupon("GONE", { endsAt: NOW }))).toBe("This coupon has expired");
    expect(errorOf(coupon("FULL", { usageLimit: 100, timesUsed: 100 }))).toBe(
      "This coupon has reached its usage limit",
    );
    expect(
      errorOf(coupon("ONCE", { perCustomerLimit: 1 }), {
        shopper: { priorOrderCount: 3, usesByPromotion: { once: 1 } },
      }),
    ).toBe("You have already used this coupon");
    expect(
      errorOf(coupon("WELCOME", { firstOrderOnly: true }), { shopper: { priorOrderCount: 1, usesByPromotion: {} } }),
    ).toBe("This coupon is for your first order only");
    expect(errorOf(coupon("LINEN", { categories: ["linen"] }))).toBe(
      "This coupon does not apply to the items in your cart",
    );
    expect(
      errorOf(coupon("UPI100", { type: "fixed", value: 10_000, paymentType: "online" }), { paymentType: "cod" }),
    ).toBe("This coupon is for online payment only");
  });

  it("lets a code be used up to its limits and not beyond", () => {
    expect(errorOf(coupon("FULL", { usageLimit: 100, timesUsed: 99 }))).toBeUndefined();
    expect(
      errorOf(coupon("TWICE", { perCustomerLimit: 2 }), {
        shopper: { priorOrderCount: 3, usesByPromotion: { twice: 1 } },
      }),
    ).toBeUndefined();
    expect(errorOf(coupon("WELCOME", { firstOrderOnly: true }))).toBeUndefined();
  });

  it("gives ₹100 off for online payment only when the shopper pays online", () => {
    const upi = coupon("UPI100", { type: "fixed", value: 10_000, paymentType: "online" });
    expect(quote(cart, [upi], { couponCode: "UPI100", paymentType: "prepaid" }).totalPaise).toBe(90_000);
    expect(quote(cart, [upi], { couponCode: "UPI100" }).totalPaise).toBe(100_000);
  });
});

describe("a schedule in India's time", () => {
  // The Diwali sale runs from 22:00 on 31 October to 02:00 on 1 November, India's time.
  const sale = promotion({
    startsAt: instantFromIndiaTime("2025-10-31T22:00"),
    endsAt: instantFromIndiaTime("2025-11-01 02:00"),
  });
  const discountAt = (iso: string) => quote([line(100_000)], [sale], { now: new Date(iso) }).totalPaise;

  it("reads the seller's wall-clock time as India's", () => {
    expect(instantFromIndiaTime("2025-11-01T00:00")?.toISOString()).toBe("2025-10-31T18:30:00.000Z");
    expect(instantFromIndiaTime("2025-11-01T00:00:00Z")?.toISOString()).toBe("2025-11-01T00:00:00.000Z");
    expect(instantFromIndiaTime("2025-02-30T00:00")).toBeNull();
    expect(instantFromIndiaTime("1 November")).toBeNull();
  });

  it("starts at its first instant, runs across midnight and stops at its end", () => {
    expect(discountAt("2025-10-31T16:29:59.999Z")).toBe(100_000);
    expect(discountAt("2025-10-31T16:30:00Z")).toBe(90_000);
    expect(discountAt("2025-10-31T18:30:00Z")).toBe(90_000);
    expect(discountAt("2025-10-31T20:29:59.999Z")).toBe(90_000);
    expect(discountAt("2025-10-31T20:30:00Z")).toBe(100_000);
  });
});

describe("combining offers", () => {
  const cart = [line(200_000)];
  const tenPercent = promotion({ id: "auto-10", combinable: true });
  const flat300 = promotion({ id: "auto-300", title: "₹300 off", type: "fixed", value: 30_000, combinable: true });
  const twentyPercentAlone = promotion({ id: "auto-20", title: "20% off", value: 20 });
  const save5 = coupon("SAVE5", { value: 5, combinable: true });

  it("adds combinable offers together, percentages on the price and fixed amounts last", () => {
    const result = quote(cart, [flat300, tenPercent]);
    expect(result.discounts.map((discount) => [discount.promotionId, discount.amountPaise])).toEqual([
      ["auto-10", 20_000],
      ["auto-300", 30_000],
    ]);
    expect(result.totalPaise).toBe(150_000);
  });

  it("keeps an offer that is not combinable on its own and gives the shopper the better choice", () => {
    expect(
      quote(cart, [tenPercent, twentyPercentAlone, flat300]).discounts.map((discount) => discount.promotionId),
    ).toEqual(["auto-10", "auto-300"]);
    const bigger = promotion({ id: "auto-30", value: 30 });
    expect(quote(cart, [tenPercent, bigger, flat300]).discounts.map((discount) => discount.promotionId)).toEqual([
      "auto-30",
    ]);
  });

  it("chooses the same best combination whatever order the offers come in", () => {
    const offers = [tenPercent, flat300, twentyPercentAlone, save5, promotion({ id: "auto-15", value: 15 })];
    const orders = [offers, [...offers].reverse(), [offers[2]!, offers[4]!, offers[0]!, offers[3]!, offers[1]!]];
    const results = orders.map((promotions) => quote(cart, promotions, { couponCode: "save5" }));
    for (const result of results) expect(result).toEqual(results[0]);
    expect(results[0]!.discounts.map((discount) => discount.promotionId)).toEqual(["auto-10", "save5", "auto-300"]);
  });

  it("lets each offer say whether it joins codes and whether it joins other offers, each side asked", () => {
    const prepaid500 = promotion({
      id: "prepaid-500",
      title: "₹500 off on prepaid orders",
      type: "fixed",
      value: 50_000,
      combinable: false,
      combinesWithCodes: true,
    });
    const save10 = coupon("SAVE10", { value: 10, combinable: true });
    const ids = (result: ReturnType<typeof quote>) => result.discounts.map((discount) => discount.promotionId);

    // Joins codes, not other offers: the code and the prepaid offer together, the 10% offer left out.
    expect(ids(quote(cart, [prepaid500, tenPercent, save10], { couponCode: "SAVE10" }))).toEqual([
      "save10",
      "prepaid-500",
    ]);
    // A code that joins no offer keeps to itself, whatever the offer says.
    const loner = coupon("LONER", { value: 30 });
    expect(ids(quote(cart, [prepaid500, loner], { couponCode: "LONER" }))).toEqual(["loner"]);
    // An offer that joins other offers but not codes.
    const notWithCodes = { ...tenPercent, combinesWithCodes: false };
    expect(ids(quote(cart, [notWithCodes, flat300, save10], { couponCode: "SAVE10" }))).toEqual([
      "auto-10",
      "auto-300",
    ]);
    expect(ids(quote(cart, [notWithCodes, save5], { couponCode: "SAVE5" }))).toEqual(["auto-10"]);
  });

  it("uses at most one code, and says so when the automatic offers are better than the code alone", () => {
    const alone = coupon("ALONE", { value: 5 });
    const result = quote(cart, [tenPercent, flat300, alone], { couponCode: "ALONE" });
    expect(result.discounts.map((discount) => discount.promotionId)).toEqual(["auto-10", "auto-300"]);
    expect(result.couponError).toBe("This coupon would not add to the offers your cart already has");
  });

  it("says which automatic offers a code replaces when the two do not combine", () => {
    const prepaid500 = promotion({
      id: "prepaid-500",
      title: "₹500 off on prepaid orders",
      type: "fixed",
      value: 50_000,
    });
    const diwali = coupon("DIWALI10", { value: 10 });
    const withCode = quote([line(1_400_000)], [prepaid500, diwali], { couponCode: "DIWALI10" });
    expect(withCode.discounts.map((discount) => discount.promotionId)).toEqual(["diwali10"]);
    expect(withCode.couponNote).toBe('Used instead of "₹500 off on prepaid orders": the two do not combine');

    const joining = quote(
      [line(1_400_000)],
      [
        { ...prepaid500, combinesWithCodes: true },
        { ...diwali, combinable: true },
      ],
      {
        couponCode: "DIWALI10",
      },
    );
    expect(joining.discounts).toHaveLength(2);
    expect(joining.couponNote).toBeUndefined();
    expect(quote([line(1_400_000)], [prepaid500]).couponNote).toBeUndefined();
  });

  it("breaks a tie in favour of fewer offers, keeping the shopper's code unused", () => {
    const sameAsCode = promotion({ id: "auto-5", value: 5 });
    const result = quote(cart, [sameAsCode, coupon("FIVE", { value: 5 })], { couponCode: "FIVE" });
    expect(result.discounts.map((discount) => discount.promotionId)).toEqual(["auto-5"]);
  });
});

describe("buy X get Y", () => {
  const buy2get1 = promotion({
    id: "b2g1",
    title: "Buy 2, get 1 free",
    type: "buyXgetY",
    value: 100,
    buyQuantity: 2,
    getQuantity: 1,
  });

  it("gives the cheapest pieces of the eligible ones free, one in every three", () => {
    const cart = [line(300_000), line(100_000, 2), line(250_000, 3)];
    // Six pieces make two groups: the two cheapest pieces (₹1,000 each) are free.
    expect(quote(cart, [buy2get1]).discounts[0]?.amountPaise).toBe(200_000);
    // Seven pieces still make two groups.
    expect(quote([...cart, line(50_000, 1, { categoryId: "cotton" })], [buy2get1]).discounts[0]?.amountPaise).toBe(
      150_000,
    );
  });

  it("can give the free pieces at a percentage off instead", () => {
    const halfOff = { ...buy2get1, value: 50 };
    expect(quote([line(300_000), line(200_000), line(100_001)], [halfOff]).discounts[0]?.amountPaise).toBe(50_001);
  });

  it("counts only eligible pieces and says how many more are needed", () => {
    const silkOnly = coupon("SILK3", {
      type: "buyXgetY",
      value: 100,
      buyQuantity: 2,
      getQuantity: 1,
      categories: ["silk"],
    });
    const result = quote([line(100_000, 2), line(90_000, 4, { categoryId: "cotton" })], [silkOnly], {
      couponCode: "SILK3",
    });
    expect(result.couponError).toBe("Add 1 more eligible piece to use this coupon");
  });
});

describe("a discount and the GST slab of a garment", () => {
  it("reads the slab on the price of a piece after its discount, so a discount can cross ₹2,500", () => {
    const at = new Date("2025-11-01T06:00:00Z");
    const kurtas = { pricePaise: 280_000, quantity: 2 };
    expect(pieceRate("6204", piecePriceAfterDiscountPaise({ ...kurtas, discountPaise: 0 }), at)).toBe(18);
    expect(pieceRate("6204", piecePriceAfterDiscountPaise({ ...kurtas, discountPaise: 35_000 }), at)).toBe(5);
    expect(pieceRate("6204", piecePriceAfterDiscountPaise({ ...kurtas, discountPaise: 34_999 }), at)).toBe(18);
  });
});
