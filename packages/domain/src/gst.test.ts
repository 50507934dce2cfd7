import { describe, expect, it } from "vitest";
import { financialYearOf, gstRateFor, invoiceNumber, taxLine } from "./gst.js";

describe("GST on clothing", () => {
  it("charges 5 % on sarees of any price and on stitched garments up to ₹2,500", () => {
    expect(gstRateFor("5007", 2_499_900)).toBe(5);
    expect(gstRateFor("6204", 250_000)).toBe(5);
    expect(gstRateFor("6204", 250_001)).toBe(18);
  });

  it("splits a ₹10,500 silk saree into ₹10,000 taxable and ₹500 tax, CGST and SGST within the state", () => {
    expect(taxLine({ hsnCode: "5007", unitPricePaise: 1_050_000, quantity: 1 }, true)).toEqual({
      ratePercent: 5,
      grossPaise: 1_050_000,
      taxablePaise: 1_000_000,
      taxPaise: 50_000,
      cgstPaise: 25_000,
      sgstPaise: 25_000,
      igstPaise: 0,
    });
  });

  it("charges IGST across states, and the parts always add up to the price", () => {
    const line = taxLine({ hsnCode: "6211", unitPricePaise: 299_900, quantity: 3 }, false);
    expect(line).toMatchObject({ ratePercent: 18, igstPaise: line.taxPaise, cgstPaise: 0, sgstPaise: 0 });
    expect(line.taxablePaise + line.taxPaise).toBe(899_700);
    expect(line.taxablePaise).toBe(762_458);
  });

  it("numbers invoices per Indian financial year, April to March", () => {
    expect(financialYearOf(new Date("2026-11-21T10:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:31:00Z"))).toBe("2027-28");
    expect(invoiceNumber("2026-27", 42)).toBe("PL/2026-27/000042");
  });
});
