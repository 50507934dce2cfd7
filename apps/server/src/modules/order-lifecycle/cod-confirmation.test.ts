import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderHistory, orders, outboxMessages, taxDocuments } from "../../db/schema/index.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { codOrderFor, payCod, quoteOf } from "../../test/checkout.js";
import type { FakeShiprocket } from "../../test/fake-shiprocket.js";
import { aShopWithShiprocket } from "../../test/shiprocket-shop.js";
import type { TestShop } from "../../test/test-app.js";
import { aShopper, aSignedInUser, type Shopper, type SignedInUser } from "../../test/user-builders.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../jobs/job-worker.js";
import { cancelUnconfirmedCodJob } from "./cod-confirmation.js";

let fake: FakeShiprocket;
let shop: TestShop;
let closeShop: () => Promise<void>;
let admin: SignedInUser;
// Jobs are stamped by the database's clock: the shop's clock is real time plus what a test moves it by.
let offsetMs = 0;
const HOUR = 3_600_000;

type PlacedOrder = {
  _id: string;
  totalPrice: number;
  codFee: number;
  orderDetails: { public_order_id: string; status: string };
  codConfirmation: { status: string; confirmBy: string } | null;
};

async function placeCod(shopper: Shopper, options: { stock?: number; price?: number } = {}) {
  const saree = await aSaree(shop.deps.db, { stock: options.stock ?? 3, price: options.price ?? 2400 });
  return { order: await codOrderFor<PlacedOrder>(shop, shopper, [{ ...saree, quantity: 1 }]), saree };
}

async function orderRow(orderId: string) {
  const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

/** The confirmation link the shopper's mail carries. */
async function linkMailedTo(email: string): Promise<string> {
  await runDueJobs(shop.deps, jobHandlers);
  const [mail] = await shop.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
  const url = mail?.text.match(/Confirm my order: (\S+)/)?.[1];
  expect(url, "a confirmation link was mailed").toBeDefined();
  return url!.replace("http://shop.test", "");
}

/** The order's history entries that moved it to this status. */
const stepsTo = (orderId: string, status: "confirmed" | "cancelled") =>
  shop.deps.db
    .select()
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.toStatus, status)));

const tokenOf = (path: string) => new URL(path, "http://shop.test").searchParams.get("token")!;
const openLink = (path: string) => shop.app.inject({ method: "GET", url: path });
const tapConfirm = (token: string) =>
  shop.app.inject({
    method: "POST",
    url: "/api/v1/order/confirmCod",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ token }).toString(),
  });

async function saveSettings(changes: Record<string, unknown>) {
  const current = await shop.app.inject({ method: "GET", url: "/api/v1/site/getSettings", headers: admin.headers });
  const saved = await shop.app.inject({
    method: "PUT",
    url: "/api/v1/site/updateSettings",
    headers: admin.headers,
    payload: { ...(current.json() as { settings: object }).settings, ...changes },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const bookedReferences = () => fake.created.map((booking) => (booking as { order_id?: string }).order_id);

beforeAll(async () => {
  ({ fake, shop, close: closeShop } = await aShopWithShiprocket(
    { SHIPROCKET_WEBHOOK_TOKEN: "hook-token-12345678" },
    { now: () => new Date(Date.now() + offsetMs) },
  ));
  admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
});
afterAll(() => closeShop());

describe("a cash-on-delivery order awaiting its shopper's confirmation", () => {
  it("stays Pending and unbooked until the shopper taps the mailed link, then is confirmed, invoiced and booked once", async () => {
    const shopper = await aShopper(shop.deps.db, { email: "meera@example.com", phone: "9811122233" });
    const { order } = await placeCod(shopper);
    expect(order.orderDetails.status).toBe("Pending");
    expect(order.codConfirmation).toMatchObject({ status: "awaiting" });
    expect(Date.parse(order.codConfirmation!.confirmBy) - Date.now() - offsetMs).toBeGreaterThan(23.9 * HOUR);

    const link = await linkMailedTo("meera@example.com");
    await runDueJobs(shop.deps, jobHandlers);
    expect(bookedReferences()).not.toContain(order.orderDetails.public_order_id);
    const [sms] = await shop.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, "9811122233"));
    // The SMS carries the shop's short link, as its registered DLT template says.
    expect(sms?.text).toMatch(
      new RegExp(`please confirm your cash on delivery order ${order.orderDetails.public_order_id}: http://shop\\.test/l/[\\w-]{20}$`),
    );

    // Opening the link (as a link preview would) only shows the button.
    const page = await openLink(link);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Yes, confirm my order");
    expect((await orderRow(order._id)).status).toBe("pending");

    const tapped = await tapConfirm(tokenOf(link));
    expect(tapped.statusCode).toBe(200);
    expect(tapped.body).toContain(`Order ${order.orderDetails.public_order_id} is confirmed`);
    const confirmed = await orderRow(order._id);
    expect(confirmed).toMatchObject({
      status: "confirmed",
      codConfirmedAt: expect.any(Date),
      invoiceNumber: expect.stringMatching(/^PL\//),
    });
    await runDueJobs(shop.deps, jobHandlers);
    expect(bookedReferences().filter((id) => id === order.orderDetails.public_order_id)).toHaveLength(1);

    // A second tap, or the link opened again, changes nothing.
    const again = await tapConfirm(tokenOf(link));
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain("is confirmed");
    expect((await openLink(link)).body).toContain("is confirmed");
    await runDueJobs(shop.deps, jobHandlers);
    expect(bookedReferences().filter((id) => id === order.orderDetails.public_order_id)).toHaveLength(1);
    const steps = await stepsTo(order._id, "confirmed");
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ actor: "shopper", detail: "Cash on delivery confirmed" });
  });

  it("refuses a tampered or unknown link without changing anything", async () => {
    const shopper = await aShopper(shop.deps.db, { email: "tamper@example.com" });
    const { order } = await placeCod(shopper);
    const token = tokenOf(await linkMailedTo("tamper@example.com"));
    const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const tapped = await tapConfirm(altered);
    expect(tapped.statusCode).toBe(404);
    expect(tapped.body).toContain("This link does not work");
    expect((await openLink(`/api/v1/order/confirmCod?token=${altered}`)).statusCode).toBe(404);
    expect((await openLink("/api/v1/order/confirmCod")).statusCode).toBe(400);
    expect((await orderRow(order._id)).status).toBe("pending");
  });

  it("says so when the order was cancelled, and confirms nothing", async () => {
    const shopper = await aShopper(shop.deps.db, { email: "cancelled@example.com" });
    const { order, saree } = await placeCod(shopper, { stock: 2 });
    const link = await linkMailedTo("cancelled@example.com");
    expect((await shop.post("/order/cancelMyOrder", shopper.headers, { orderId: order._id })).statusCode).toBe(200);
    const tapped = await tapConfirm(tokenOf(link));
    expect(tapped.statusCode).toBe(409);
    expect(tapped.body).toContain(`Order ${order.orderDetails.public_order_id} was cancelled`);
    expect((await openLink(link)).body).toContain("was cancelled");
    expect((await orderRow(order._id)).status).toBe("cancelled");
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(2);
  });

  it("may be confirmed by its signed-in shopper, or by an admin after a call, and by no other shopper", async () => {
    const shopper = await aShopper(shop.deps.db);
    const stranger = await aShopper(shop.deps.db);
    const { order: mine } = await placeCod(shopper);
    const { order: called } = await placeCod(shopper);

    const refused = await shop.post("/order/confirmCashOnDelivery", stranger.headers, { orderId: mine._id });
    expect(refused.statusCode).toBe(404);
    expect((await orderRow(mine._id)).status).toBe("pending");

    const own = await shop.post("/order/confirmCashOnDelivery", shopper.headers, { orderId: mine._id });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      message: "Order confirmed",
      order: { orderDetails: { status: "Confirmed" }, codConfirmation: { status: "confirmed" } },
    });
    const twice = await shop.post("/order/confirmCashOnDelivery", shopper.headers, { orderId: mine._id });
    expect(twice.json()).toMatchObject({ message: "Order already confirmed" });

    const byAdmin = await shop.post("/order/confirmCashOnDelivery", admin.headers, { orderId: called._id });
    expect(byAdmin.statusCode).toBe(200);
    const [step] = await stepsTo(called._id, "confirmed");
    expect(step).toMatchObject({ actor: "admin", actorName: admin.user.fullname });
  });

  it("is listed on the order desk with its age and the time left, for admins only", async () => {
    const shopper = await aShopper(shop.deps.db);
    const { order } = await placeCod(shopper);
    offsetMs += 3 * HOUR;
    try {
      const desk = await shop.post("/order/getAwaitingCodOrders", admin.headers, {});
      expect(desk.statusCode).toBe(200);
      const listed = (
        desk.json() as { orders: { order: { _id: string }; ageMinutes: number; minutesLeft: number }[] }
      ).orders.find((entry) => entry.order._id === order._id);
      expect(listed?.ageMinutes).toBeGreaterThanOrEqual(180);
      expect(listed?.minutesLeft).toBeLessThanOrEqual(21 * 60);
      expect(listed?.minutesLeft).toBeGreaterThan(20 * 60);
      expect((await shop.post("/order/getAwaitingCodOrders", shopper.headers, {})).statusCode).toBe(403);
      expect((await shop.post("/order/getAwaitingCodOrders", {}, {})).statusCode).toBe(401);
    } finally {
      offsetMs -= 3 * HOUR;
    }
  });
});

describe("an unconfirmed cash-on-delivery order", () => {
  it("is cancelled when its time is up, its stock coming back exactly once however many workers race", async () => {
    const shopper = await aShopper(shop.deps.db);
    const { order, saree } = await placeCod(shopper, { stock: 4 });
    const { order: confirmedInTime } = await placeCod(shopper, { stock: 4 });
    await shop.post("/order/confirmCashOnDelivery", shopper.headers, { orderId: confirmedInTime._id });
    await runDueJobs(shop.deps, jobHandlers);
    expect((await orderRow(order._id)).status).toBe("pending");
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(3);

    offsetMs += 24 * HOUR + 60_000;
    try {
      await Promise.all([
        runDueJobs(shop.deps, jobHandlers, "worker-a"),
        runDueJobs(shop.deps, jobHandlers, "worker-b"),
        // A worker that claimed the job before another's lock ran out runs it again.
        cancelUnconfirmedCodJob(shop.deps, { orderId: order._id }),
      ]);
      expect((await orderRow(order._id)).status).toBe("cancelled");
      expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(4);
      const cancellations = await stepsTo(order._id, "cancelled");
      expect(cancellations).toHaveLength(1);
      expect(cancellations[0]).toMatchObject({ actor: "system", detail: "Cash on delivery not confirmed in time" });
      expect((await orderRow(confirmedInTime._id)).status).toBe("confirmed");
    } finally {
      offsetMs -= 24 * HOUR + 60_000;
    }
  });

  it("waits as long as the shop sets, and not at all when the shop turns confirmation off", async () => {
    await saveSettings({ codConfirmHours: 2 });
    const shopper = await aShopper(shop.deps.db, { email: "twohours@example.com" });
    const { order } = await placeCod(shopper);
    expect(Date.parse(order.codConfirmation!.confirmBy) - Date.now() - offsetMs).toBeLessThanOrEqual(2 * HOUR);

    await saveSettings({ codConfirmation: false, codConfirmHours: 24 });
    try {
      const other = await aShopper(shop.deps.db, { email: "noconfirm@example.com" });
      const { order: plain } = await placeCod(other);
      expect(plain.codConfirmation).toBeNull();
      await runDueJobs(shop.deps, jobHandlers);
      const mails = await shop.deps.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, "noconfirm@example.com"));
      expect(mails.map((mail) => mail.subject)).toEqual([`Order ${plain.orderDetails.public_order_id} placed`]);
      const confirmed = await shop.post("/order/updateOrder", admin.headers, {
        orderId: plain._id,
        status: "Confirmed",
      });
      expect(confirmed.json()).toMatchObject({ order: { orderDetails: { status: "Confirmed" } } });
    } finally {
      await saveSettings({ codConfirmation: true });
    }
  });
});

describe("the cash-on-delivery fee", () => {
  it("is added to a cash-on-delivery quote and order, kept on the order, and invoiced as its own taxed line", async () => {
    await saveSettings({ codFeeRupees: 49 });
    try {
      const shopper = await aShopper(shop.deps.db);
      const saree = await aSaree(shop.deps.db, { stock: 3, price: 2400 });
      const cart = [{ ...saree, quantity: 1 }];
      expect(await quoteOf(shop, shopper, cart, { paymentType: "cod" })).toMatchObject({
        subtotal: 2400,
        codFee: 49,
        total: 2449,
      });
      expect(await quoteOf(shop, shopper, cart, { paymentType: "online" })).toMatchObject({ codFee: 0, total: 2400 });

      const placed = await payCod(shop, shopper, cart);
      const { order } = placed.json() as { order: PlacedOrder };
      expect(order).toMatchObject({ totalPrice: 2449, codFee: 49 });
      expect(await orderRow(order._id)).toMatchObject({ totalPaise: 244_900, codFeePaise: 4_900 });

      await shop.post("/order/confirmCashOnDelivery", shopper.headers, { orderId: order._id });
      const [invoice] = await shop.deps.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order._id));
      const fee = invoice!.document.lines.find((line) => line.description === "Cash on delivery fee");
      // Chennai from the seller's state: SGST + CGST at 18 % backed out of ₹49.
      expect(fee).toMatchObject({
        hsnCode: "9985",
        unit: "NA",
        ratePercent: 18,
        grossPaise: 4_900,
        taxablePaise: 4_153,
      });
      expect(fee!.cgstPaise + fee!.sgstPaise + fee!.igstPaise).toBe(747);
      expect(invoice!.document.totals.grossPaise).toBe(244_900);
    } finally {
      await saveSettings({ codFeeRupees: 0 });
    }
  });
});
