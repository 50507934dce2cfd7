import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { anOrder, anOrderLine } from "@/test/an-order";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { OrderActions } from "./order-actions";

afterEach(() => vi.unstubAllGlobals());

const delivered = anOrder({
  _id: "order-1",
  orderDetails: { public_order_id: "PL-1", status: "DELIVERED" },
  canCancel: false,
  nextStatuses: [],
  cart: [anOrderLine({ name: "Katan Silk Banarasi", returnOptions: ["storeCredit"] })],
});

describe("opening a return from the back office", () => {
  it("asks for the reason, offers what the policy allows, and opens the return", async () => {
    const { calls } = fakeFetch({
      "/order/openReturn": () => ({
        success: true,
        message: "Return opened",
        order: anOrder({ _id: "return-1", orderType: "Return", orderDetails: { public_order_id: "PL-1-R", status: "Return Requested" } }),
      }),
    });
    renderInShop(<OrderActions order={delivered} />, { route: "/admin/orders/order-1", role: "owner" });
    fireEvent.click(screen.getByRole("button", { name: "Open a return" }));
    fireEvent.click(screen.getByRole("button", { name: "Open the return" }));
    expect(screen.getByText("Give the reason for the return")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/order/openReturn")).toEqual([]);

    expect((screen.getByLabelText("They would like") as HTMLSelectElement).value).toBe("storeCredit");
    fireEvent.change(screen.getByLabelText("Reason the customer gave"), { target: { value: "Called: zari snagged" } });
    fireEvent.click(screen.getByRole("button", { name: "Open the return" }));
    await vi.waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin/returns/return-1"));
    expect(calls.filter((call) => call.path === "/order/openReturn")).toEqual([{ path: "/order/openReturn", body: { orderId: "order-1", reason: "Called: zari snagged", resolution: "storeCredit" } }]);
  });

  it("is not offered on an order the server lists no return choices for", () => {
    fakeFetch({});
    renderInShop(<OrderActions order={{ ...delivered, cart: [anOrderLine()] }} />, { role: "owner" });
    expect(screen.queryByRole("button", { name: "Open a return" })).toBeNull();
  });
});
