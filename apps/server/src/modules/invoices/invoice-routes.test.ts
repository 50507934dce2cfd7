import { writeFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { pdfText } from "../../../../../scripts/support/pdf-text.mjs";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buyingOptions } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aShopper, aSignedInUser, anAddress, type Shopper } from "../../test/user-builders.js";

const shop = useTestShop({}, { now: () => new Date("2026-11-21T10:00:00Z") });
const admin = useSignedInUser(shop, { userType: "Admin" });
let shopper: Shopper;

async function placeOrder(addressId = shopper.addressId): Promise<string> {
  const product = await aProduct(shop.deps.db, { name: "Kanjivaram Silk Saree", options: [{ original: 10500, stock: 5 }] });
  const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, product.id));
  const response = await payCod(shop, { headers: shopper.headers, addressId }, [{ productId: product.id, sizeId: option!.id, quantity: 1 }]);
  return (response.json() as { order: { _id: string } }).order._id;
}

async function settingsNow() {
  const response = await shop.app.inject({ method: "GET", url: "/api/v1/site/getSettings", headers: admin.headers });
  return (response.json() as { settings: Record<string, unknown> }).settings;
}

async function confirm(orderId: string) {
  const response = await shop.post("/order/updateOrder", admin.headers, { orderId, status: "Confirmed" });
  return (response.json() as { order: { shiprocketDetails: { invoice: string | null } } }).order;
}

beforeAll(async () => {
  shopper = await aShopper(shop.deps.db);
});

describe("GST invoices", () => {
  it("are numbered in sequence as orders are confirmed, and linked from the order", async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    expect((await confirm(second)).shiprocketDetails.invoice).toBe(`/api/v1/order/invoice/${second}`);
    await confirm(first);
    const numbers = await Promise.all(
      [second, first].map(async (id) => {
        const pdf = await shop.app.inject({ method: "GET", url: `/api/v1/order/invoice/${id}`, headers: shopper.headers });
        expect(pdf.headers["content-type"]).toBe("application/pdf");
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
        return /filename="([^"]+)"/.exec(String(pdf.headers["content-disposition"]))![1];
      }),
    );
    expect(numbers).toEqual(["PL-26-27-000001.pdf", "PL-26-27-000002.pdf"]);
  });

  it("are only for the order's owner and admins, and only once the order is confirmed", async () => {
    const orderId = await placeOrder();
    expect((await shop.app.inject({ method: "GET", url: `/api/v1/order/invoice/${orderId}`, headers: shopper.headers })).statusCode).toBe(404);
    await confirm(orderId);
    const stranger = await aSignedInUser(shop.deps.db);
    expect((await shop.app.inject({ method: "GET", url: `/api/v1/order/invoice/${orderId}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: "GET", url: `/api/v1/order/invoice/${orderId}` })).statusCode).toBe(401);
    const forAdmin = await shop.app.inject({ method: "GET", url: `/api/v1/order/invoice/${orderId}`, headers: admin.headers });
    expect(forAdmin.statusCode).toBe(200);
    if (process.env.INVOICE_SAMPLE) await writeFile(process.env.INVOICE_SAMPLE, forAdmin.rawPayload);
  });
});

describe("issued documents", () => {
  // A new shopper for each: cash on delivery allows a few open orders per shopper.
  beforeEach(async () => {
    shopper = await aShopper(shop.deps.db);
  });

  const open = async (path: string) => {
    const response = await shop.app.inject({ method: "GET", url: `/api/v1/order/${path}`, headers: shopper.headers });
    expect(response.statusCode, response.body).toBe(200);
    return pdfText(response.rawPayload);
  };

  it("print a shopper's name written in Devanagari as written, with the rupee sign and the amount in words", async () => {
    const address = await anAddress(shop.deps.db, shopper.user.id, { name: "आशा राव", state: "Uttar Pradesh", city: "Varanasi", pinCode: "221001" });
    const orderId = await placeOrder(address.id);
    await confirm(orderId);
    const text = await open(`invoice/${orderId}`);
    expect(text).toContain("आशा राव");
    expect(text).toContain("Total ₹8,898.31 ₹800.84 ₹800.85 ₹10,500.00");
    expect(text).toContain("Rupees Ten Thousand Five Hundred Only");
    expect(text).toContain("Whether tax is payable on reverse charge: No");
    expect(text).toContain("Place of supply: Uttar Pradesh (09)");
  });

  it("never change once issued: new settings and prices leave the invoice's text as it was", async () => {
    const orderId = await placeOrder();
    await confirm(orderId);
    const before = await open(`invoice/${orderId}`);
    await shop.app.inject({ method: "PUT", url: "/api/v1/site/updateSettings", headers: admin.headers, payload: { ...(await settingsNow()), address: "99 New Street, Lucknow 226001" } });
    await shop.deps.db.update(buyingOptions).set({ discountedPricePaise: 1_000_000 });
    expect(await open(`invoice/${orderId}`)).toBe(before);
    await expect(shop.deps.db.execute(sql`UPDATE tax_documents SET number = 'X' WHERE order_id = ${orderId}`)).rejects.toThrow();
  });

  it("issue a credit note reversing the invoice when an invoiced order is cancelled", async () => {
    const orderId = await placeOrder();
    await confirm(orderId);
    expect((await shop.app.inject({ method: "GET", url: `/api/v1/order/creditNote/${orderId}`, headers: shopper.headers })).statusCode).toBe(404);
    const cancelled = await shop.post("/order/updateOrder", admin.headers, { orderId, status: "Cancelled" });
    expect(cancelled.statusCode).toBe(200);
    const invoice = await open(`invoice/${orderId}`);
    const note = await open(`creditNote/${orderId}`);
    const invoiceNumber = /Invoice no\.: (PL\/\d\d-\d\d\/\d{6})/.exec(invoice)![1]!;
    expect(note).toContain("CREDIT NOTE");
    expect(note).toContain(`Against invoice: ${invoiceNumber}`);
    expect(note).toMatch(/Credit note no\.: CN\/\d\d-\d\d\/\d{6}/);
    expect(note).toContain("Rupees Ten Thousand Five Hundred Only");
  });
});
