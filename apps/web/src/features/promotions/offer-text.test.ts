import { expect, test } from "vitest";
import { offerLimits, offerText } from "./offer-text";
import type { ProductOffer } from "./types";

const anOffer = (fields: Partial<ProductOffer>): ProductOffer => ({
  _id: "o1",
  title: "Festive offer",
  type: "percentage",
  value: 10,
  paymentType: null,
  minCartValue: null,
  buyQuantity: null,
  getQuantity: null,
  combinable: true,
  combinesWithCodes: true,
  ...fields,
});

test("a prepaid-only fixed offer reads as rupees off on prepaid orders", () => {
  expect(offerText(anOffer({ type: "fixed", value: 100, paymentType: "online" }))).toBe("₹100 off on prepaid orders");
});

test("a percentage offer for any payment says no code is needed", () => {
  expect(offerText(anOffer({ type: "percentage", value: 10 }))).toBe("10% off · no code needed");
});

test("a minimum cart value is named with the offer", () => {
  expect(offerText(anOffer({ type: "percentage", value: 5, minCartValue: 20000 }))).toBe(
    "5% off on orders over ₹20,000",
  );
  expect(offerText(anOffer({ type: "fixed", value: 250, paymentType: "online", minCartValue: 5000 }))).toBe(
    "₹250 off on prepaid orders over ₹5,000",
  );
});

test("buy X get Y says free at 100 percent and the percentage below it", () => {
  expect(offerText(anOffer({ type: "buyXgetY", value: 100, buyQuantity: 2, getQuantity: 1 }))).toBe(
    "Buy 2, get 1 free · no code needed",
  );
  expect(offerText(anOffer({ type: "buyXgetY", value: 50, buyQuantity: 3, getQuantity: 1 }))).toBe(
    "Buy 3, get 1 at 50% off · no code needed",
  );
});

test("an offer says what it does not add to, so the page promises no saving the checkout will not give", () => {
  const prepaid = anOffer({ type: "fixed", value: 500, paymentType: "online", combinesWithCodes: false });
  expect(offerLimits(prepaid, false)).toBe("Not with coupon codes");
  const alone = anOffer({ combinable: false, combinesWithCodes: false });
  expect(offerLimits(alone, true)).toBe("Not with coupon codes or other offers");
  expect(offerLimits(alone, false)).toBe("Not with coupon codes");
  expect(offerLimits(anOffer({}), true)).toBeNull();
});
