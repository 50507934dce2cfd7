import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { stubApi } from "@/test/fetch-stub";
import { aPromotion } from "@/test/promotion-builders";
import { renderInShop } from "@/test/render";
import { PromotionsPage } from "./promotions-page";

vi.mock("react-hot-toast", () => ({ toast: { success: vi.fn(), loading: vi.fn(), dismiss: vi.fn(), error: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const PROMOTIONS = [
  aPromotion(),
  aPromotion({
    _id: "promo-2",
    title: "Prepaid saving",
    code: null,
    type: "fixed",
    value: 100,
    paymentType: "online",
    active: false,
    usageLimit: null,
    timesUsed: 12,
    discountGiven: 1200,
    revenue: 254_000,
  }),
];

test("each promotion shows its state, discount, uses of its limit, discount given and revenue", async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-10-22T12:00:00Z") });
  stubApi({
    "GET /promotions/getAllPromotions": { body: { success: true, message: "Promotions", promotions: PROMOTIONS } },
  });
  renderInShop(<PromotionsPage />);

  const [diwali, prepaid] = await screen.findAllByRole("listitem");
  expect(within(diwali!).getByText("Active")).toBeTruthy();
  expect(within(diwali!).getByText("DIWALI10")).toBeTruthy();
  expect(within(diwali!).getByText("37 of 100")).toBeTruthy();
  expect(within(diwali!).getByText("₹88,800")).toBeTruthy();
  expect(within(diwali!).getByText("₹7,99,200")).toBeTruthy();
  expect(within(prepaid!).getByText("Paused")).toBeTruthy();
  expect(within(prepaid!).getByText("Automatic")).toBeTruthy();
  expect(within(prepaid!).getByText("₹100 off")).toBeTruthy();
  expect(within(prepaid!).getByRole("button", { name: "Resume" })).toBeTruthy();
});

test("Pause sends the promotion back unchanged but switched off", async () => {
  const calls = stubApi({
    "GET /promotions/getAllPromotions": {
      body: { success: true, message: "Promotions", promotions: [aPromotion({ endsAt: null })] },
    },
    "PUT /promotions/updatePromotion": {
      body: { success: true, message: "Promotion updated", promotion: aPromotion({ active: false }) },
    },
  });
  renderInShop(<PromotionsPage />);
  fireEvent.click(await screen.findByRole("button", { name: "Pause" }));

  await waitFor(() => expect(calls.some((call) => call.path === "/promotions/updatePromotion")).toBe(true));
  expect(calls.find((call) => call.path === "/promotions/updatePromotion")?.body).toMatchObject({
    promotionId: "promo-1",
    code: "DIWALI10",
    value: 10,
    startsAt: "2025-10-20T00:00",
    endsAt: null,
    active: false,
  });
});

test("Delete asks first; only confirming deletes the promotion", async () => {
  const calls = stubApi({
    "GET /promotions/getAllPromotions": {
      body: { success: true, message: "Promotions", promotions: [aPromotion({ endsAt: null })] },
    },
    "DELETE /promotions/deletePromotion": { body: { success: true, message: "Promotion deleted" } },
  });
  renderInShop(<PromotionsPage />);
  fireEvent.click(await screen.findByRole("button", { name: "Delete Diwali 10% off" }));
  fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
  expect(calls.some((call) => call.path === "/promotions/deletePromotion")).toBe(false);

  fireEvent.click(screen.getByRole("button", { name: "Delete Diwali 10% off" }));
  fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
  await waitFor(() =>
    expect(calls.find((call) => call.path === "/promotions/deletePromotion")?.body).toEqual({ promotionId: "promo-1" }),
  );
});

test("a coupon offers its single-use codes and shows how many are used; an automatic offer has none", async () => {
  stubApi({
    "GET /promotions/getAllPromotions": {
      body: {
        success: true,
        message: "Promotions",
        promotions: [aPromotion({ codes: { total: 50, used: 7 } }), PROMOTIONS[1]],
      },
    },
  });
  renderInShop(<PromotionsPage />);

  const [diwali, prepaid] = await screen.findAllByRole("listitem");
  expect(within(diwali!).getByText("7 of 50 used")).toBeTruthy();
  expect(within(prepaid!).queryByRole("button", { name: /Single-use codes/ })).toBeNull();
  fireEvent.click(within(diwali!).getByRole("button", { name: "Single-use codes of Diwali 10% off" }));
  expect(await screen.findByRole("dialog")).toBeTruthy();
});
