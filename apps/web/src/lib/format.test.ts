import { expect, test } from "vitest";
import { orderDay } from "@/features/orders/order-dates";
import { formatDay } from "./format";

test("a review or order placed at 3:47 am in India is dated that Indian day, whatever the machine's zone", () => {
  const earlyMorningInIndia = "2026-11-26T22:17:00Z";
  expect(formatDay(earlyMorningInIndia)).toBe("2026-11-27");
  expect(orderDay(earlyMorningInIndia)).toBe("27 Nov 2026");
  expect(formatDay("not a date")).toBe("");
});
