import { describe, expect, it } from "vitest";
import { financialYearOf, indiaDate, indiaDateTime, indiaMomentText, indiaMonth, monthInIndia, startOfIndiaDay } from "./india-time.js";
import { documentDate } from "./tax-documents.js";

describe("India's calendar", () => {
  it("dates an instant by India's wall clock, not by UTC", () => {
    // 03:47 IST on 27 November is still 26 November in UTC.
    expect(indiaDate(new Date("2026-11-26T22:17:00Z"))).toBe("2026-11-27");
    expect(indiaDateTime(new Date("2026-11-26T22:17:00Z"))).toBe("2026-11-27 03:47");
    expect(indiaDate(new Date("2026-11-27T18:29:59Z"))).toBe("2026-11-27");
    expect(indiaDate(new Date("2026-11-27T18:30:00Z"))).toBe("2026-11-28");
  });

  it("writes midnight as 00:00", () => {
    expect(indiaDateTime(new Date("2027-03-31T18:30:00Z"))).toBe("2027-04-01 00:00");
  });

  it("starts the financial year at midnight on 1 April in India", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
    // 00:30 IST on 1 April is 19:00 UTC on 31 March.
    expect(financialYearOf(new Date("2027-03-31T19:00:00Z"))).toBe("2027-28");
    expect(financialYearOf(new Date("2099-12-31T10:00:00Z"))).toBe("2099-00");
  });

  it("takes a month as the instants between its first midnight and the next month's, in India", () => {
    expect(monthInIndia("2026-11")).toEqual({
      from: new Date("2026-10-31T18:30:00Z"),
      to: new Date("2026-11-30T18:30:00Z"),
    });
    expect(monthInIndia("2026-12")).toEqual({
      from: new Date("2026-11-30T18:30:00Z"),
      to: new Date("2026-12-31T18:30:00Z"),
    });
    // 02:00 IST on 1 December belongs to December.
    expect(indiaMonth(new Date("2026-11-30T20:30:00Z"))).toBe("2026-12");
    expect(startOfIndiaDay("2026-04-01")).toEqual(new Date("2026-03-31T18:30:00Z"));
  });
});

describe("a tax document's date", () => {
  it("is the day in India it was issued", () => {
    expect(documentDate({ issuedAt: "2026-11-26T22:17:00.000Z" })).toBe("2026-11-27");
    expect(documentDate({ issuedAt: "2027-03-31T19:00:00.000Z" })).toBe("2027-04-01");
  });
});

describe("a moment as India reads it", () => {
  it("is India's wall clock whatever the machine's time zone", () => {
    expect(indiaMomentText(new Date("2026-11-27T03:22:00Z"))).toBe("27 Nov 2026, 8:52 am");
    expect(indiaMomentText("2026-11-26T22:17:00Z")).toBe("27 Nov 2026, 3:47 am");
    expect(indiaMomentText("not a date")).toBe("");
  });
});
