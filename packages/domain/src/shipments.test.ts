import { describe, expect, it } from "vitest";
import { canCancelShipment, canHandToCourier } from "./shipments.js";

describe("handing an order to a courier", () => {
  it("is for a confirmed order only: a cash-on-delivery order still Pending is never shipped", () => {
    expect(canHandToCourier({ orderType: "order", status: "confirmed" })).toBe(true);
    expect(canHandToCourier({ orderType: "order", status: "pending" })).toBe(false);
    expect(canHandToCourier({ orderType: "order", status: "cancelled" })).toBe(false);
    expect(canHandToCourier({ orderType: "return", status: "confirmed" })).toBe(false);
  });

  it("can be undone until the courier collects the parcel", () => {
    expect(canCancelShipment({ status: "confirmed" }, null)).toBe(true);
    expect(canCancelShipment({ status: "confirmed" }, "pickup")).toBe(true);
    expect(canCancelShipment({ status: "confirmed" }, "in_transit")).toBe(false);
    expect(canCancelShipment({ status: "shipped" }, "awb")).toBe(false);
  });
});
