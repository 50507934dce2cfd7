import { describe, expect, it } from "vitest";
import { deliveryWindowText, expectedDelivery } from "./delivery.js";

describe("the delivery promise", () => {
  it("counts 3 to 7 working days from the day of the order in India, skipping Sundays", () => {
    // Wednesday 25 November 2026, 10:00 in India.
    expect(expectedDelivery(new Date("2026-11-25T04:30:00Z"))).toEqual({ from: "2026-11-28", to: "2026-12-03" });
  });

  it("takes the Indian date of a late-evening order, not the UTC one", () => {
    // Saturday 28 November 23:30 in India is still Saturday 18:00 in UTC; Sunday 00:30 in India is Saturday in UTC.
    expect(expectedDelivery(new Date("2026-11-28T18:00:00Z")).from).toBe("2026-12-02");
    expect(expectedDelivery(new Date("2026-11-28T19:00:00Z")).from).toBe("2026-12-02");
    expect(expectedDelivery(new Date("2026-11-27T19:00:00Z")).from).toBe("2026-12-02");
  });

  it("never promises a Sunday", () => {
    for (let day = 0; day < 14; day += 1) {
      const window = expectedDelivery(new Date(Date.UTC(2026, 10, 23 + day, 6)));
      expect(new Date(`${window.from}T00:00:00Z`).getUTCDay()).not.toBe(0);
      expect(new Date(`${window.to}T00:00:00Z`).getUTCDay()).not.toBe(0);
    }
  });

  it("reads as two short days", () => {
    expect(deliveryWindowText({ from: "2026-11-28", to: "2026-12-03" })).toBe("Sat, 28 Nov – Thu, 3 Dec");
  });
});
