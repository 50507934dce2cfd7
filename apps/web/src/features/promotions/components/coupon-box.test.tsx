import { configureStore } from "@reduxjs/toolkit";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ShopStoreProvider } from "@/lib/store-hooks";
import { afterEach, beforeEach, expect, test } from "vitest";
import { api } from "@/lib/api";
import { fakeFetch } from "@/test/fake-fetch";
import { useCheckoutQuote } from "../hooks/use-checkout-quote";
import type { QuotePaymentType, WireCheckoutQuote } from "../types";
import { CouponBox } from "./coupon-box";

const CART = JSON.stringify([{ productId: "p1", sizeId: "o1", quantity: 1 }]);

function Checkout({
  addressId = "addr-1",
  paymentType,
}: {
  addressId?: string | null;
  paymentType?: QuotePaymentType;
}) {
  const pricing = useCheckoutQuote({ cart: CART, addressId, paymentType });
  return (
    <>
      <CouponBox outcome={pricing.coupon} onApply={pricing.apply} onRemove={pricing.remove} />
      <ul aria-label="Savings">
        {pricing.savings.map((line) => (
          <li key={line.key}>{`${line.label} −${line.amount}`}</li>
        ))}
      </ul>
      <output aria-label="Total">{pricing.price?.total}</output>
      <output aria-label="Coupon to charge">{pricing.couponToCharge ?? "none"}</output>
    </>
  );
}

function renderCheckout(props: { addressId?: string | null; paymentType?: QuotePaymentType } = {}) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const view = render(
    <ShopStoreProvider store={store}>
      <Checkout {...props} />
    </ShopStoreProvider>,
  );
  return {
    rerender: (next: { addressId?: string | null; paymentType?: QuotePaymentType }) =>
      view.rerender(
        <ShopStoreProvider store={store}>
          <Checkout {...next} />
        </ShopStoreProvider>,
      ),
  };
}

/** The server's rules for this test: DIWALI10 takes ₹2,400 off ₹24,000; ₹100 off for prepaid orders. */
function quoteFor(body: { couponCode?: string; paymentType?: string }): WireCheckoutQuote {
  const code = body.couponCode?.trim().toUpperCase();
  const discounts = [];
  if (code === "DIWALI10")
    discounts.push({ promotionId: "promo-diwali", code: "DIWALI10", title: "Diwali 10%", amount: 2400 });
  if (body.paymentType === "online")
    discounts.push({ promotionId: "promo-prepaid", code: null, title: "Prepaid offer", amount: 100 });
  const discount = discounts.reduce((sum, line) => sum + line.amount, 0);
  return {
    subtotal: 24000,
    discounts,
    discount,
    codFee: 0,
    total: 24000 - discount,
    cashOnDelivery: { available: true, message: null },
    couponCode: code === "DIWALI10" ? "DIWALI10" : null,
    ...(code && code !== "DIWALI10" ? { couponError: "This coupon code is not valid" } : {}),
    lines: [],
    currency: "INR",
    exchangeRate: 1,
    shipping: { amount: 0, amountInCurrency: 0, zone: null, deliveryPromise: null, deliveryDays: null },
    dutiesNotice: null,
    inCurrency: { subtotal: 24000, discount, discounts: [], shipping: 0, codFee: 0, total: 24000 - discount },
  };
}

let server: ReturnType<typeof fakeFetch>;
beforeEach(() => {
  window.sessionStorage.clear();
  server = fakeFetch({
    "/order/getCheckoutQuote": (body) => ({
      success: true,
      message: "Quote",
      quote: quoteFor(body as { couponCode?: string }),
    }),
  });
});
afterEach(() => {
  window.sessionStorage.clear();
});

const codeBox = () => screen.getByRole("textbox", { name: /Have a coupon code/ });

test("a code typed and submitted (Enter submits the box's form) is sent with the quote, and its saving is shown with the server's total", async () => {
  renderCheckout();
  await waitFor(() => expect(screen.getByLabelText("Total").textContent).toBe("24000"));
  fireEvent.change(codeBox(), { target: { value: "diwali10" } });
  fireEvent.submit(codeBox().closest("form")!);

  expect(await screen.findByText("Applied · you save ₹2,400")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Remove coupon DIWALI10" })).toBeTruthy();
  expect(screen.getByRole("list", { name: "Savings" }).textContent).toBe("DIWALI10 −2400");
  expect(screen.getByLabelText("Total").textContent).toBe("21600");
  expect(screen.getByLabelText("Coupon to charge").textContent).toBe("DIWALI10");
  expect(server.callsTo("/order/getCheckoutQuote").at(-1)?.body).toEqual({
    cart: CART,
    addressId: "addr-1",
    couponCode: "diwali10",
  });
});

test("a code that replaces an automatic offer says so under the code, in the server's words", async () => {
  const note = 'Used instead of "₹500 off on prepaid orders": the two do not combine';
  server = fakeFetch({
    "/order/getCheckoutQuote": (body) => ({
      success: true,
      message: "Quote",
      quote: {
        ...quoteFor(body as { couponCode?: string }),
        ...((body as { couponCode?: string }).couponCode ? { couponNote: note } : {}),
      },
    }),
  });
  renderCheckout();
  fireEvent.change(codeBox(), { target: { value: "DIWALI10" } });
  fireEvent.submit(codeBox().closest("form")!);

  expect(await screen.findByText(note)).toBeTruthy();
  expect(screen.getByText("Applied · you save ₹2,400")).toBeTruthy();
});

test("an unusable code shows the server's reason under the box and is not charged", async () => {
  renderCheckout();
  fireEvent.change(codeBox(), { target: { value: "NOSUCH" } });
  fireEvent.click(screen.getByRole("button", { name: "Apply" }));

  expect(await screen.findByText("This coupon code is not valid")).toBeTruthy();
  expect(codeBox().getAttribute("aria-invalid")).toBe("true");
  expect(screen.getByLabelText("Coupon to charge").textContent).toBe("none");
});

test("Remove takes the code off and the quote is asked again without it", async () => {
  window.sessionStorage.setItem("pallu.couponCode", "DIWALI10");
  renderCheckout();
  fireEvent.click(await screen.findByRole("button", { name: "Remove coupon DIWALI10" }));

  await waitFor(() => expect(screen.getByLabelText("Total").textContent).toBe("24000"));
  expect(server.callsTo("/order/getCheckoutQuote").at(-1)?.body).toEqual({ cart: CART, addressId: "addr-1" });
  expect(window.sessionStorage.getItem("pallu.couponCode")).toBeNull();
  expect(codeBox()).toBeTruthy();
});

test("without an address the code is kept for the checkout page, where the quote applies it", async () => {
  const view = renderCheckout({ addressId: null });
  fireEvent.change(codeBox(), { target: { value: "DIWALI10" } });
  fireEvent.submit(codeBox().closest("form")!);

  expect(await screen.findByText(/Applied at checkout/)).toBeTruthy();
  expect(server.callsTo("/order/getCheckoutQuote")).toHaveLength(0);
  expect(window.sessionStorage.getItem("pallu.couponCode")).toBe("DIWALI10");

  view.rerender({ addressId: "addr-1" });
  expect(await screen.findByText("Applied · you save ₹2,400")).toBeTruthy();
});

test("choosing online payment asks the quote again, and the prepaid offer shows without any code", async () => {
  const view = renderCheckout({ paymentType: "cod" });
  await waitFor(() => expect(screen.getByLabelText("Total").textContent).toBe("24000"));

  view.rerender({ paymentType: "online" });
  await waitFor(() => expect(screen.getByLabelText("Total").textContent).toBe("23900"));
  expect(screen.getByRole("list", { name: "Savings" }).textContent).toBe("Prepaid offer −100");
  expect(server.callsTo("/order/getCheckoutQuote").at(-1)?.body).toEqual({
    cart: CART,
    addressId: "addr-1",
    paymentType: "online",
  });
});
