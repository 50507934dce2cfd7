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
  trackingUrl,
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

  it("moves a return through pickup, receipt and inspection to how it is settled, or cancels it before receipt", () => {
    expect(allowedNextStatuses("return", "return_requested")).toEqual(["pickup_scheduled", "returned", "cancelled"]);
    expect(allowedNextStatuses("return", "pickup_scheduled")).toEqual(["returned", "cancelled"]);
    expect(allowedNextStatuses("return", "returned")).toEqual(["inspected", "exchanged", "store_credited"]);
    expect(allowedNextStatuses("return", "inspected")).toEqual(["refunded"]);
    expect(allowedNextStatuses("return", "exchanged")).toEqual([]);
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
  it("lets a shopper cancel a cash-on-delivery order only while it is Pending", () => {
    expect(ORDER_STATUSES.filter((status) => canCancel({ orderType: "order", status, paymentType: "cod" }))).toEqual(["pending"]);
    expect(canCancel({ orderType: "return", status: "pending", paymentType: "cod" })).toBe(false);
  });

  it("lets a shopper cancel a paid online order, confirmed by its payment, until it ships", () => {
    expect(ORDER_STATUSES.filter((status) => canCancel({ orderType: "order", status, paymentType: "prepaid" }))).toEqual([
      "pending",
      "confirmed",
    ]);
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

describe("tracking a shipment", () => {
  it("opens the page of the carrier that holds it, however the courier's name is written", () => {
    expect(trackingUrl({ courier: "Delhivery Surface", awbCode: " DLV4455 ", bookedWithProvider: true })).toBe(
      "https://www.delhivery.com/track/package/DLV4455",
    );
    expect(trackingUrl({ courier: "Blue Dart Air", awbCode: "BD-1", bookedWithProvider: false })).toContain(
      "bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=BD-1",
    );
    expect(trackingUrl({ courier: "XpressBees 1 kg", awbCode: "XB-REV-1201", bookedWithProvider: false })).toBe(
      "https://www.xpressbees.com/shipment/tracking?awbNo=XB-REV-1201",
    );
    expect(trackingUrl({ courier: "ecom express", awbCode: "E1", bookedWithProvider: false })).toContain("ecomexpress.in");
    expect(trackingUrl({ courier: "India Post (Speed Post)", awbCode: "EE123456789IN", bookedWithProvider: false })).toContain(
      "indiapost.gov.in",
    );
    expect(trackingUrl({ courier: "Speed Post", awbCode: "EE123456789IN", bookedWithProvider: false })).toContain("indiapost.gov.in");
  });

  it("opens Shiprocket's page for a shipment booked through it with a carrier without a page of its own", () => {
    expect(trackingUrl({ courier: "Shadowfax", awbCode: "SF1", bookedWithProvider: true })).toBe(
      "https://shiprocket.co/tracking/SF1",
    );
  });

  it("has no page for a shipment the seller sent with a local courier, nor before there is an AWB number", () => {
    expect(trackingUrl({ courier: "Sri Murugan Parcel Service", awbCode: "SM-77", bookedWithProvider: false })).toBeNull();
    expect(trackingUrl({ courier: "Delhivery", awbCode: null, bookedWithProvider: true })).toBeNull();
    expect(trackingUrl({ courier: "Delhivery", awbCode: "  ", bookedWithProvider: true })).toBeNull();
  });
});
