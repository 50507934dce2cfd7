import { writeFile } from "node:fs/promises";
import { buildTaxDocument, codFeeTaxableLine, type TaxDocument, type TaxDocumentInput } from "@pallu/domain";
import { describe, expect, it } from "vitest";
import { pdfRuns, type PdfRun } from "../../../../../scripts/support/pdf-runs.mjs";
import { drawPdf, type PdfJob } from "../pdf-rendering/pdf-jobs.js";
import type { PackingSlip } from "./packing-slips.js";

const shop = {
  name: "Pallu Handlooms",
  address: "12 Vishwanath Gali, Varanasi, Uttar Pradesh 221001",
  phone: "9876543210",
};
const varanasiSeller = { name: shop.name, address: shop.address, state: "Uttar Pradesh", gstin: "09AAAAA0000A1Z0" };
const lucknowShopper = {
  name: "आशा राव",
  addressLine1: "7 Chowk Road",
  city: "Lucknow",
  state: "Uttar Pradesh",
  pinCode: "226003",
  phoneNumber: "9876500000",
};
const chennaiShopper = {
  ...lucknowShopper,
  name: "Lakshmi Narayanan",
  city: "Chennai",
  state: "Tamil Nadu",
  pinCode: "600004",
};

const anInvoice = (input: Partial<TaxDocumentInput>): TaxDocument =>
  buildTaxDocument({
    kind: "invoice",
    number: "PL/26-27/000042",
    issuedAt: new Date("2026-11-26T22:17:00Z"),
    publicOrderId: "PL-261127-7KQ4ZD",
    seller: varanasiSeller,
    shopper: lucknowShopper,
    lines: [
      { description: "Kanjivaram Silk Saree", hsnCode: "5007", quantity: 1, unitPricePaise: 1_050_000 },
      { description: "Banarasi Georgette Lehenga", hsnCode: "6204", quantity: 2, unitPricePaise: 249_995 },
    ],
    ...input,
  });

const withinState = anInvoice({
  lines: [
    {
      description: "Kanjivaram Silk Saree",
      hsnCode: "5007",
      quantity: 1,
      unitPricePaise: 250_000,
      discountPaise: 10_000,
    },
    { description: "Chanderi Cotton Saree", hsnCode: "5208", quantity: 3, unitPricePaise: 99_900 },
    codFeeTaxableLine(4_900),
  ],
});
const acrossStates = anInvoice({ shopper: chennaiShopper });
const withinUnionTerritory = anInvoice({
  seller: {
    ...varanasiSeller,
    address: "SCO 12, Sector 17, Chandigarh 160017",
    state: "Chandigarh",
    gstin: "04AAAAA0000A1Z6",
  },
  shopper: { ...chennaiShopper, city: "Chandigarh", state: "Chandigarh", pinCode: "160017" },
});
/** A lakh-and-more order: its figures are the widest a column holds. */
const large = anInvoice({
  lines: [{ description: "Bridal Patola Saree", hsnCode: "5007", quantity: 12, unitPricePaise: 9_999_999 }],
});
/** A bulk order's invoice: longer than a page. */
const long = anInvoice({
  lines: Array.from({ length: 45 }, (_, index) => ({
    description: `Chanderi Cotton Saree, design ${index + 1}, with a blouse piece in a contrasting colour`,
    hsnCode: "5208",
    quantity: 1,
    unitPricePaise: 99_900 + index,
  })),
});
const creditNote: TaxDocument = {
  ...withinState,
  kind: "credit_note",
  number: "CN/26-27/000007",
  againstNumber: withinState.number,
};

const aSlip = (payment: PackingSlip["payment"], invoice: TaxDocument): PackingSlip => ({
  publicOrderId: invoice.publicOrderId,
  placedAt: new Date("2026-11-26T22:17:00Z"),
  status: "confirmed",
  payment,
  giftMessage: null,
  shipTo: { ...lucknowShopper, addressLine2: null },
  courier: "Delhivery",
  awbCode: "DLV12345",
  lines: [{ name: "Kanjivaram Silk Saree", size: "NA", quantity: 1, work: ["Blouse stitching: Boat neck", "Measurements: Amma", "Fall and pico"] }],
  invoice,
});

const documents: [string, PdfJob][] = [
  [
    "an invoice within the seller's state, with a discount and the cash-on-delivery fee",
    { kind: "taxDocument", document: withinState },
  ],
  ["an invoice across states", { kind: "taxDocument", document: acrossStates }],
  ["an invoice within a union territory", { kind: "taxDocument", document: withinUnionTerritory }],
  ["an invoice of more than a lakh", { kind: "taxDocument", document: large }],
  ["an invoice longer than a page", { kind: "taxDocument", document: long }],
  ["a credit note", { kind: "taxDocument", document: creditNote }],
  [
    "packing slips, each followed by its invoice",
    {
      kind: "packingSlips",
      shop,
      slips: [aSlip({ kind: "cod", collectPaise: 1_050_000 }, withinState), aSlip({ kind: "prepaid" }, acrossStates)],
    },
  ],
];

const sameLine = (a: PdfRun, b: PdfRun) => a.page === b.page && Math.abs(a.baseline - b.baseline) < 4;
const right = (run: PdfRun) => run.x + run.width;
const TOUCHING = 0.01;
const FIGURE = /^\d{1,3}(,\d\d)*(,\d{3})?(\.\d\d)?$/;
const MONEY_HEADINGS = new Set(["Discount", "Taxable value", "CGST", "SGST", "UTGST", "IGST", "Total"]);

describe.each(documents)("%s", (name, job) => {
  const runs = (async () => {
    const pdf = await drawPdf(job);
    if (process.env.DOCUMENT_SAMPLES)
      await writeFile(`${process.env.DOCUMENT_SAMPLES}/${name.replace(/\W+/g, "-")}.pdf`, pdf);
    return pdfRuns(pdf);
  })();

  it("draws no text over other text", async () => {
    const all = await runs;
    const overlaps = all.flatMap((run, index) =>
      all
        .slice(index + 1)
        .filter((other) => sameLine(run, other) && run.x < right(other) - TOUCHING && other.x < right(run) - TOUCHING)
        .map((other) => `"${run.text}" and "${other.text}"`),
    );
    expect(overlaps).toEqual([]);
  });

  it("prints each ₹ just before its figure, on the figure's baseline", async () => {
    const all = await runs;
    const signs = all.filter((run) => run.text.includes("₹"));
    expect(signs.length).toBeGreaterThan(0);
    for (const sign of signs) {
      expect(sign.text).toBe("₹");
      const figure = all.find(
        (run) =>
          run.page === sign.page &&
          Math.abs(run.x - right(sign)) < TOUCHING &&
          Math.abs(run.baseline - sign.baseline) < TOUCHING,
      );
      expect(figure?.text, `the figure after the ₹ at ${sign.x.toFixed(1)}, ${sign.baseline.toFixed(1)}`).toMatch(
        FIGURE,
      );
    }
  });

  it("sets every amount in a money column to the paisa, right-aligned under its heading, with its ₹", async () => {
    const all = await runs;
    const headings = all.filter(
      (run) => MONEY_HEADINGS.has(run.text) && all.some((other) => other.text === "HSN/SAC" && sameLine(run, other)),
    );
    expect(headings.length).toBeGreaterThan(0);
    const amounts = all.filter((run) => /^\d[\d,]*\.\d\d$/.test(run.text));
    for (const amount of amounts) {
      expect(
        headings.some((heading) => heading.page === amount.page && Math.abs(right(heading) - right(amount)) < TOUCHING),
        `"${amount.text}" under a heading`,
      ).toBe(true);
      expect(
        all.some((run) => run.text === "₹" && run.page === amount.page && Math.abs(right(run) - amount.x) < TOUCHING),
        `"${amount.text}" after a ₹`,
      ).toBe(true);
    }
    const cells = all.filter((run) =>
      headings.some(
        (heading) =>
          heading.page === run.page &&
          run.baseline < heading.baseline &&
          Math.abs(right(heading) - right(run)) < TOUCHING,
      ),
    );
    expect(cells.filter((cell) => cell.text !== "Total").every((cell) => /^\d[\d,]*\.\d\d$/.test(cell.text))).toBe(
      true,
    );
  });
});

describe("an invoice longer than a page", () => {
  it("runs on to the next page with its rows whole and its heading repeated", async () => {
    const runs = await pdfRuns(await drawPdf({ kind: "taxDocument", document: long }));
    const pages = [...new Set(runs.map((run) => run.page))];
    expect(pages.length).toBeGreaterThan(1);
    expect(runs.filter((run) => run.text === "Taxable value").map((run) => run.page)).toEqual(pages);
    expect(runs.filter((run) => run.text === `Tax invoice ${long.number} (continued)`).map((run) => run.page)).toEqual(
      pages.slice(1),
    );
    for (let design = 1; design <= 45; design += 1) {
      const row = runs.filter((run) => run.text.startsWith(`Chanderi Cotton Saree, design ${design},`));
      expect(row).toHaveLength(1);
      const total = runs.find(
        (run) => run.page === row[0]!.page && Math.abs(run.baseline - row[0]!.baseline) < 0.5 && run.text === "5208",
      );
      expect(total, `design ${design}'s row on one page`).toBeDefined();
    }
  });
});

describe("a packing slip of a stitched saree", () => {
  it("says under the piece what was done to it, with no price", async () => {
    const pdf = await drawPdf({ kind: "packingSlips", shop, slips: [{ ...aSlip({ kind: "prepaid" }, withinState), invoice: null }] });
    const texts = (await pdfRuns(pdf)).map((run) => run.text);
    const piece = texts.indexOf("Kanjivaram Silk Saree");
    expect(texts.slice(piece + 1, piece + 4)).toEqual(["Blouse stitching: Boat neck", "Measurements: Amma", "Fall and pico"]);
    expect(texts.join(" ")).not.toContain("₹");
  });
});
