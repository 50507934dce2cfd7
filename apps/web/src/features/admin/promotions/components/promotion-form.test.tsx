import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { stubApi } from "@/test/fetch-stub";
import { aPromotion } from "@/test/promotion-builders";
import { renderInShop } from "@/test/render";
import { PromotionForm } from "./promotion-form";

vi.mock("react-hot-toast", () => ({ toast: { success: vi.fn(), loading: vi.fn(), dismiss: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const CATALOGUE = {
  "GET /products/category": {
    body: { success: true, categories: [{ _id: "cat-silk", name: "Silk Sarees", productCount: 4 }] },
  },
  "POST /products/getAllProduct": {
    body: { success: true, products: [{ _id: "prod-kanjivaram", name: "Kanjivaram Silk Saree" }] },
  },
};

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

test("the value is labelled by the type, and buy and get quantities appear only for buy X get Y", () => {
  stubApi(CATALOGUE);
  renderInShop(<PromotionForm />);
  expect(screen.getByLabelText("Percent off")).toBeTruthy();
  expect(screen.queryByLabelText("Buy quantity")).toBeNull();

  type("Type", "fixed");
  expect(screen.getByLabelText("Amount off (₹)")).toBeTruthy();

  type("Type", "buyXgetY");
  expect(screen.getByLabelText("Discount on the pieces they get (%)")).toBeTruthy();
  expect(screen.getByLabelText("Buy quantity")).toBeTruthy();
  expect(screen.getByLabelText("Get quantity")).toBeTruthy();
});

test("a new coupon is sent with every field of the contract, times as India's wall clock, empty ones as null", async () => {
  const calls = stubApi({
    ...CATALOGUE,
    "POST /promotions/createPromotion": {
      body: { success: true, message: "Promotion created", promotion: aPromotion() },
    },
  });
  renderInShop(<PromotionForm />, { route: "/admin/promotions/new" });
  type("Title", "Prepaid ₹100 off");
  type("Type", "fixed");
  type("Amount off (₹)", "100");
  type("Payment", "online");
  type("Starts", "2025-10-20T09:00");
  fireEvent.click(await screen.findByRole("checkbox", { name: "Silk Sarees" }));
  fireEvent.click(screen.getByRole("button", { name: "Create promotion" }));

  await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin/promotions"));
  expect(calls.find((call) => call.path === "/promotions/createPromotion")?.body).toEqual({
    title: "Prepaid ₹100 off",
    code: null,
    type: "fixed",
    value: 100,
    buyQuantity: null,
    getQuantity: null,
    minCartValue: null,
    paymentType: "online",
    categories: ["cat-silk"],
    products: [],
    firstOrderOnly: false,
    startsAt: "2025-10-20T09:00",
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    combinable: false,
    combinesWithCodes: false,
    active: true,
  });
});

test("an automatic offer says whether it combines with codes and with other offers; a code, with offers", async () => {
  const calls = stubApi({
    ...CATALOGUE,
    "POST /promotions/createPromotion": {
      body: { success: true, message: "Promotion created", promotion: aPromotion() },
    },
  });
  renderInShop(<PromotionForm />, { route: "/admin/promotions/new" });
  type("Title", "₹500 off on prepaid orders");
  type("Type", "fixed");
  type("Amount off (₹)", "500");
  fireEvent.click(screen.getByRole("switch", { name: /Combines with coupon codes/ }));
  expect(screen.getByRole("switch", { name: /Combines with other automatic offers/ })).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Create promotion" }));
  await waitFor(() => expect(calls.some((call) => call.path === "/promotions/createPromotion")).toBe(true));
  expect(calls.find((call) => call.path === "/promotions/createPromotion")?.body).toMatchObject({
    code: null,
    combinable: false,
    combinesWithCodes: true,
  });
});

test("a coupon code says only whether it combines with automatic offers", () => {
  stubApi(CATALOGUE);
  renderInShop(<PromotionForm />);
  type("Coupon code", "SAVE10");
  expect(screen.queryByRole("switch", { name: /Combines with coupon codes/ })).toBeNull();
  expect(screen.getByRole("switch", { name: /Combines with automatic offers/ })).toBeTruthy();
});

test("a draft the domain refuses is not sent, and says what is wrong on the field", async () => {
  const calls = stubApi(CATALOGUE);
  renderInShop(<PromotionForm />);
  type("Title", "Too generous");
  type("Percent off", "150");
  fireEvent.click(screen.getByRole("button", { name: "Create promotion" }));

  expect(await screen.findByText("A percentage discount is from 1 to 100")).toBeTruthy();
  expect(screen.getByLabelText("Percent off").getAttribute("aria-invalid")).toBe("true");
  expect(calls.some((call) => call.path === "/promotions/createPromotion")).toBe(false);
});

test("the server's refusals are shown on their fields, and a taken code on the code field", async () => {
  let answer = {
    status: 400,
    body: {
      success: false,
      message: "Usage limit must be at least 1",
      field: "usageLimit",
      errors: [
        { field: "usageLimit", message: "Usage limit must be at least 1" },
        { field: "minCartValue", message: "Minimum cart value is too large" },
      ],
    },
  };
  stubApi({ ...CATALOGUE, "PUT /promotions/updatePromotion": () => answer });
  renderInShop(<PromotionForm promotion={aPromotion()} />);
  fireEvent.click(screen.getByRole("button", { name: "Save promotion" }));

  expect(await screen.findByText("Minimum cart value is too large")).toBeTruthy();
  expect(screen.getByText("Usage limit must be at least 1")).toBeTruthy();
  expect(screen.getByLabelText("Usage limit").getAttribute("aria-invalid")).toBe("true");
  expect(screen.getByLabelText("Minimum cart value (₹)").getAttribute("aria-invalid")).toBe("true");

  answer = {
    status: 409,
    body: { success: false, message: "A promotion with this code already exists" },
  } as typeof answer;
  fireEvent.click(screen.getByRole("button", { name: "Save promotion" }));
  expect(await screen.findByText("A promotion with this code already exists")).toBeTruthy();
  expect(screen.getByLabelText("Coupon code").getAttribute("aria-invalid")).toBe("true");
});
