import { describe, expect, it } from "vitest";
import {
  allowedNextStatuses,
  canAdminCancel,
  canCancel,
  canReturn,
  canTransition,
  ORDER_STATUSES,
  paymentText,
  statusFromWire,
  statusToWire,
  type OrderStatus,
} from "./orders.js";

describe("the order state machine", () => {
  const orderSteps: [OrderStatus, OrderStatus][] = [
    ["pending", "confirmed"],
    ["pending", "cancelled"],
    ["confirmed", "shipped"],
    ["confirmed", "cancelled"],
    ["shipped", "delivered"],
    ["shipped", "cancelled"],
    ["cancelled", "refunded"],
  ];

  it("allows exactly the listed steps for orders", () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const listed = orderSteps.some(([a, b]) => a === from && b === to);
        expect(canTransition("order", from, to), `${from} → ${to}`).toBe(listed);
      }
    }
  });

  it("moves a return from requested to returned to refunded, or cancels it", () => {
    expect(allowedNextStatuses("return", "return_requested")).toEqual(["returned", "cancelled"]);
    expect(allowedNextStatuses("return", "returned")).toEqual(["refunded"]);
    expect(canTransition("return", "pending", "confirmed")).toBe(false);
  });

  it("spells statuses on the wire as the v1 client expects and reads them back", () => {
    expect(statusToWire("delivered")).toBe("DELIVERED");
    expect(statusToWire("return_requested")).toBe("Return Requested");
    for (const status of ORDER_STATUSES) expect(statusFromWire(statusToWire(status))).toBe(status);
    expect(statusFromWire("Delivered")).toBe("delivered");
    expect(statusFromWire("teleported")).toBeUndefined();
  });
});

describe("who may cancel", () => {
  it("lets a shopper cancel only a Pending order", () => {
    expect(ORDER_STATUSES.filter((status) => canCancel({ orderType: "order", status }))).toEqual(["pending"]);
    expect(canCancel({ orderType: "return", status: "pending" })).toBe(false);
  });

  it("lets an admin cancel anything not yet delivered", () => {
    expect(ORDER_STATUSES.filter((status) => canAdminCancel({ orderType: "order", status }))).toEqual(["pending", "confirmed", "shipped"]);
  });
});

describe("the return window", () => {
  const deliveredAt = new Date("2026-11-01T10:00:00Z");
  const delivered = { orderType: "order" as const, status: "delivered" as const, deliveredAt };

  it("is open until three days after delivery and closed from then on", () => {
    expect(canReturn(delivered, new Date("2026-11-04T09:59:59Z"))).toBe(true);
    expect(canReturn(delivered, new Date("2026-11-04T10:00:00Z"))).toBe(false);
  });

  it("follows the shop's setting and needs a delivered order", () => {
    expect(canReturn(delivered, new Date("2026-11-08T10:00:00Z"), 10)).toBe(true);
    expect(canReturn({ ...delivered, status: "shipped" }, new Date("2026-11-02T10:00:00Z"))).toBe(false);
    expect(canReturn({ ...delivered, orderType: "return" }, new Date("2026-11-02T10:00:00Z"))).toBe(false);
  });
});

describe("the payment text", () => {
  it.each([
    ["prepaid", "pending", "Paid (Prepaid)"],
    ["cod", "pending", "Pending (Cash)"],
    ["cod", "delivered", "Paid (Cash)"],
    ["cod", "cancelled", "Not Done (Cash)"],
    ["prepaid", "cancelled", "Not Done (Prepaid)"],
    ["cod", "shipped", "Pending (Cash)"],
  ] as const)("reads %s + %s as %s", (paymentType, status, text) => {
    expect(paymentText({ paymentType, status })).toBe(text);
  });
});
