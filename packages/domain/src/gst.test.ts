import { describe, expect, it } from "vitest";
import {
  amountInWords,
  gstStateCode,
  pieceRate,
  scaleLinesTo,
  supplyKind,
  taxDocumentNumber,
  taxLine,
  taxTotals,
} from "./gst.js";
import { financialYearOf } from "./india-time.js";
import { gstinProblem } from "./gstin.js";
import { DEMO_SELLER_GSTIN } from "./shop-settings.js";

const AFTER = new Date("2025-11-01T06:00:00Z");
const BEFORE = new Date("2025-09-21T06:00:00Z");
/** The tax-inclusive price of a piece whose taxable value at 5 % is `taxablePaise`. */
const at5 = (taxablePaise: number) => Math.round((taxablePaise * 105) / 100);

describe("the GST rate of a piece", () => {
  it("charges garments 5 % up to ₹2,500.00 of taxable value and 18 % from ₹2,500.01, from 22 September 2025", () => {
    expect(pieceRate("6204", at5(250_000), AFTER)).toBe(5);
    expect(pieceRate("6204", at5(250_001), AFTER)).toBe(18);
    expect(pieceRate("62044990", 262_500, AFTER)).toBe(5);
    expect(pieceRate("62044990", 262_501, AFTER)).toBe(18);
  });

  it("applied the earlier slab of ₹1,000 and 12 % before 22 September 2025, by the date in India", () => {
    expect(pieceRate("6204", 150_000, BEFORE)).toBe(12);
    expect(pieceRate("6204", 105_000, BEFORE)).toBe(5);
    // 21 September 19:00 UTC is already 22 September in India.
    expect(pieceRate("6204", 150_000, new Date("2025-09-21T19:00:00Z"))).toBe(5);
  });

  it("decides the slab on the price after discount: a discount that crosses the slab lowers the rate", () => {
    expect(pieceRate("6211", 349_900, AFTER)).toBe(18);
    expect(pieceRate("6211", 249_900, AFTER)).toBe(5);
  });

  it("charges sarees, which are fabric, 5 % at any price; and follows the seller's override", () => {
    expect(pieceRate("5007", 2_499_900, AFTER)).toBe(5);
    expect(pieceRate("5208", 999_900, AFTER)).toBe(5);
    expect(pieceRate("5007", 2_499_900, AFTER, 12)).toBe(12);
  });
});

describe("place of supply", () => {
  it("splits CGST and SGST within a state, CGST and UTGST within a union territory without a legislature, IGST across", () => {
    expect(supplyKind("Uttar Pradesh", "Uttar Pradesh")).toBe("intra-state");
    expect(supplyKind("Chandigarh", "Chandigarh")).toBe("intra-ut");
    expect(supplyKind("Ladakh", "Ladakh")).toBe("intra-ut");
    expect(supplyKind("Delhi", "Delhi")).toBe("intra-state");
    expect(supplyKind("Uttar Pradesh", "Tamil Nadu")).toBe("inter-state");
    expect([gstStateCode("Uttar Pradesh"), gstStateCode("Andhra Pradesh"), gstStateCode("Tamil Nadu")]).toEqual(["09", "37", "33"]);
  });

  it("backs tax out of the price to the paisa, each split summing exactly", () => {
    const line = { description: "Kurta", hsnCode: "6204", quantity: 3, unitPricePaise: 99_999 };
    for (const supply of ["intra-state", "intra-ut", "inter-state"] as const) {
      const taxed = taxLine(line, supply, AFTER);
      const tax = taxed.cgstPaise + taxed.sgstPaise + taxed.utgstPaise + taxed.igstPaise;
      expect(taxed.taxablePaise + tax).toBe(299_997);
      expect(taxed.taxablePaise).toBe(Math.round((299_997 * 100) / 105));
    }
    expect(taxLine(line, "intra-state", AFTER)).toMatchObject({ taxablePaise: 285_711, cgstPaise: 7_143, sgstPaise: 7_143 });
    const lines = [taxLine(line, "intra-state", AFTER), taxLine({ ...line, quantity: 1, unitPricePaise: 1_249_900, hsnCode: "5007" }, "intra-state", AFTER)];
    const totals = taxTotals(lines);
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise).toBe(totals.grossPaise);
  });

  it("shrinks the lines of a partial credit in proportion, to exactly the amount credited", () => {
    const scaled = scaleLinesTo([{ unitPricePaise: 100_000, quantity: 1 }, { unitPricePaise: 50_001, quantity: 2 }], 100_001);
    expect(scaled.reduce((sum, line) => sum + line.grossPaise, 0)).toBe(100_001);
    expect(scaled[0]!.grossPaise).toBeCloseTo(50_000, -1);
  });
});

describe("documents", () => {
  it("numbers invoices and credit notes within 16 characters, starting again in each financial year", () => {
    expect(financialYearOf(new Date("2026-03-31T18:00:00Z"))).toBe("2025-26");
    expect(financialYearOf(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27");
    expect(taxDocumentNumber("PL", "2025-26", 123)).toBe("PL/25-26/000123");
    expect(taxDocumentNumber("CN", "2026-27", 1)).toHaveLength(15);
  });

  it("writes amounts in Indian words", () => {
    expect(amountInWords(1_299_950)).toBe("Rupees Twelve Thousand Nine Hundred Ninety-Nine and Fifty Paise Only");
    expect(amountInWords(250_000_000)).toBe("Rupees Twenty-Five Lakh Only");
    expect(amountInWords(1_234_567_800)).toBe("Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only");
  });

  it("takes a GSTIN only with a right check character and state code; the demo one is well formed", () => {
    expect(gstinProblem(DEMO_SELLER_GSTIN, "Uttar Pradesh")).toBeUndefined();
    expect(gstinProblem("09AAAAA0000A1Z5", "Uttar Pradesh")).toMatch(/check character/);
    expect(gstinProblem("99AAAAA0000A1Z0")).toMatch(/not a GST state code/);
  });
});
