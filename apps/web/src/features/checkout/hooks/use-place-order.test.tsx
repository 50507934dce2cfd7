import { messages, type Order } from "@pallu/domain";
import { configureStore } from "@reduxjs/toolkit";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { ShopStoreProvider } from "@/lib/store-hooks";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "@/lib/api";
import { notify } from "@/lib/notify";
import { deferred, fakeFetch } from "@/test/fake-fetch";
import { usePlaceOrder, type PaymentMethod } from "./use-place-order";

vi.mock("@/lib/notify", () => ({
  notify: { error: vi.fn(), success: vi.fn(), loading: vi.fn(() => "toast-1"), dismiss: vi.fn() },
}));

const shopper = { fullname: "Meera Iyer", email: "meera@example.in", phone: null, isVerified: true };
const CART = JSON.stringify([{ productId: "p1", sizeId: "o1", quantity: 1 }]);
const anOrder = { _id: "order-1" } as Order;

/** The server's answer to capturePayment in TEST MODE: the gateway order to pay, no real key. */
function testModePayment(amount: number, id: string) {
  return () => ({ success: true, message: "ok", payment: { amount, currency: "INR", id }, key: "test", mode: "test" });
}

function setup(
  options: {
    user?: typeof shopper | null;
    addressId?: string | null;
    method?: PaymentMethod;
    couponCode?: string | null;
  } = {},
) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const onPlaced = vi.fn();
  const onStale = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <ShopStoreProvider store={store}>{children}</ShopStoreProvider>;
  const hook = renderHook(
    () =>
      usePlaceOrder({
        user: options.user === undefined ? shopper : options.user,
        addressId: options.addressId === undefined ? "addr-1" : options.addressId,
        cart: CART,
        method: options.method ?? "cod",
        couponCode: options.couponCode ?? null,
        onPlaced,
        onStale,
      }),
    { wrapper },
  );
  return { ...hook, onPlaced, onStale };
}

beforeEach(() => {
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.success).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

test("a second press while cash on delivery is placed is refused with 'Booking is in progress', and one order is placed", async () => {
  const answer = deferred<void>();
  const server = fakeFetch({
    "/order/cashOnDelivery": async () => {
      await answer.promise;
      return { success: true, message: "Order placed", order: anOrder };
    },
  });
  const { result, onPlaced } = setup();
  await act(async () => {
    void result.current.placeOrder();
    void result.current.placeOrder();
  });
  expect(notify.error).toHaveBeenCalledWith(messages.checkout.inProgress, expect.anything());
  await act(async () => answer.resolve());
  await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(anOrder));
  expect(server.callsTo("/order/cashOnDelivery")).toHaveLength(1);
  expect(server.callsTo("/order/cashOnDelivery")[0]?.body).toEqual({ addressId: "addr-1", cart: CART });
});

test("without a chosen address nothing is sent and the shopper reads 'Select Any Address'", async () => {
  const server = fakeFetch({});
  const { result } = setup({ addressId: null });
  await act(() => result.current.placeOrder());
  expect(result.current.refusal?.message).toBe(messages.checkout.selectAddress);
  expect(server.calls.filter((call) => call.path.startsWith("/order/"))).toHaveLength(0);
});

test("the server's refusal of an unverified account offers the way to manage account", async () => {
  fakeFetch({
    "/order/cashOnDelivery": () => {
      throw { status: 403, message: messages.checkout.verifyAccount };
    },
  });
  const { result } = setup();
  await act(() => result.current.placeOrder());
  expect(result.current.refusal).toEqual({
    message: messages.checkout.verifyAccount,
    fix: { to: "/myaccount#manageAccount", label: "Verify my account" },
  });
  expect(result.current.busy).toBe(false);
});

test("a size sold out meanwhile (409) asks for the cart afresh", async () => {
  fakeFetch({
    "/order/cashOnDelivery": () => {
      throw { status: 409, message: "Only 1 left of Chanderi Silk Kurta (M)" };
    },
  });
  const { result, onStale } = setup();
  await act(() => result.current.placeOrder());
  expect(onStale).toHaveBeenCalled();
});

test("paying online in TEST MODE opens the test window; Fail says 'Oops! Payment Failed.' and places nothing", async () => {
  const server = fakeFetch({
    "/order/capturePayment": testModePayment(249900, "order_test_1"),
    "/payments/test-gateway/complete": () => ({ success: false, message: messages.payment.failed }),
  });
  const { result, onPlaced } = setup({ method: "online" });
  await act(() => result.current.placeOrder());
  expect(result.current.testPayment?.payment.amount).toBe(249900);
  await act(() => result.current.failTest());
  expect(notify.error).toHaveBeenCalledWith(messages.payment.failed, expect.anything());
  expect(result.current.testPayment).toBeNull();
  expect(result.current.busy).toBe(false);
  expect(onPlaced).not.toHaveBeenCalled();
  expect(server.callsTo("/order/verifyPayment")).toHaveLength(0);
});

test("paying online in TEST MODE and pressing Pay verifies the payment, then the order is placed", async () => {
  const server = fakeFetch({
    "/order/capturePayment": testModePayment(249900, "order_test_1"),
    "/payments/test-gateway/complete": () => ({
      success: true,
      message: messages.payment.success,
      razorpay_order_id: "order_test_1",
      razorpay_payment_id: "pay_1",
      razorpay_signature: "sig",
    }),
    "/order/verifyPayment": () => ({ success: true, message: messages.payment.verified, order: anOrder }),
  });
  const { result, onPlaced } = setup({ method: "online" });
  await act(() => result.current.placeOrder());
  await act(() => result.current.payTest());
  expect(onPlaced).toHaveBeenCalledWith(anOrder);
  expect(server.callsTo("/order/verifyPayment")[0]?.body).toEqual({
    razorpay_order_id: "order_test_1",
    razorpay_payment_id: "pay_1",
    razorpay_signature: "sig",
  });
  expect(notify.loading).toHaveBeenCalledWith("Verifying Payment");
  expect(notify.success).toHaveBeenCalledWith(messages.payment.success);
  expect(notify.success).toHaveBeenCalledWith(messages.payment.verified, { id: "toast-1" });
});

test("the coupon code the quote applied goes with the order, for cash on delivery and for online payment alike", async () => {
  const server = fakeFetch({
    "/order/cashOnDelivery": () => ({ success: true, message: "Order placed", order: anOrder }),
    "/order/capturePayment": testModePayment(2249900, "order_test_2"),
  });
  const cod = setup({ couponCode: "DIWALI10" });
  await act(() => cod.result.current.placeOrder());
  expect(server.callsTo("/order/cashOnDelivery")[0]?.body).toEqual({
    addressId: "addr-1",
    cart: CART,
    couponCode: "DIWALI10",
  });

  const online = setup({ method: "online", couponCode: "DIWALI10" });
  await act(() => online.result.current.placeOrder());
  expect(server.callsTo("/order/capturePayment")[0]?.body).toEqual({
    addressId: "addr-1",
    cart: CART,
    couponCode: "DIWALI10",
  });
});
