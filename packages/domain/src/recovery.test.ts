import { describe, expect, it } from "vitest";
import { isQuietHour } from "./recovery.js";

const ist = (time: string) => new Date(`2026-11-20T${time}:00+05:30`);

describe("the quiet hours", () => {
  it("run from 21:00 to 09:00 in India, across midnight", () => {
    expect(isQuietHour(ist("20:59"))).toBe(false);
    expect(isQuietHour(ist("21:00"))).toBe(true);
    expect(isQuietHour(ist("00:30"))).toBe(true);
    expect(isQuietHour(ist("08:59"))).toBe(true);
    expect(isQuietHour(ist("09:00"))).toBe(false);
  });

  it("may sit inside one day, or be none at all", () => {
    expect(isQuietHour(ist("13:30"), { from: 13, to: 15 })).toBe(true);
    expect(isQuietHour(ist("15:00"), { from: 13, to: 15 })).toBe(false);
    expect(isQuietHour(ist("23:00"), { from: 0, to: 0 })).toBe(false);
  });
});
