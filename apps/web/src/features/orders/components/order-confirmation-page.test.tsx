import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { anOrder } from "@/test/an-order";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { OrderConfirmationPage } from "./order-confirmation-page";

afterEach(() => vi.unstubAllGlobals());

const awaiting = anOrder({
  codConfirmation: { status: "awaiting", confirmBy: "2026-11-27T10:00:00.000Z", confirmedAt: null },
});

describe("the thank-you page of a cash-on-delivery order awaiting its shopper", () => {
  it("asks her to confirm it by its deadline, and confirms it with one tap", async () => {
    const confirmed = { ...awaiting, codConfirmation: { ...awaiting.codConfirmation!, status: "confirmed" as const } };
    const { calls } = fakeFetch({
      "/order/getMyOrders": () => ({ success: true, orders: awaiting }),
      "/order/confirmCashOnDelivery": () => ({ success: true, message: "Order confirmed", order: confirmed }),
    });
    renderInShop(<OrderConfirmationPage orderId={awaiting._id} />);

    expect(await screen.findByRole("heading", { name: "Confirm your order" })).toBeTruthy();
    expect(screen.getAllByText(/27 Nov 2026/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Confirm order" }));

    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === "/order/confirmCashOnDelivery")?.body).toEqual({
        orderId: awaiting._id,
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole("heading", { name: "Confirm your order" })).toBeNull());
  });

  it("asks nothing of an order that does not wait for a confirmation", async () => {
    fakeFetch({ "/order/getMyOrders": () => ({ success: true, orders: anOrder() }) });
    renderInShop(<OrderConfirmationPage orderId="order-1" />);
    expect(await screen.findByText(/ready to pay in cash/)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Confirm your order" })).toBeNull();
  });
});

describe("the thank-you page of a paid order", () => {
  it("says it may be cancelled until it ships, never that it is still Pending", async () => {
    const paid = anOrder({
      paymentType: "Prepaid",
      paymentText: "Paid",
      orderDetails: { public_order_id: "PL-250301-0002", status: "Confirmed" },
    });
    fakeFetch({ "/order/getMyOrders": () => ({ success: true, orders: paid }) });
    renderInShop(<OrderConfirmationPage orderId={paid._id} />);
    expect(await screen.findByText(/cancel from My Orders until the order ships/)).toBeTruthy();
    expect(screen.queryByText(/still Pending/)).toBeNull();
  });
});

describe("the thank-you page of an order placed in dollars", () => {
  it("gives each line, the shipping abroad and the total in dollars as she saw them, and the rupees she was charged", async () => {
    const base = anOrder();
    const inDollars = anOrder({
      paymentType: "Prepaid",
      paymentText: "Paid",
      totalPrice: 15_399,
      shipping: 2_400,
      currency: "USD",
      exchangeRate: 82.038835,
      totalInCurrency: 188.25,
      inCurrency: { lines: [{ _id: base.cart[0]!._id, price: 158.99, total: 158.99 }], shipping: 29.26 },
      address: { ...base.address, country: "US", state: "New Jersey" },
    });
    fakeFetch({ "/order/getMyOrders": () => ({ success: true, orders: inDollars }) });
    renderInShop(<OrderConfirmationPage orderId={inDollars._id} />);
    const summary = (await screen.findByText("Summary")).closest("section")!;
    expect(summary.textContent).toContain("Total$188.25Charged as ₹15,399");
    expect(summary.textContent).toContain("Shipping abroad$29.26");
    expect(summary.textContent).not.toContain("Free");
    expect(screen.getByText("$158.99")).toBeTruthy();
    expect(screen.queryByText("Free delivery across India")).toBeNull();
  });
});
