import { writeFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyingOptions } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalog-builders.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";

let shop: TestShop;
let admin: { headers: Record<string, string> };
let buyer: Awaited<ReturnType<typeof aSignedInUser>> & { addressId: string };

async function placeOrder(): Promise<string> {
  const product = await aProduct(shop.deps.db, { name: "Kanjivaram Silk Saree", options: [{ original: 10500, stock: 5 }] });
  const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, product.id));
  const response = await shop.app.inject({
    method: "POST",
    url: "/api/v1/order/cashOnDelivery",
    headers: buyer.headers,
    payload: { addressId: buyer.addressId, cart: JSON.stringify([{ productId: product.id, sizeId: option!.id, quantity: 1 }]) },
  });
  return (response.json() as { order: { _id: string } }).order._id;
}

async function confirm(orderId: string) {
  const response = await shop.app.inject({ method: "POST", url: "/api/v1/order/updateOrder", headers: admin.headers, payload: { orderId, status: "Confirmed" } });
  return (response.json() as { order: { shiprocketDetails: { invoice: string | null } } }).order;
}

beforeAll(async () => {
  shop = await startTestShop({}, { now: () => new Date("2026-11-21T10:00:00Z") });
  admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
  const signedIn = await aSignedInUser(shop.deps.db);
  buyer = { ...signedIn, addressId: (await anAddress(shop.deps.db, signedIn.user.id)).id };
});
afterAll(async () => {
  await shop.close();
});

describe("GST invoices", () => {
  it("are numbered in sequence as orders are confirmed, and linked from the order", async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    expect((await confirm(second)).shiprocketDetails.invoice).toBe(`/api/v1/order/invoice/${second}`);
    await confirm(first);
    const numbers = await Promise.all(
      [second, first].map(async (id) => {
        const pdf = await shop.app.inject({ method: "GET", url: `/api/v1/order/invoice/${id}`, headers: buyer.headers });
        expect(pdf.headers["content-type"]).toBe("application/pdf");
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
        return /filename="([^"]+)"/.exec(String(pdf.headers["content-disposition"]))![1];
      }),
    );
    expect(numbers).toEqual(["PL-2026-27-000001.pdf", "PL-2026-27-000002.pdf"]);
  });

  it("are only for the order's owner and admins, and only once the order is confirmed", async () => {
    const orderId = await placeOrder();
    expect((await shop.app.inject({ method: "GET", url: `/api/v1/order/invoice/${orderId}`, headers: buyer.headers })).statusCode).toBe(404);
    await confirm(orderId);
    const stranger = await aSignedInUser(shop.deps.db);
    expect((await shop.app.inject({ method: "GET", url: `/api/v1/order/invoice/${orderId}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: "GET", url: `/api/v1/order/invoice/${orderId}` })).statusCode).toBe(401);
    const forAdmin = await shop.app.inject({ method: "GET", url: `/api/v1/order/invoice/${orderId}`, headers: admin.headers });
    expect(forAdmin.statusCode).toBe(200);
    if (process.env.INVOICE_SAMPLE) await writeFile(process.env.INVOICE_SAMPLE, forAdmin.rawPayload);
  });
});
