import type { SellingAbroad, TaxDocument } from "@pallu/domain";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { pdfText } from "../../../../../scripts/support/pdf-text.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { products, taxDocuments } from "../../db/schema/index.js";
import type { TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { paymentFor } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aNewJerseyAddress, aSignedInUser, anAddress } from "../../test/user-builders.js";
import { saveSellingAbroad } from "../selling-abroad/index.js";

const shop = useTestShop({}, { now: () => new Date("2026-11-21T10:00:00Z") });
const admin = useSignedInUser(shop, { userType: "Admin" });
const gateway = () => shop.deps.payments as TestGateway;

const NORTH_AMERICA: SellingAbroad = {
  zones: [
    {
      name: "North America",
      countries: ["US"],
      rate: { kind: "weight", slabs: [{ upToGrams: 1_000, amountRupees: 2_400 }] },
      freeAboveRupees: null,
      deliveryDays: { min: 7, max: 12 },
      dutiesPaidByBuyer: true,
    },
  ],
  exchangeRates: { rupeesPer: { USD: 84.5 }, marginPercent: 3, rounding: "ninety-nine", source: "table", updatedAt: null },
};

async function exportTerms(terms: { exportTaxMode: "lut" | "igst"; lutReference: string; lutDate: string }) {
  const current = await shop.app.inject({ method: "GET", url: "/api/v1/site/getSettings", headers: admin.headers });
  const { logoUrl: _logo, iconUrl: _icon, ...settings } = (current.json() as { settings: Record<string, unknown> }).settings;
  const saved = await shop.app.inject({ method: "PUT", url: "/api/v1/site/updateSettings", headers: admin.headers, payload: { ...settings, ...terms } });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A New Jersey buyer's paid order of one silk saree (₹12,345, HSN 50079090, 750 g): confirmed, so invoiced. */
async function aPaidOrderToNewJersey(): Promise<string> {
  const buyer = await aSignedInUser(shop.deps.db);
  const address = await anAddress(shop.deps.db, buyer.user.id, { ...aNewJerseyAddress, phoneNumber: "+12015550123" });
  const saree = await aSaree(shop.deps.db, { stock: 3, price: 12_345, weightGrams: 750, name: "Kanjivaram Silk Saree" });
  await shop.deps.db.update(products).set({ hsnCode: "50079090" }).where(eq(products.id, saree.productId));
  const payment = await paymentFor(shop, { headers: buyer.headers, addressId: address.id }, [{ ...saree, quantity: 1 }]);
  const verified = await shop.post("/order/verifyPayment", buyer.headers, gateway().pay(payment.id)!);
  expect(verified.statusCode, verified.body).toBe(200);
  return (verified.json() as { order: { _id: string } }).order._id;
}

async function invoiceOf(orderId: string): Promise<TaxDocument> {
  const [row] = await shop.deps.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
  return row!.document;
}

async function pdfOf(url: string) {
  const response = await shop.app.inject({ method: "GET", url, headers: admin.headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("application/pdf");
  return (await pdfText(response.rawPayload)).replace(/\s+/g, " ");
}

beforeAll(async () => {
  await saveSellingAbroad(shop.deps, null, () => NORTH_AMERICA);
});

describe("tax invoices for export", () => {
  it("zero-rates an export under the seller's LUT: no IGST, the endorsement, the buyer's country, currency and rate", async () => {
    await exportTerms({ exportTaxMode: "lut", lutReference: "AD070326001234X", lutDate: "2026-04-01" });
    const orderId = await aPaidOrderToNewJersey();
    const invoice = await invoiceOf(orderId);
    expect(invoice.supply).toBe("inter-state");
    expect(invoice.placeOfSupply).toEqual({ state: "Other Countries", stateCode: "96" });
    expect(invoice.totals).toMatchObject({ grossPaise: 1_474_500, taxablePaise: 1_474_500, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });
    expect(invoice.lines.map((line) => [line.description, line.hsnCode, line.grossPaise])).toEqual([
      ["Kanjivaram Silk Saree", "50079090", 1_234_500],
      ["Shipping to United States", "996812", 240_000],
    ]);
    expect(invoice.export).toMatchObject({ mode: "lut", country: "US", currency: "USD", exchangeRate: 82.038835, endorsement: "Supply meant for export under LUT without payment of IGST" });

    const text = await pdfOf(`/api/v1/order/invoice/${orderId}`);
    expect(text).toContain("TAX INVOICE FOR EXPORT");
    expect(text).toContain("SUPPLY MEANT FOR EXPORT UNDER LUT WITHOUT PAYMENT OF IGST");
    expect(text).toContain("LUT reference: AD070326001234X, dated 2026-04-01");
    expect(text).toContain("Country of destination: United States");
    expect(text).toContain("Buyer's currency: USD");
    expect(text).toContain("Other Countries (96)");
  });

  it("pays IGST on an export when the seller chooses it, and never changes an invoice already issued", async () => {
    await exportTerms({ exportTaxMode: "lut", lutReference: "AD070326001234X", lutDate: "2026-04-01" });
    const underLut = await aPaidOrderToNewJersey();
    await exportTerms({ exportTaxMode: "igst", lutReference: "", lutDate: "" });
    const withIgst = await aPaidOrderToNewJersey();
    const invoice = await invoiceOf(withIgst);
    expect(invoice.export).toMatchObject({ mode: "igst", lut: null, endorsement: "Supply meant for export on payment of IGST" });
    // Silk fabric (HSN 5007) is taxed at 5 %, backed out of the price, and of the shipping that goes with it.
    expect(invoice.totals.igstPaise).toBe(1_474_500 - Math.round((1_234_500 * 100) / 105) - Math.round((240_000 * 100) / 105));
    expect((await invoiceOf(underLut)).export?.mode).toBe("lut");
    expect(await pdfOf(`/api/v1/order/invoice/${underLut}`)).toContain("UNDER LUT WITHOUT PAYMENT OF IGST");
  });

  it("reports exports in GSTR-1's EXP file and keeps them out of the B2C summary", async () => {
    await exportTerms({ exportTaxMode: "lut", lutReference: "AD070326001234X", lutDate: "2026-04-01" });
    const orderId = await aPaidOrderToNewJersey();
    const number = (await invoiceOf(orderId)).number;
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/reports/gstr1?month=2026-11", headers: admin.headers });
    const files = Object.fromEntries(Object.entries(unzipSync(response.rawPayload)).map(([name, data]) => [name, strFromU8(data).trim().split("\r\n")]));
    expect(files["exp.csv"]![0]).toBe("Export Type,Invoice Number,Invoice date,Invoice Value,Port Code,Shipping Bill Number,Shipping Bill Date,Rate,Taxable Value,Cess Amount");
    expect(files["exp.csv"]).toContain(`WOPAY,${number},21-Nov-2026,14745.00,,,,0,14745.00,0.00`);
    expect(files["b2cs.csv"]).toEqual(["Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN"]);
  });
});

describe("the commercial invoice for the courier", () => {
  it("prints each line's HS code, description, weight and value in the order's currency", async () => {
    const orderId = await aPaidOrderToNewJersey();
    const text = await pdfOf(`/api/v1/order/commercialInvoice/${orderId}`);
    expect(text).toContain("COMMERCIAL INVOICE");
    expect(text).toContain("Priya Raman");
    expect(text).toContain("United States");
    expect(text).toContain("Kanjivaram Silk Saree 500790 1 0.75 kg");
    // ₹12,345 at ₹82.038835 is $150.48; shipping ₹2,400 is $29.26.
    expect(text).toContain("$150.48");
    expect(text).toContain("$29.26");
    expect(text).toContain("$179.74");
    expect(text).toContain("Currency: USD");
  });

  it("is printed for the seller only, and only for an order abroad", async () => {
    const orderId = await aPaidOrderToNewJersey();
    const shopper = await aSignedInUser(shop.deps.db);
    const asShopper = await shop.app.inject({ method: "GET", url: `/api/v1/order/commercialInvoice/${orderId}`, headers: shopper.headers });
    expect(asShopper.statusCode).toBe(403);
    const unknown = await shop.app.inject({ method: "GET", url: "/api/v1/order/commercialInvoice/not-an-order", headers: admin.headers });
    expect(unknown.statusCode).toBe(404);
  });
});
