import { describe, expect, it } from "vitest";
import { timelineOf } from "./order-rules";

const steps = (orderType: "Order" | "Return", status: string) =>
  timelineOf({ orderType, orderDetails: { public_order_id: "X", status } }).map(
    (step) => `${step.status}:${step.state}`,
  );

describe("order timeline", () => {
  it("shows a shipped order's way to delivery", () => {
    expect(steps("Order", "Shipped")).toEqual([
      "Pending:done",
      "Confirmed:done",
      "Shipped:current",
      "DELIVERED:upcoming",
    ]);
  });

  it("marks a delivered order as complete", () => {
    expect(steps("Order", "DELIVERED")).toEqual(["Pending:done", "Confirmed:done", "Shipped:done", "DELIVERED:done"]);
  });

  it("shows a cancelled order as stopped, and a refunded one after it", () => {
    expect(steps("Order", "Cancelled")).toEqual(["Pending:done", "Cancelled:current"]);
    expect(steps("Order", "Refunded")).toEqual(["Pending:done", "Cancelled:done", "Refunded:current"]);
  });

  it("follows a return from request to refund", () => {
    expect(steps("Return", "Return Requested")).toEqual([
      "Return Requested:current",
      "Returned:upcoming",
      "Refunded:upcoming",
    ]);
    expect(steps("Return", "Refunded")).toEqual(["Return Requested:done", "Returned:done", "Refunded:done"]);
  });
});
