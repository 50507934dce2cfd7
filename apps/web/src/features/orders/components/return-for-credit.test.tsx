import { fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { anOrder, anOrderLine } from "@/test/an-order";
import { ReturnPage } from "./return-page";

afterEach(() => vi.unstubAllGlobals());

/** A one-off Katan silk saree bought in a sale: MRP ₹16,000, sold at ₹14,000, nothing left to exchange it for. */
const katan = anOrder({
  _id: "order-1",
  orderDetails: { public_order_id: "PL-1", status: "DELIVERED" },
  canCancel: false,
  canReturn: true,
  totalPrice: 14000,
  cart: [
    anOrderLine({
      _id: "katan",
      name: "Katan Silk Banarasi",
      price: 14000,
      product: { _id: "product-1", discountPrice: 14000, originalPrice: 16000 },
      returnOptions: ["storeCredit"],
      exchangeSizes: [{ sizeId: "option-1", size: "NA", inStock: false }],
    }),
  ],
});

describe("returning a one-off piece bought at a discount", () => {
  it("offers store credit, says why, and asks for it", async () => {
    const { calls } = fakeFetch({
      "/order/getMyOrders": () => ({ success: true, orders: katan }),
      "/order/returnOrder": () => ({
        success: true,
        message: "Return requested",
        order: anOrder({ _id: "return-1", orderType: "Return", orderDetails: { public_order_id: "PL-1-R", status: "Return Requested" } }),
      }),
    });
    renderInShop(
      <Routes>
        <Route path="/return/:id" element={<ReturnPage orderId="order-1" />} />
        <Route path="/orders/:id" element={<p>Order page</p>} />
      </Routes>,
      { route: "/return/order-1" },
    );

    expect(await screen.findByRole("radio", { name: /Store credit/ })).toBeTruthy();
    expect(screen.queryByRole("radio", { name: /Exchange/ })).toBeNull();
    expect(screen.queryByLabelText("Exchange for")).toBeNull();
    expect(screen.getByText(/There is no other piece like this one to exchange it for, so we offer store credit instead\./)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/reason for return/i), { target: { value: "The zari is scratchy" } });
    fireEvent.click(screen.getByRole("button", { name: "Return All" }));
    await screen.findByText("Order page");
    expect(calls.find((call) => call.path === "/order/returnOrder")?.body).toEqual({
      orderId: "order-1",
      reason: "The zari is scratchy",
      resolution: "storeCredit",
    });
  });
});
