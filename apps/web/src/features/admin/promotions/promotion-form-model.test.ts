import { expect, test } from "vitest";
import { savingText } from "@/lib/promotion-text";
import { aPromotion } from "@/test/promotion-builders";
import {
  bodyFromDraft,
  draftErrors,
  draftFromPromotion,
  EMPTY_DRAFT,
  indiaInputTime,
  promotionStatus,
  scheduleText,
  usesText,
} from "./promotion-form-model";

const DURING = new Date("2025-10-22T12:00:00Z");

test("a promotion is active within its schedule, scheduled before it, ended after it, and paused when switched off", () => {
  expect(promotionStatus(aPromotion(), DURING)).toBe("active");
  expect(promotionStatus(aPromotion(), new Date("2025-10-19T18:29:59Z"))).toBe("scheduled");
  expect(promotionStatus(aPromotion(), new Date("2025-10-26T18:30:00Z"))).toBe("ended");
  expect(promotionStatus(aPromotion({ active: false }), DURING)).toBe("paused");
  expect(promotionStatus(aPromotion({ active: false, startsAt: null, endsAt: null }), DURING)).toBe("paused");
});

test("times are shown and edited as India's wall clock: midnight IST is 18:30 UTC the day before", () => {
  expect(indiaInputTime("2025-10-19T18:30:00.000Z")).toBe("2025-10-20T00:00");
  expect(draftFromPromotion(aPromotion()).endsAt).toBe("2025-10-27T00:00");
  expect(scheduleText(aPromotion())).toBe("20 Oct 2025, 00:00 – 27 Oct 2025, 00:00");
  expect(scheduleText(aPromotion({ startsAt: null, endsAt: null }))).toBe("Always");
});

test("editing a promotion and sending it back gives the same fields, times in India as typed", () => {
  const promotion = aPromotion({ paymentType: "online", categories: ["c1"] });
  // Everything but what the server counts and stamps.
  const {
    _id,
    timesUsed: _uses,
    ordersCount: _orders,
    discountGiven: _given,
    revenue: _revenue,
    createdAt: _created,
    codes: _codes,
    ...fields
  } = promotion;
  expect(bodyFromDraft(draftFromPromotion(promotion))).toEqual({
    ...fields,
    startsAt: "2025-10-20T00:00",
    endsAt: "2025-10-27T00:00",
  });
});

test("empty optional fields are sent as null, and buy and get quantities only for buy X get Y", () => {
  const percentage = bodyFromDraft({
    ...EMPTY_DRAFT,
    title: "Festive",
    value: "10",
    buyQuantity: "2",
    getQuantity: "1",
  });
  expect(percentage).toMatchObject({
    code: null,
    minCartValue: null,
    startsAt: null,
    usageLimit: null,
    buyQuantity: null,
    getQuantity: null,
  });
  const bogo = bodyFromDraft({
    ...EMPTY_DRAFT,
    title: "Bogo",
    type: "buyXgetY",
    value: "100",
    buyQuantity: "2",
    getQuantity: "1",
  });
  expect(bogo).toMatchObject({ buyQuantity: 2, getQuantity: 1 });
});

test("the domain's rules refuse a draft on the field that is wrong", () => {
  expect(draftErrors({ ...EMPTY_DRAFT, title: "Too much", value: "150" }).value).toBe(
    "A percentage discount is from 1 to 100",
  );
  expect(draftErrors({ ...EMPTY_DRAFT, title: "", value: "10" }).title).toBe("Title is required");
  const bogo = draftErrors({ ...EMPTY_DRAFT, title: "Bogo", type: "buyXgetY", value: "100" });
  expect(bogo.buyQuantity).toBe("Say how many pieces the shopper buys");
  expect(bogo.getQuantity).toBe("Say how many pieces the shopper gets");
  expect(
    draftErrors({ ...EMPTY_DRAFT, title: "Late", value: "5", startsAt: "2025-10-27T00:00", endsAt: "2025-10-20T00:00" })
      .endsAt,
  ).toBe("The end must be after the start");
  expect(draftErrors({ ...EMPTY_DRAFT, title: "Fine", value: "10" })).toEqual({});
});

test("the list reads the discount and uses in words", () => {
  expect(savingText(aPromotion())).toBe("10% off");
  expect(savingText(aPromotion({ type: "fixed", value: 500 }))).toBe("₹500 off");
  expect(savingText(aPromotion({ type: "buyXgetY", value: 100, buyQuantity: 2, getQuantity: 1 }))).toBe(
    "Buy 2, get 1 free",
  );
  expect(usesText(aPromotion())).toBe("37 of 100");
  expect(usesText(aPromotion({ usageLimit: null }))).toBe("37");
});
