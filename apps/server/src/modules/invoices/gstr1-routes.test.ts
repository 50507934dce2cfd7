import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.js";
import { aProduct, sizesOf } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";

const shop = useTestShop({}, { now: () => new Date("2026-11-21T10:00:00Z") });
const admin = useSignedInUser(shop, { userType: "Admin" });

async function confirmedOrder(state: string, hsnCode: string, pricePaise: number, quantity: number): Promise<string> {
  const shopper = await aSignedInUser(shop.deps.db);
  const address = await anAddress(shop.deps.db, shopper.user.id, { state, city: state === "Tamil Nadu" ? "Chennai" : "Varanasi" });
  const product = await aProduct(shop.deps.db, { options: [{ original: pricePaise / 100, stock: 10 }] });
  await shop.deps.db.update(products).set({ hsnCode }).where(eq(products.id, product.id));
  const line = { ...(await sizesOf(shop.deps.db, product.id)).NA!, quantity };
  const placed = await payCod(shop, { headers: shopper.headers, addressId: address.id }, [line]);
  const orderId = (placed.json() as { order: { _id: string } }).order._id;
  const confirmed = await shop.post("/order/updateOrder", admin.headers, { orderId, status: "Confirmed" });
  expect(confirmed.statusCode).toBe(200);
  return orderId;
}

describe("GSTR-1 for a month", () => {
  it("sums invoices less credit notes by place of supply and rate, by HSN, and lists the document series", async () => {
    await confirmedOrder("Uttar Pradesh", "5007", 1_050_000, 1);
    await confirmedOrder("Tamil Nadu", "6204", 315_000, 2);
    const cancelled = await confirmedOrder("Tamil Nadu", "6204", 315_000, 1);
    await shop.post("/order/updateOrder", admin.headers, { orderId: cancelled, status: "Cancelled" });

    const response = await shop.app.inject({ method: "GET", url: "/api/v1/reports/gstr1?month=2026-11", headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    const files = Object.fromEntries(Object.entries(unzipSync(response.rawPayload)).map(([name, data]) => [name, strFromU8(data).trim().split("\r\n")]));

    expect(files["b2cs.csv"]).toEqual([
      "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
      "OE,09-Uttar Pradesh,,5,10000.00,0.00,",
      // ₹3,150 a piece is ₹3,000 of taxable value at 5 %: above ₹2,500, so 18 %; the cancelled one nets out.
      "OE,33-Tamil Nadu,,18,5338.98,0.00,",
    ]);
    expect(files["hsn.csv"]).toEqual([
      "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
      "5007,,PCS-PIECES,1,10500.00,5,10000.00,0.00,250.00,250.00,0.00",
      "6204,,PCS-PIECES,2,6300.00,18,5338.98,961.02,0.00,0.00,0.00",
    ]);
    expect(files["docs.csv"]).toEqual([
      "Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled",
      "Invoices for outward supply,PL/26-27/000001,PL/26-27/000003,3,0",
      "Credit Note,CN/26-27/000001,CN/26-27/000001,1,0",
    ]);
  });

  it("is the admin's, for a month written as YYYY-MM", async () => {
    const shopper = await aSignedInUser(shop.deps.db);
    expect((await shop.app.inject({ method: "GET", url: "/api/v1/reports/gstr1?month=2026-11", headers: shopper.headers })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: "GET", url: "/api/v1/reports/gstr1?month=2026-13", headers: admin.headers })).statusCode).toBe(400);
  });
});
