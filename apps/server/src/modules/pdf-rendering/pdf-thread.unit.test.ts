import { threadId } from "node:worker_threads";
import { buildTaxDocument } from "@pallu/domain";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../../../scripts/support/pdf-text.mjs";
import type { PackingSlip } from "../invoices/packing-slips.js";
import { drawPdf, type PdfJob } from "./pdf-jobs.js";
import { renderPdf } from "./pdf-thread.js";

const shop = { name: "Pallu Handlooms", address: "12 Temple Street, Varanasi 221001", phone: "9876543210" };

function aSlip(index: number): PackingSlip {
  const publicOrderId = `PL-261121-${String(index).padStart(6, "0")}`;
  const shopper = {
    name: index % 2 ? "आशा राव" : "Meenakshi Sundaram",
    addressLine1: "4 Lake Road",
    city: "Chennai",
    state: "Tamil Nadu",
    pinCode: "600004",
    phoneNumber: "9876500000",
  };
  return {
    publicOrderId,
    placedAt: new Date("2026-11-21T10:00:00Z"),
    status: "confirmed",
    payment: { kind: "cod", collectPaise: 1_050_000 },
    shipTo: { ...shopper, addressLine2: null },
    courier: "Delhivery",
    awbCode: `DLV${index}`,
    giftMessage: null,
    lines: [
      { name: "Kanjivaram Silk Saree", size: "NA", quantity: 1, work: [] },
      { name: "Banarasi Georgette Lehenga", size: "M", quantity: 2, work: [] },
    ],
    invoice: buildTaxDocument({
      kind: "invoice",
      number: `PL/26-27/${String(index).padStart(6, "0")}`,
      issuedAt: new Date("2026-11-21T10:00:00Z"),
      publicOrderId,
      seller: { name: shop.name, address: shop.address, state: "Uttar Pradesh", gstin: "09AAAAA0000A1Z0" },
      shopper,
      lines: [
        { description: "Kanjivaram Silk Saree", hsnCode: "5007", quantity: 1, unitPricePaise: 1_050_000 },
        { description: "Banarasi Georgette Lehenga", hsnCode: "6204", quantity: 2, unitPricePaise: 249_900 },
      ],
    }),
  };
}

const hundredSlips: PdfJob = {
  kind: "packingSlips",
  shop,
  slips: Array.from({ length: 100 }, (_, index) => aSlip(index + 1)),
};

/** A PDF's bytes less the moment it was made (its creation date, and the file id made from it). */
const timeless = (pdf: Buffer) =>
  pdf
    .toString("latin1")
    .replace(/\(D:\d{14}Z\)/, "")
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, "");

describe("drawing PDFs", () => {
  it("draws a hundred packing slips with their invoices in a worker thread, not on the main thread", async () => {
    const { pdf, threadId: drawnOn } = await renderPdf(hundredSlips);
    expect(drawnOn).not.toBe(threadId);

    const text = await pdfText(pdf);
    for (const index of [1, 50, 100]) {
      const number = String(index).padStart(6, "0");
      expect(text).toContain(`Order PL-261121-${number}`);
      expect(text).toContain(`Invoice no.: PL/26-27/${number}`);
    }
    expect(text).toContain("Cash on delivery — collect ₹10,500");
    expect(text).toContain("आशा राव");
    expect(text).toMatch(/Banarasi Georgette Lehenga\s*M\s*2\s/);
  });

  it("draws in the worker the same document as the main thread would", async () => {
    const job: PdfJob = { kind: "packingSlips", shop, slips: [aSlip(1), aSlip(2)] };
    const [inWorker, here] = await Promise.all([renderPdf(job), drawPdf(job)]);
    expect(timeless(inWorker.pdf)).toBe(timeless(here));

    const invoice: PdfJob = { kind: "taxDocument", document: aSlip(3).invoice! };
    expect(timeless((await renderPdf(invoice)).pdf)).toBe(timeless(await drawPdf(invoice)));
  });

  it("fails only the print the worker cannot draw, and draws the next", async () => {
    const broken = { kind: "packingSlips", shop, slips: [{ ...aSlip(1), lines: null }] } as unknown as PdfJob;
    await expect(renderPdf(broken)).rejects.toThrow(/^The PDF could not be drawn/);
    expect(await pdfText((await renderPdf({ kind: "packingSlips", shop, slips: [aSlip(7)] })).pdf)).toContain(
      "Order PL-261121-000007",
    );
  });
});
