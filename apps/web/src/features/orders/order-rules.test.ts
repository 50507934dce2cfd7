import { describe, expect, it } from "vitest";
import { cancellationMoneyText, timelineOf } from "./order-rules";

const steps = (
  orderType: "Order" | "Return",
  status: string,
  returnResolution: "refund" | "exchange" | "storeCredit" | null = null,
) =>
  timelineOf({ orderType, orderDetails: { public_order_id: "X", status }, returnResolution }).map(
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

  it("shows a cancelled order as stopped, and a refunded one as finished after it", () => {
    expect(steps("Order", "Cancelled")).toEqual(["Pending:done", "Cancelled:current"]);
    expect(steps("Order", "Refunded")).toEqual(["Pending:done", "Cancelled:done", "Refunded:done"]);
  });

  it("follows a return from request through pickup, receipt and inspection to its refund", () => {
    expect(steps("Return", "Return Requested", "refund")).toEqual([
      "Return Requested:current",
      "Pickup Scheduled:upcoming",
      "Returned:upcoming",
      "Inspected:upcoming",
      "Refunded:upcoming",
    ]);
    expect(steps("Return", "Returned", "refund")).toEqual([
      "Return Requested:done",
      "Pickup Scheduled:done",
      "Returned:current",
      "Inspected:upcoming",
      "Refunded:upcoming",
    ]);
    expect(steps("Return", "Refunded", "refund").every((step) => step.endsWith(":done"))).toBe(true);
  });

  it("ends a return the way the shopper asked until the shop settles it another way", () => {
    expect(steps("Return", "Pickup Scheduled", "exchange").at(-1)).toBe("Exchanged:upcoming");
    expect(steps("Return", "Pickup Scheduled", "storeCredit").at(-1)).toBe("Store Credit Issued:upcoming");
    // An exchange asked for, settled as store credit after inspection: the timeline tells what happened.
    expect(steps("Return", "Store Credit Issued", "exchange")).toEqual([
      "Return Requested:done",
      "Pickup Scheduled:done",
      "Returned:done",
      "Inspected:done",
      "Store Credit Issued:done",
    ]);
  });
});

describe("what cancelling does to the money", () => {
  it("says so for cash on delivery, an online payment and store credit", () => {
    expect(cancellationMoneyText({ paymentType: "COD", totalPrice: 1200, storeCredit: 0 })).toEqual([
      "Nothing to pay: a cash-on-delivery order is simply not sent.",
    ]);
    expect(cancellationMoneyText({ paymentType: "Prepaid", totalPrice: 12999, storeCredit: 999 })).toEqual([
      "The ₹12,000 you paid goes back to your original payment method within 5–7 working days.",
      "The ₹999 of store credit you used comes back to your account at once.",
    ]);
  });
});
