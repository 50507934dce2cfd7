import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { anOrder } from "@/test/an-order";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { OrderActions } from "./order-actions";

afterEach(() => vi.unstubAllGlobals());

const confirmed = anOrder({
  _id: "order-1",
  orderDetails: { public_order_id: "PL-1", status: "Confirmed" },
  nextStatuses: ["Shipped", "Cancelled"],
});

describe("an order's actions follow the member's role", () => {
  it("lets the order desk ship but not cancel", () => {
    fakeFetch({});
    renderInShop(<OrderActions order={confirmed} />, { role: "orders" });
    expect(screen.getByRole("button", { name: "Mark as shipped" })).toBeTruthy();
    expect(screen.getByLabelText("AWB code")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel Order" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Returned to origin" })).toBeTruthy();
  });

  it("shows Support neither shipping nor cancelling", () => {
    fakeFetch({});
    renderInShop(<OrderActions order={confirmed} />, { role: "support" });
    expect(screen.queryByRole("button", { name: "Mark as shipped" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel Order" })).toBeNull();
    expect(screen.queryByLabelText("AWB code")).toBeNull();
  });

  it("shows an owner every step", () => {
    fakeFetch({});
    renderInShop(<OrderActions order={confirmed} />, { role: "owner" });
    expect(screen.getByRole("button", { name: "Mark as shipped" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel Order" })).toBeTruthy();
  });
});
