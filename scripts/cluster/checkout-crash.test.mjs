import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import pg from "pg";
import { makeShoppers, makeProduct } from "./cluster-harness.mjs";
import { startFakeRazorpay } from "./fake-razorpay.mjs";
import { call, cartOf, eventually, scratchDatabase, startShop } from "./shop-process.mjs";

const STOCK = 10;
// The last test waits for one-minute reservations to lapse.
const TEST_TIMEOUT_MS = 180_000;
let fake;
let database;
let shop;
let db;
let work;
/** Every product the test sells, so the last test can check each one's stock. */
const products = [];
/** Every shopper who paid online, each of whom must end with exactly one paid order. */
const shoppersWhoPaid = [];

before(async () => {
  work = await mkdtemp(join(tmpdir(), "pallu-crash-"));
  fake = await startFakeRazorpay();
  database = await scratchDatabase("pallu_crash");
  shop = await startShop({
    databaseUrl: database.url,
    dataDir: join(work, "data"),
    env: {
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAY_BASE_URL: fake.baseUrl,
      // The shortest reservation, checked every two seconds, so lapsed checkouts settle within the test.
      PAYMENT_RESERVATION_MINUTES: "1",
      PAYMENT_RECONCILE_SECONDS: "2",
    },
  });
  db = new pg.Pool({ connectionString: database.url, max: 2 });
});

after(async () => {
  await shop?.stop();
  await db?.end();
  await database?.drop();
  await fake?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

async function aSaree(stock = STOCK) {
  const product = { ...(await makeProduct(db, { price: 2000, stock })), stock };
  products.push(product);
  return product;
}

const startPayment = (shopper, product) =>
  call(shop.url, "/order/capturePayment", {
    token: shopper.token,
    body: { addressId: shopper.addressId, cart: cartOf(product) },
  });
const verify = (shopper, result) => call(shop.url, "/order/verifyPayment", { token: shopper.token, body: result });

/** Kills the shop with SIGKILL as soon as every awaited provider call has arrived, then starts it again. */
async function crashWhen(...arrivals) {
  await Promise.all(arrivals);
  await shop.kill();
  fake.unstall();
  await shop.start();
}

async function stockOf(product) {
  const { rows } = await db.query(`SELECT stock FROM buying_options WHERE id = $1`, [product.sizeId]);
  return rows[0].stock;
}

async function ordersOf(shopper) {
  const { rows } = await db.query(
    `SELECT id, provider_payment_id, payment_type, status FROM orders WHERE user_id = $1`,
    [shopper.userId],
  );
  return rows;
}

test(
  "killed while the gateway order is being created: the shopper pays on a second try, which replaces the lost reservation",
  { timeout: TEST_TIMEOUT_MS },
  async () => {
    const product = await aSaree();
    const [shopper] = await makeShoppers(db, 1);
    shoppersWhoPaid.push(shopper);
    fake.stall(/^POST \/v1\/orders$/);
    const cut = startPayment(shopper, product);
    await crashWhen(fake.arrival(/^POST \/v1\/orders$/));
    assert.equal((await cut).status, 0, "the request died with the shop");
    assert.equal(await stockOf(product), STOCK - 1, "the unfinished checkout still holds its unit");

    const retry = await startPayment(shopper, product);
    assert.equal(retry.status, 200, retry.text);
    const paid = await verify(shopper, fake.pay(retry.json.payment.id));
    assert.equal(paid.status, 200, paid.text);
    assert.equal((await ordersOf(shopper)).length, 1);
    // One open payment per customer: the retry released the unfinished checkout's hold.
    assert.equal(await stockOf(product), STOCK - 1, "one unit sold, none left held");
  },
);

test(
  "killed after the shopper paid, before verify arrived: the webhook retry or reconciliation makes exactly one order",
  { timeout: TEST_TIMEOUT_MS },
  async () => {
    const product = await aSaree();
    const [byWebhook, byReconciliation] = await makeShoppers(db, 2);
    shoppersWhoPaid.push(byWebhook, byReconciliation);
    const results = [];
    for (const shopper of [byWebhook, byReconciliation]) {
      const started = await startPayment(shopper, product);
      assert.equal(started.status, 200, started.text);
      results.push(fake.pay(started.json.payment.id));
    }
    await crashWhen();
    // Razorpay sent its webhook while the shop was down (it failed) and retries it now.
    const redelivered = await fake.deliverCapturedWebhook(shop.url, results[0].razorpay_payment_id);
    assert.equal(redelivered, 200);
    const late = await verify(byWebhook, results[0]);
    assert.equal(late.status, 200, "the shopper's late verify finds the order the webhook made");
    const [order] = await ordersOf(byWebhook);
    assert.equal(late.json.order._id, order.id);
    assert.equal((await ordersOf(byWebhook)).length, 1);
    assert.equal((await ordersOf(byReconciliation)).length, 0, "the other payment waits for reconciliation");
  },
);

test(
  "killed during verify: a payment fetched or captured at the gateway but never answered is settled after the restart",
  { timeout: TEST_TIMEOUT_MS },
  async () => {
    const product = await aSaree();
    const [fetching, capturing, retrying] = await makeShoppers(db, 3);
    shoppersWhoPaid.push(fetching, capturing, retrying);
    const results = [];
    for (const shopper of [fetching, capturing, retrying]) {
      const started = await startPayment(shopper, product);
      assert.equal(started.status, 200, started.text);
      // Authorised only: the shop captures it during verify.
      results.push(fake.pay(started.json.payment.id, { capture: false }));
    }
    const [fetched, captured, retried] = results;
    const paymentPath = (result) => `/v1/payments/${result.razorpay_payment_id}`;
    fake.stall(new RegExp(`^GET ${paymentPath(fetched)}$`));
    fake.stall(new RegExp(`^POST ${paymentPath(captured)}/capture$`));
    fake.stall(new RegExp(`^POST ${paymentPath(retried)}/capture$`));
    const cut = [verify(fetching, fetched), verify(capturing, captured), verify(retrying, retried)];
    await crashWhen(
      fake.arrival(new RegExp(`^GET ${paymentPath(fetched)}$`)),
      fake.arrival(new RegExp(`^POST ${paymentPath(captured)}/capture$`)),
      fake.arrival(new RegExp(`^POST ${paymentPath(retried)}/capture$`)),
    );
    assert.deepEqual(
      (await Promise.all(cut)).map((r) => r.status),
      [0, 0, 0],
    );
    assert.equal(fake.payments.get(fetched.razorpay_payment_id).status, "authorized");
    assert.equal(
      fake.payments.get(captured.razorpay_payment_id).status,
      "captured",
      "the money was taken before the shop died",
    );

    const again = await verify(retrying, retried);
    assert.equal(again.status, 200, again.text);
    assert.equal((await ordersOf(retrying)).length, 1);
    assert.equal(await stockOf(product), STOCK - 3, "the other two are still reserved");
  },
);

test(
  "killed in the middle of cash-on-delivery checkouts: each shopper's retry finds exactly one order",
  { timeout: TEST_TIMEOUT_MS },
  async () => {
    const product = await aSaree(100);
    const shoppers = await makeShoppers(db, 40);
    const payCod = (shopper) =>
      call(shop.url, "/order/cashOnDelivery", {
        token: shopper.token,
        body: { addressId: shopper.addressId, cart: cartOf(product) },
      });
    let firstAnswer;
    const answered = new Promise((resolve) => (firstAnswer = resolve));
    const attempts = shoppers.map((shopper) =>
      payCod(shopper).then((response) => {
        if (response.status === 200) firstAnswer();
        return response;
      }),
    );
    await crashWhen(answered);
    const first = await Promise.all(attempts);
    const statuses = first.map((r) => r.status);
    const { rows: placed } = await db.query(
      `SELECT count(DISTINCT order_id)::int AS n FROM order_lines WHERE buying_option_id = $1`,
      [product.sizeId],
    );
    console.log(
      `cash on delivery at the kill: ${statuses.filter((s) => s === 200).length} answered, ${statuses.filter((s) => s === 0).length} cut off, ${placed[0].n} orders committed`,
    );
    assert.ok(
      statuses.every((s) => s === 200 || s === 0),
      `only answers or cut connections: ${statuses}`,
    );
    assert.ok(statuses.includes(0), "the kill cut some checkouts off");

    const second = await Promise.all(shoppers.map(payCod));
    assert.ok(
      second.every((r) => r.status === 200),
      "every retry succeeds",
    );
    first.forEach((r, i) => {
      if (r.status === 200)
        assert.equal(second[i].json.order._id, r.json.order._id, "a retry answers the order already placed");
    });
    for (const shopper of shoppers) assert.equal((await ordersOf(shopper)).length, 1, "no shopper has two orders");
    assert.equal(await stockOf(product), 100 - shoppers.length);
  },
);

test(
  "once the reservations lapse, every captured payment is one paid order and no stock is left held",
  { timeout: TEST_TIMEOUT_MS },
  async () => {
    await eventually(
      async () =>
        (await db.query(`SELECT count(*)::int AS n FROM payment_intents WHERE status = 'created'`)).rows[0].n === 0,
      { seconds: 150, every: 500, message: "every reservation settled or released" },
    );
    const { rows: intents } = await db.query(`SELECT status, stock_reserved FROM payment_intents`);
    assert.ok(
      intents.every((intent) => intent.stock_reserved === 0),
      "no intent still holds stock",
    );
    const tally = {};
    for (const intent of intents) tally[intent.status] = (tally[intent.status] ?? 0) + 1;
    console.log(`payment intents after reconciliation: ${JSON.stringify(tally)}`);

    const { rows: prepaid } = await db.query(
      `SELECT id, user_id, provider_payment_id FROM orders WHERE payment_type = 'prepaid'`,
    );
    for (const payment of fake.payments.values()) {
      const orders = prepaid.filter((order) => order.provider_payment_id === payment.id);
      if (payment.status === "captured")
        assert.equal(orders.length, 1, `captured payment ${payment.id} is exactly one order`);
      else assert.equal(orders.length, 0, `a ${payment.status} payment makes no order`);
      assert.notEqual(payment.status, "authorized", "no authorised payment is left hanging");
    }
    for (const order of prepaid)
      assert.equal(
        fake.payments.get(order.provider_payment_id)?.status,
        "captured",
        "every paid order has its captured payment",
      );
    for (const shopper of shoppersWhoPaid) {
      assert.deepEqual(
        (await ordersOf(shopper)).map((order) => [order.payment_type, order.status]),
        [["prepaid", "confirmed"]],
        "each shopper who paid has one paid order",
      );
    }
    const { rows: perShopper } = await db.query(
      `SELECT user_id, count(*)::int AS n FROM orders GROUP BY user_id HAVING count(*) > 1`,
    );
    assert.deepEqual(perShopper, [], "no checkout made two orders");

    for (const product of products) {
      const { rows } = await db.query(
        `SELECT coalesce(sum(l.quantity), 0)::int AS sold FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE l.buying_option_id = $1 AND o.status <> 'cancelled'`,
        [product.sizeId],
      );
      assert.equal(
        await stockOf(product),
        product.stock - rows[0].sold,
        "stock is the initial stock less the units in live orders",
      );
    }
  },
);
