import { fireEvent, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { anOrder, anOrderLine } from "@/test/an-order";
import { ReturnPage } from "./return-page";

afterEach(() => vi.unstubAllGlobals());

const delivered = anOrder({
  _id: "order-1",
  orderDetails: { public_order_id: "PL-1", status: "DELIVERED" },
  canCancel: false,
  canReturn: true,
  cart: [anOrderLine({ _id: "silk", name: "Silk Saree", quantity: 1, price: 10000 })],
});

const theReturn = anOrder({
  _id: "return-1",
  orderType: "Return",
  orderDetails: { public_order_id: "PL-1-R1", status: "Return Requested" },
  canReturn: false,
});

/** The order page comes in its own chunk, as in the shop: the way there takes a moment. */
const OrderPage = lazy(async () => {
  await new Promise((loaded) => setTimeout(loaded, 100));
  return { default: () => <p>Order page</p> };
});

function renderReturnPage() {
  renderInShop(
    <Suspense fallback={null}>
      <Routes>
        <Route path="/return/:id" element={<ReturnPage orderId="order-1" />} />
        <Route path="/orders/:id" element={<OrderPage />} />
      </Routes>
    </Suspense>,
    { route: "/return/order-1" },
  );
}

describe("return page", () => {
  it("leads to the placed return, though the original order, read again, can no longer be returned", async () => {
    let returned = false;
    fakeFetch({
      "/order/getMyOrders": () => ({
        success: true,
        orders: returned ? { ...delivered, canReturn: false } : delivered,
      }),
      "/order/returnOrder": () => {
        returned = true;
        return { success: true, message: "Return requested", order: theReturn };
      },
    });
    renderReturnPage();
    fireEvent.click(await screen.findByRole("button", { name: "Return one more Silk Saree" }));
    fireEvent.change(screen.getByLabelText(/reason for return/i), { target: { value: "Too long" } });
    fireEvent.click(screen.getByRole("button", { name: "Return Selected" }));

    await screen.findByText("Order page", {}, { timeout: 2000 });
    expect(screen.getByTestId("location").textContent).toBe("/orders/return-1");
  });

  it("sends the shopper back to an order that cannot be returned", async () => {
    fakeFetch({ "/order/getMyOrders": () => ({ success: true, orders: { ...delivered, canReturn: false } }) });
    renderReturnPage();
    await screen.findByText("Order page", {}, { timeout: 2000 });
    expect(screen.getByTestId("location").textContent).toBe("/orders/order-1");
  });
});
