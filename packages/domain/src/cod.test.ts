import { describe, expect, it } from "vitest";
import { hsnCsv } from "./gstr1.js";
import { buildTaxDocument } from "./tax-documents.js";
import {
  COD_RETURNED_TO_ORIGIN_MESSAGE,
  codCharge,
  codConfirmDeadline,
  codFeeTaxableLine,
  codLimitAfterReturns,
  codLimitRefusal,
  isAwaitingCodConfirmation,
  minutesLeftToConfirm,
  phoneKey,
} from "./cod.js";

const rule = { codLimitPaise: 1_000_000, blockAfter: 2 };

describe("cash on delivery after parcels came back (RTO)", () => {
  it("keeps the shop's limit for a phone with no returned parcel", () => {
    expect(codLimitAfterReturns(0, rule)).toEqual({ limitPaise: 1_000_000, refusal: null });
  });

  it("halves the limit, in whole rupees, after one returned parcel", () => {
    expect(codLimitAfterReturns(1, rule)).toEqual({ limitPaise: 500_000, refusal: null });
    expect(codLimitAfterReturns(1, { codLimitPaise: 99_900, blockAfter: 2 }).limitPaise).toBe(49_900);
  });

  it("stops offering it from the set number of returned parcels on", () => {
    expect(codLimitAfterReturns(2, rule)).toEqual({ limitPaise: 0, refusal: COD_RETURNED_TO_ORIGIN_MESSAGE });
    expect(codLimitAfterReturns(5, rule).refusal).toBe(COD_RETURNED_TO_ORIGIN_MESSAGE);
    expect(codLimitAfterReturns(1, { codLimitPaise: 1_000_000, blockAfter: 1 }).refusal).toBe(
      COD_RETURNED_TO_ORIGIN_MESSAGE,
    );
  });

  it("says why an amount above the lowered limit is refused", () => {
    expect(codLimitRefusal(600_000, 500_000, true)).toBe(
      "Cash on delivery is available for orders up to ₹5,000 for this phone number, as an earlier parcel was returned. Please pay online.",
    );
    expect(codLimitRefusal(600_000, 500_000, false)).toBe(
      "Cash on delivery is available for orders up to ₹5,000. Please pay online.",
    );
    expect(codLimitRefusal(500_000, 500_000, true)).toBeNull();
  });

  it("counts a phone by its last ten digits", () => {
    expect(phoneKey("+91 98765-43210")).toBe("9876543210");
    expect(phoneKey("9876543210")).toBe("9876543210");
  });
});

describe("confirming a cash-on-delivery order", () => {
  const placedAt = new Date("2026-11-20T10:00:00Z");

  it("is due the set number of hours after the order", () => {
    expect(codConfirmDeadline(placedAt, 24).toISOString()).toBe("2026-11-21T10:00:00.000Z");
    expect(minutesLeftToConfirm(codConfirmDeadline(placedAt, 24), new Date("2026-11-21T08:30:30Z"))).toBe(89);
    expect(minutesLeftToConfirm(codConfirmDeadline(placedAt, 24), new Date("2026-11-22T08:30:00Z"))).toBe(0);
  });

  it("is awaited only while the order is Pending with a deadline and no answer", () => {
    const due = codConfirmDeadline(placedAt, 24);
    expect(isAwaitingCodConfirmation({ status: "pending", codConfirmBy: due, codConfirmedAt: null })).toBe(true);
    expect(isAwaitingCodConfirmation({ status: "pending", codConfirmBy: null, codConfirmedAt: null })).toBe(false);
    expect(isAwaitingCodConfirmation({ status: "confirmed", codConfirmBy: due, codConfirmedAt: placedAt })).toBe(false);
    expect(isAwaitingCodConfirmation({ status: "cancelled", codConfirmBy: due, codConfirmedAt: null })).toBe(false);
  });
});

describe("a cash-on-delivery checkout's charge", () => {
  it("adds the fee and lets store credit lower what the courier collects", () => {
    expect(codCharge(200_000, 4_900, 50_000)).toEqual({
      creditPaise: 50_000,
      covered: false,
      codFeePaise: 4_900,
      totalPaise: 204_900,
      toCollectPaise: 154_900,
    });
  });

  it("charges no fee when store credit covers the whole order", () => {
    expect(codCharge(200_000, 4_900, 250_000)).toEqual({
      creditPaise: 200_000,
      covered: true,
      codFeePaise: 0,
      totalPaise: 200_000,
      toCollectPaise: 0,
    });
  });
});

describe("the cash-on-delivery fee on an invoice", () => {
  const invoice = buildTaxDocument({
    kind: "invoice",
    number: "PL/26-27/000001",
    issuedAt: new Date("2026-11-21T10:00:00Z"),
    publicOrderId: "PL-261121-ABCDEF",
    seller: { name: "Pallu Handlooms", address: "Varanasi 221001", state: "Uttar Pradesh", gstin: "09AAAAA0000A1Z0" },
    shopper: {
      name: "Meera",
      addressLine1: "12 Temple Street",
      city: "Chennai",
      state: "Tamil Nadu",
      pinCode: "600004",
      phoneNumber: "9876543210",
    },
    lines: [
      { description: "Silk saree", hsnCode: "5007", quantity: 1, unitPricePaise: 210_000 },
      codFeeTaxableLine(4_900),
    ],
  });

  it("is a service line at 18 %, its tax backed out of the fee, across states as IGST", () => {
    expect(invoice.lines[1]).toMatchObject({
      hsnCode: "9985",
      unit: "NA",
      ratePercent: 18,
      grossPaise: 4_900,
      taxablePaise: 4_153,
      igstPaise: 747,
    });
    expect(invoice.totals.grossPaise).toBe(214_900);
  });

  it("is reported in GSTR-1 under its SAC with UQC NA and no quantity", () => {
    expect(hsnCsv([invoice])).toContain("9985,,NA,0,49.00,18,41.53,7.47,0.00,0.00,0.00");
  });
});
