import { and, eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { buyingOptions, outboxMessages } from "../../db/schema/index.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { payCod, quoteOf } from "../../test/checkout.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aTestClock } from "../../test/test-app.js";
import { aShopper, aSignedInUser, type Shopper } from "../../test/user-builders.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../jobs/job-worker.js";
import { sweepRecovery } from "./recovery-sweep.js";

// 10:00 in India: well clear of the quiet hours.
const MORNING_IST = new Date("2026-11-20T04:30:00Z");
const clock = aTestClock(MORNING_IST);
const shop = useTestShop({}, { now: clock.now });

beforeEach(() => clock.set(MORNING_IST));


function post(url: string, headers: Record<string, string>, payload: object = {}) {
  return shop.app.inject({ method: "POST", url: `/api/v1${url}`, headers, payload });
}

/** A shopper with a saree in their cart who opens the checkout page and leaves. */
async function aShopperWhoLeaves(input: { phone?: string } = {}) {
  const shopper = await aShopper(shop.deps.db, { phone: input.phone ?? null });
  const saree = await aSaree(shop.deps.db, { stock: 3, price: 2400, name: "Kanchipuram Silk Saree" });
  expect(
    (await post("/order/updateMyCart", shopper.headers, { cart: JSON.stringify([{ ...saree, quantity: 1 }]) }))
      .statusCode,
  ).toBe(200);
  expect((await post("/order/checkoutStarted", shopper.headers)).statusCode).toBe(200);
  return { shopper, saree };
}

/** What the shop's sweep and job worker send now, as the instance's loops would. */
async function sendDue() {
  await sweepRecovery(shop.deps);
  await runDueJobs(shop.deps, jobHandlers);
}

async function remindersTo(shopper: Shopper) {
  const rows = await shop.deps.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, shopper.user.email!), eq(outboxMessages.channel, "email")));
  return rows.filter((row) => /cart|thinking/i.test(row.subject));
}

const linkIn = (text: string, path: string) => {
  const found = text.match(new RegExp(`http://shop\\.test(/api/v1/recovery/${path}\\?token=[\\w-]+)`));
  if (!found) throw new Error(`no ${path} link in ${text}`);
  return found[1]!;
};

describe("checkout reminders", () => {
  it("reach a shopper who left the checkout page once the set time has passed, not before, and only once", async () => {
    const { shopper } = await aShopperWhoLeaves({ phone: "9876501234" });
    clock.later(59);
    await sendDue();
    expect(await remindersTo(shopper)).toEqual([]);
    clock.later(2);
    await sendDue();
    await sendDue();
    const mails = await remindersTo(shopper);
    expect(mails.map((mail) => mail.subject)).toEqual(["Your saree is still in your cart"]);
    expect(mails[0]!.text).toContain("You left Kanchipuram Silk Saree in your cart.");
    const texts = await shop.deps.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, "9876501234"), eq(outboxMessages.channel, "sms")));
    expect(texts.map((text) => text.text)).toEqual([
      expect.stringMatching(/^Pallu Handlooms: Your saree is still in your cart\. http:\/\/shop\.test\/l\/[\w-]{20}$/),
    ]);
    const shortLink = new URL(texts[0]!.text.split(" ").at(-1)!);
    const opened = await shop.app.inject({ method: "GET", url: shortLink.pathname });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^http:\/\/shop\.test\/api\/v1\/recovery\/restoreCart\?token=/);
  });

  it("are claimed once each when several instances sweep at the same time", async () => {
    const leavers = await Promise.all(Array.from({ length: 8 }, () => aShopperWhoLeaves()));
    clock.later(61);
    await Promise.all([sweepRecovery(shop.deps), sweepRecovery(shop.deps), sweepRecovery(shop.deps)]);
    await Promise.all(["a", "b", "c"].map((worker) => runDueJobs(shop.deps, jobHandlers, worker)));
    for (const { shopper } of leavers) expect(await remindersTo(shopper)).toHaveLength(1);
  });

  it("remember the cart the checkout page sent, when its save has not arrived yet", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 2, name: "Paithani Silk Saree" });
    const noted = await post("/order/checkoutStarted", shopper.headers, {
      cart: JSON.stringify([{ ...saree, quantity: 1 }]),
    });
    expect(noted.statusCode).toBe(200);
    clock.later(61);
    await sendDue();
    expect((await remindersTo(shopper))[0]!.text).toContain("You left Paithani Silk Saree in your cart.");
    expect((await post("/order/checkoutStarted", shopper.headers, { cart: "not json" })).statusCode).toBe(400);
  });

  it("stop once the shopper orders", async () => {
    const { shopper, saree } = await aShopperWhoLeaves();
    clock.later(30);
    expect((await payCod(shop, shopper, [{ ...saree, quantity: 1 }])).statusCode).toBe(200);
    clock.later(24 * 60 + 5);
    await sendDue();
    expect(await remindersTo(shopper)).toEqual([]);
  });

  it("keep quiet between 21:00 and 09:00 in India, and go at 09:00", async () => {
    clock.set(new Date("2026-11-20T15:00:00Z")); // 20:30 IST
    const { shopper } = await aShopperWhoLeaves();
    clock.later(61); // 21:31 IST
    await sendDue();
    clock.set(new Date("2026-11-21T03:29:00Z")); // 08:59 IST
    await sendDue();
    expect(await remindersTo(shopper)).toEqual([]);
    clock.set(new Date("2026-11-21T03:30:00Z")); // 09:00 IST
    await sendDue();
    expect((await remindersTo(shopper)).map((mail) => mail.subject)).toEqual(["Your saree is still in your cart"]);
  });

  it("send a second reminder a day after the visit, and no third", async () => {
    const { shopper } = await aShopperWhoLeaves();
    clock.later(61);
    await sendDue();
    clock.later(24 * 60 - 62);
    await sendDue();
    expect(await remindersTo(shopper)).toHaveLength(1);
    clock.later(2);
    await sendDue();
    clock.later(24 * 60);
    await sendDue();
    expect((await remindersTo(shopper)).map((mail) => mail.subject).sort()).toEqual([
      "Still thinking it over?",
      "Your saree is still in your cart",
    ]);
  });

  it("carry in the second a code of the set percentage that the shopper can use once", async () => {
    const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    const settings = (
      await shop.app.inject({ method: "GET", url: "/api/v1/site/getSettings", headers: admin.headers })
    ).json();
    const saved = await shop.app.inject({
      method: "PUT",
      url: "/api/v1/site/updateSettings",
      headers: admin.headers,
      payload: { ...settings.settings, recoveryCodeInSecondReminder: true, recoveryCodePercent: 15 },
    });
    expect(saved.statusCode).toBe(200);
    try {
      const { shopper, saree } = await aShopperWhoLeaves();
      clock.later(61);
      await sendDue();
      clock.later(24 * 60);
      await sendDue();
      const second = (await remindersTo(shopper)).find((mail) => mail.subject === "Still thinking it over?");
      const code = second?.text.match(/code (BACK-[A-Z0-9]{8})/)?.[1];
      expect(code).toBeDefined();

      const cart = [{ ...saree, quantity: 1 }];
      expect(await quoteOf(shop, shopper, cart, { couponCode: code!.toLowerCase() })).toMatchObject({
        subtotal: 2400,
        discount: 360,
        total: 2040,
        couponCode: code,
      });
      expect((await payCod(shop, shopper, cart, { couponCode: code! })).statusCode).toBe(200);
      const again = await quoteOf(shop, shopper, cart, { couponCode: code! });
      expect(again.total).toBe(2400);
      expect(again.couponError).toMatch(/usage limit|already used/);
    } finally {
      await shop.app.inject({
        method: "PUT",
        url: "/api/v1/site/updateSettings",
        headers: admin.headers,
        payload: settings.settings,
      });
    }
  });

  it("stop for good when the shopper follows the opt-out link", async () => {
    const { shopper } = await aShopperWhoLeaves();
    clock.later(61);
    await sendDue();
    const [first] = await remindersTo(shopper);
    const stopped = await shop.app.inject({ method: "GET", url: linkIn(first!.text, "stopReminders") });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ message: "You will get no more reminders about carts you leave" });
    expect((await post("/order/checkoutStarted", shopper.headers)).statusCode).toBe(200);
    clock.later(24 * 60 + 61);
    await sendDue();
    expect(await remindersTo(shopper)).toHaveLength(1);
  });
});

describe("a reminder's restore link", () => {
  it("puts the left cart back, priced by the shop, skips a size sold out since, and opens the checkout page", async () => {
    const { shopper, saree } = await aShopperWhoLeaves();
    const gone = await aSaree(shop.deps.db, { stock: 1, price: 900 });
    await post("/order/updateMyCart", shopper.headers, {
      cart: JSON.stringify([
        { ...saree, quantity: 2 },
        { ...gone, quantity: 1 },
      ]),
    });
    await post("/order/checkoutStarted", shopper.headers);
    clock.later(61);
    await sendDue();
    await post("/order/updateMyCart", shopper.headers, { cart: "[]" });
    await shop.deps.db.update(buyingOptions).set({ stock: 0 }).where(eq(buyingOptions.id, gone.sizeId));
    await shop.deps.db
      .update(buyingOptions)
      .set({ discountedPricePaise: 2_100_00 })
      .where(eq(buyingOptions.id, saree.sizeId));

    const [mail] = await remindersTo(shopper);
    const restored = await shop.app.inject({ method: "GET", url: linkIn(mail!.text, "restoreCart") });
    expect(restored.statusCode).toBe(303);
    expect(restored.headers.location).toBe("/booking");
    const cart = (await post("/order/getMyCart", shopper.headers)).json() as {
      cart: { sizeId: string; quantity: number; price: number }[];
      unavailable: unknown[];
    };
    expect(cart.cart).toEqual([expect.objectContaining({ sizeId: saree.sizeId, quantity: 2, price: 2100 })]);
    expect(cart.unavailable).toEqual([]);
  });

  it("is refused when altered, and changes nothing", async () => {
    const { shopper } = await aShopperWhoLeaves();
    clock.later(61);
    await sendDue();
    await post("/order/updateMyCart", shopper.headers, { cart: "[]" });
    const [mail] = await remindersTo(shopper);
    const link = linkIn(mail!.text, "restoreCart");
    const tampered = await shop.app.inject({
      method: "GET",
      url: `${link.slice(0, -2)}${link.endsWith("A") ? "B" : "A"}x`,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ success: false, message: "This link has expired or is not valid" });
    expect(((await post("/order/getMyCart", shopper.headers)).json() as { cart: unknown[] }).cart).toEqual([]);
    clock.later(8 * 24 * 60);
    expect((await shop.app.inject({ method: "GET", url: link })).statusCode).toBe(400);
  });
});

describe("the abandoned-checkout report", () => {
  it("counts the checkouts left, the reminders sent and the orders won back with their revenue", async () => {
    clock.set(new Date("2026-11-10T04:30:00Z"));
    const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    const won = await aShopperWhoLeaves();
    const lost = await aShopperWhoLeaves();
    const ordered = await aShopperWhoLeaves();
    await payCod(shop, ordered.shopper, [{ ...ordered.saree, quantity: 1 }]);
    clock.later(61);
    await sendDue();
    clock.later(30);
    expect((await payCod(shop, won.shopper, [{ ...won.saree, quantity: 1 }])).statusCode).toBe(200);
    clock.later(24 * 60);
    await sendDue();
    expect(lost.shopper.user.id).toBeTruthy();

    const report = await shop.app.inject({
      method: "GET",
      url: "/api/v1/reports/abandonedCheckouts?from=2026-11-10&to=2026-11-11",
      headers: admin.headers,
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      report: { abandoned: 2, firstReminders: 2, secondReminders: 1, recoveredOrders: 1, recoveredRevenue: 2400 },
    });
    const before = await shop.app.inject({
      method: "GET",
      url: "/api/v1/reports/abandonedCheckouts?from=2026-11-01&to=2026-11-09",
      headers: admin.headers,
    });
    expect(before.json()).toMatchObject({
      report: { abandoned: 0, firstReminders: 0, recoveredOrders: 0, recoveredRevenue: 0 },
    });
  });

  it("answers bad dates with 400 and a shopper with 403", async () => {
    const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    const shopper = await aSignedInUser(shop.deps.db);
    const ask = (query: string, headers = admin.headers) =>
      shop.app.inject({ method: "GET", url: `/api/v1/reports/abandonedCheckouts?${query}`, headers });
    expect((await ask("from=2026-02-31&to=2026-03-01")).statusCode).toBe(400);
    expect((await ask("from=yesterday&to=2026-03-01")).statusCode).toBe(400);
    expect((await ask("from=2026-03-02&to=2026-03-01")).statusCode).toBe(400);
    expect((await ask("to=2026-03-01")).statusCode).toBe(400);
    expect((await ask("from=2026-03-01&to=2026-03-01", shopper.headers)).statusCode).toBe(403);
  });
});

describe("notify me", () => {
  it("mails and texts a waiting shopper once when a cancelled order puts the sold-out size back", async () => {
    const saree = await aSaree(shop.deps.db, { stock: 1, price: 1500, name: "Chanderi Cotton Saree", size: "M" });
    const shopper = await aShopper(shop.deps.db);
    const placed = (await payCod(shop, shopper, [{ ...saree, quantity: 1 }])).json() as { order: { _id: string } };
    const waiting = await aShopper(shop.deps.db, { phone: "9876505678" });
    const ask = () => post("/products/notifyMe", waiting.headers, { productId: saree.productId, sizeId: saree.sizeId });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    await sendDue();
    expect(await shop.deps.db.$count(outboxMessages, eq(outboxMessages.to, waiting.user.email!))).toBe(0);

    expect((await post("/order/cancelMyOrder", shopper.headers, { orderId: placed.order._id })).statusCode).toBe(200);
    await sendDue();
    await sendDue();
    const mails = await shop.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, waiting.user.email!));
    expect(mails.map((mail) => mail.subject)).toEqual(["Chanderi Cotton Saree is back in stock"]);
    expect(mails[0]!.text).toContain("http://shop.test/product/chanderi-cotton-saree");
    expect(
      await shop.deps.db.$count(
        outboxMessages,
        like(outboxMessages.text, "Pallu Handlooms: Chanderi Cotton Saree is back in stock (size M).%"),
      ),
    ).toBe(1);
  });

  it("tells a waiting shopper once when the seller puts stock back on the size", async () => {
    const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    const saree = await aSaree(shop.deps.db, { stock: 0, name: "Bandhani Georgette Saree" });
    const waiting = await aShopper(shop.deps.db);
    expect((await post("/products/notifyMe", waiting.headers, saree)).statusCode).toBe(200);
    const restocked = await shop.app.inject({
      method: "PUT",
      url: "/api/v1/products/varient",
      headers: admin.headers,
      payload: { productId: saree.productId, varientId: saree.sizeId, stock: 3 },
    });
    expect(restocked.statusCode).toBe(200);
    await sendDue();
    await sendDue();
    const mails = await shop.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, waiting.user.email!));
    expect(mails.map((mail) => mail.subject)).toEqual(["Bandhani Georgette Saree is back in stock"]);
  });

  it("refuses a size in stock, an unknown size and a guest", async () => {
    const saree = await aSaree(shop.deps.db, { stock: 2 });
    const shopper = await aSignedInUser(shop.deps.db);
    const ask = (body: object, headers: Record<string, string> = shopper.headers) =>
      post("/products/notifyMe", headers, body);
    expect((await ask(saree)).statusCode).toBe(409);
    expect((await ask({ productId: saree.productId, sizeId: "00000000-0000-4000-8000-000000000000" })).statusCode).toBe(
      404,
    );
    expect((await ask({ productId: saree.productId })).statusCode).toBe(400);
    expect((await ask(saree, {})).statusCode).toBe(401);
  });
});
