import { describe, expect, it } from "vitest";
import { indiaWallClock, promotionFromInput, PromotionInputSchema } from "./promotions.js";

const festive = { title: "Festive 10% off", type: "percentage", value: 10 };

/** The messages of the fields a payload gets wrong, by field. */
const problemsOf = (payload: Record<string, unknown>) => {
  const result = PromotionInputSchema.safeParse(payload);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("a promotion as the seller sends it", () => {
  it("takes an automatic offer with sensible defaults", () => {
    const input = PromotionInputSchema.parse(festive);
    expect(input).toMatchObject({
      categories: [],
      products: [],
      firstOrderOnly: false,
      combinable: false,
      active: true,
    });
    expect(promotionFromInput("festive", input).code).toBeNull();
  });

  it("keeps codes of 3 to 32 letters, digits and dashes, in upper case", () => {
    expect(PromotionInputSchema.parse({ ...festive, code: " diwali-25 " }).code).toBe("DIWALI-25");
    expect(PromotionInputSchema.parse({ ...festive, code: "" }).code).toBeUndefined();
    expect(problemsOf({ ...festive, code: "AB" })).toEqual({ code: "A code has 3 to 32 letters, digits or dashes" });
    expect(problemsOf({ ...festive, code: "SAVE 10" })).toEqual({
      code: "A code has 3 to 32 letters, digits or dashes",
    });
    expect(problemsOf({ ...festive, code: "X".repeat(33) })).toEqual({
      code: "A code has 3 to 32 letters, digits or dashes",
    });
  });

  it("says what is wrong with the value of each kind", () => {
    expect(problemsOf({ ...festive, value: 0 })).toEqual({ value: "A percentage discount is from 1 to 100" });
    expect(problemsOf({ ...festive, value: 101 })).toEqual({ value: "A percentage discount is from 1 to 100" });
    expect(problemsOf({ ...festive, value: 100 })).toEqual({});
    expect(problemsOf({ title: "Flat", type: "fixed", value: 0 })).toEqual({
      value: "A fixed discount must be more than ₹0",
    });
    expect(problemsOf({ title: "Flat", type: "fixed", value: "0.01" })).toEqual({});
    expect(problemsOf({ title: "Three for two", type: "buyXgetY", value: 100 })).toEqual({
      buyQuantity: "Say how many pieces the shopper buys",
      getQuantity: "Say how many pieces the shopper gets",
    });
    expect(problemsOf({ title: "", type: "cashback", value: "ten" })).toEqual({
      title: "Title is required",
      type: "Type is percentage, fixed or buyXgetY",
      value: "Value must be a number",
    });
  });

  it("reads times as India's and wants the end after the start", () => {
    const input = PromotionInputSchema.parse({ ...festive, startsAt: "2025-10-20T00:00", endsAt: "2025-10-21T00:00" });
    expect(input.startsAt?.toISOString()).toBe("2025-10-19T18:30:00.000Z");
    expect(indiaWallClock(input.startsAt!)).toBe("2025-10-20T00:00:00");
    expect(problemsOf({ ...festive, startsAt: "2025-10-20T00:00", endsAt: "2025-10-20T00:00" })).toEqual({
      endsAt: "The end must be after the start",
    });
    expect(problemsOf({ ...festive, startsAt: "20/10/2025" })).toEqual({
      startsAt: "Start must be a date and time in India, such as 2025-10-20T09:00",
    });
  });

  it("becomes the engine's promotion in paise", () => {
    const input = PromotionInputSchema.parse({
      title: "₹100 off when you pay online",
      code: "upi100",
      type: "fixed",
      value: 100,
      minCartValue: 999.99,
      paymentType: "Online",
      usageLimit: 500,
      perCustomerLimit: 1,
    });
    expect(promotionFromInput("upi", input, 12)).toMatchObject({
      id: "upi",
      code: "UPI100",
      value: 10_000,
      minCartValuePaise: 99_999,
      paymentType: "online",
      usageLimit: 500,
      perCustomerLimit: 1,
      timesUsed: 12,
      buyQuantity: null,
      startsAt: null,
    });
  });
});
