import { inArray } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../../../scripts/support/pdf-text.mjs";
import { sessions } from "../../db/schema/index.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { codOrderFor } from "../../test/checkout.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aShopper, aSignedInUser } from "../../test/user-builders.js";

/** Tax documents are dated by India's calendar: the clock here is set to instants where UTC is still on the day before. */
let clock = new Date("2026-11-26T22:17:00Z");
const shop = useTestShop({}, { now: () => clock });

/** An order placed and confirmed at `at`, by a new shopper, with users signed in at that moment. */
async function confirmedAt(at: string) {
  clock = new Date(at);
  const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
  const shopper = await aShopper(shop.deps.db);
  // sessions last a day from the real clock; these must last a day from the shop's
  await shop.deps.db
    .update(sessions)
    .set({ expiresAt: new Date(clock.getTime() + 86_400_000) })
    .where(inArray(sessions.userId, [admin.user.id, shopper.user.id]));
  const saree = await aSaree(shop.deps.db, { stock: 2, price: 10_500, name: "Kanjivaram Silk Saree" });
  const order = await codOrderFor(shop, shopper, [{ ...saree, quantity: 1 }]);
  const confirmed = await shop.post("/order/updateOrder", admin.headers, { orderId: order._id, status: "Confirmed" });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { orderId: order._id, publicOrderId: order.orderDetails.public_order_id, admin };
}

async function documentText(path: string, headers: Record<string, string>) {
  const response = await shop.app.inject({ method: "GET", url: `/api/v1/order/${path}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return pdfText(response.rawPayload);
}

async function gstr1Documents(month: string, headers: Record<string, string>) {
  const response = await shop.app.inject({ method: "GET", url: `/api/v1/reports/gstr1?month=${month}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return strFromU8(unzipSync(response.rawPayload)["docs.csv"]!).trim().split("\r\n").slice(1);
}

describe("tax documents are dated in India", () => {
  it("date an invoice issued at 03:47 on 27 November in India 27 November, though UTC still says the 26th", async () => {
    const { orderId, publicOrderId, admin } = await confirmedAt("2026-11-26T22:17:00Z");
    const invoice = await documentText(`invoice/${orderId}`, admin.headers);
    expect(invoice).toContain("Date: 2026-11-27");
    expect(invoice).toMatch(/Invoice no\.: PL\/26-27\/\d{6}/);
    expect(publicOrderId).toMatch(/^PL-261127-/);
  });

  it("date a credit note by the day in India it was issued", async () => {
    const { orderId, admin } = await confirmedAt("2026-11-27T10:00:00Z");
    clock = new Date("2026-11-27T19:15:00Z"); // 00:45 on 28 November in India
    const cancelled = await shop.post("/order/updateOrder", admin.headers, { orderId, status: "Cancelled" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const note = await documentText(`creditNote/${orderId}`, admin.headers);
    expect(note).toContain("Date: 2026-11-28");
  });

  it("report an invoice of 02:00 on 1 December in India in December's GSTR-1, not November's", async () => {
    const { orderId, admin } = await confirmedAt("2026-11-30T20:30:00Z");
    const invoice = await documentText(`invoice/${orderId}`, admin.headers);
    expect(invoice).toContain("Date: 2026-12-01");
    const number = /Invoice no\.: (\S+)/.exec(invoice)![1]!;
    expect((await gstr1Documents("2026-11", admin.headers)).join("\n")).not.toContain(number);
    expect(await gstr1Documents("2026-12", admin.headers)).toContain(
      `Invoices for outward supply,${number},${number},1,0`,
    );
  });

  it("number and date an invoice issued at 00:30 on 1 April in India in the new financial year, though UTC still says 31 March", async () => {
    const { orderId, admin } = await confirmedAt("2027-03-31T19:00:00Z");
    const invoice = await documentText(`invoice/${orderId}`, admin.headers);
    expect(invoice).toContain("Invoice no.: PL/27-28/000001");
    expect(invoice).toContain("Date: 2027-04-01");
    expect(await gstr1Documents("2027-04", admin.headers)).toEqual([
      "Invoices for outward supply,PL/27-28/000001,PL/27-28/000001,1,0",
    ]);
    expect(await gstr1Documents("2027-03", admin.headers)).toEqual([]);
  });

  it("print the packing slip's order time and its file's name by India's clock", async () => {
    const { orderId, admin } = await confirmedAt("2027-03-31T19:00:00Z");
    const response = await shop.post("/order/packingSlips", admin.headers, { orderIds: [orderId] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="packing-slips-2027-04-01.pdf"');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Placed 1 Apr 2027, 12:30 am IST");
    expect(text).toContain("Date: 2027-04-01");
  });
});
