import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import pg from "pg";
import { makeShoppers, makeProduct } from "./cluster-harness.mjs";
import { startPrivatePostgres } from "./private-postgres.mjs";
import { call, cartOf, eventually, sleep, startShop } from "./shop-process.mjs";

const STOCK = 5000;
const TEST_TIMEOUT_MS = 120_000;
let postgres;
let shop;
let db;
let work;
let load;

before(async () => {
  work = await mkdtemp(join(tmpdir(), "pallu-restart-"));
  postgres = await startPrivatePostgres();
  // Every simulated shopper comes from this one loopback address: lift the per-address read limit.
  shop = await startShop({
    databaseUrl: postgres.url,
    dataDir: join(work, "data"),
    env: { ANONYMOUS_READS_PER_MINUTE: "1000000" },
  });
  db = new pg.Pool({ connectionString: postgres.url, max: 2 });
  db.on("error", () => undefined);
});

after(async () => {
  await load?.stop();
  await shop?.stop();
  await db?.end().catch(() => undefined);
  await postgres?.destroy();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Shoppers check out cash on delivery, one order each, while shoppers browse, until stop() is called. */
function startLoad({ shoppers, product, checkoutWorkers = 6, readWorkers = 3 }) {
  const results = [];
  let running = true;
  const queue = [...shoppers];
  const record = (kind, startedAt, response, shopper) =>
    results.push({
      kind,
      startedAt,
      endedAt: Date.now(),
      status: response.status,
      json: response.json,
      text: response.text,
      retryAfter: response.retryAfter,
      error: response.error,
      shopper,
    });
  const checkouts = Array.from({ length: checkoutWorkers }, async () => {
    while (running && queue.length > 0) {
      const shopper = queue.shift();
      const startedAt = Date.now();
      const response = await call(shop.url, "/order/cashOnDelivery", {
        token: shopper.token,
        body: { addressId: shopper.addressId, cart: cartOf(product) },
      });
      record("checkout", startedAt, response, shopper);
      await sleep(25);
    }
  });
  const reads = Array.from({ length: readWorkers }, async (_, worker) => {
    for (let round = 0; running; round += 1) {
      const startedAt = Date.now();
      const response =
        round % 2 === 0
          ? await call(shop.url, "/products/getProduct", { body: { id: product.productId } })
          : await call(
              shop.url,
              `/products/getAllProduct?search=cluster&page=${(round % 7) + 1}&limit=${10 + worker}`,
              { method: "GET" },
            );
      record("read", startedAt, response);
      await sleep(25);
    }
  });
  return {
    results,
    async stop() {
      running = false;
      await Promise.all([...checkouts, ...reads]);
      return results;
    },
  };
}

/** Stops PostgreSQL for a few seconds under load, then waits for the shop to be ready again by itself. */
async function restartDuring(traffic) {
  await sleep(2000);
  const outageStartedAt = Date.now();
  await postgres.stop();
  await sleep(3000);
  await postgres.start();
  const databaseBackAt = Date.now();
  const readyAt = await eventually(
    async () => {
      assert.ok(shop.alive(), "the server process survives the restart");
      return (await call(shop.url, "/health/ready", { method: "GET", timeoutMs: 5000 })).status === 200 && Date.now();
    },
    { seconds: 60, message: "readiness after the restart" },
  );
  await sleep(2000);
  const requests = await traffic.stop();
  assert.ok(shop.alive(), "the server process survived the restart");
  return { requests, outageStartedAt, databaseBackAt, readyAt };
}

test(
  "a PostgreSQL restart in the middle of checkouts: the API recovers by itself and leaves no partial order",
  { timeout: TEST_TIMEOUT_MS },
  async () => {
    const product = await makeProduct(db, { price: 1200, stock: STOCK });
    const shoppers = await makeShoppers(db, 900);
    load = startLoad({ shoppers, product });
    let run;
    try {
      run = await restartDuring(load);
    } finally {
      await load.stop();
    }
    const { requests: results, outageStartedAt, databaseBackAt, readyAt } = run;

    const checkouts = results.filter((r) => r.kind === "checkout");
    const byStatus = {};
    for (const r of results) byStatus[`${r.kind} ${r.status}`] = (byStatus[`${r.kind} ${r.status}`] ?? 0) + 1;
    console.log(
      `${results.length} requests (${checkouts.length} checkouts); outage ${databaseBackAt - outageStartedAt} ms; ready ${readyAt - databaseBackAt} ms after the database came back; ${JSON.stringify(byStatus)}`,
    );

    assert.deepEqual(
      results.filter((r) => r.status === 0).map((r) => r.error),
      [],
      "no request lost its connection or hung",
    );
    const failed = results.filter((r) => r.status !== 200);
    assert.ok(failed.length > 0, "the load really ran into the outage");
    for (const r of failed) {
      assert.equal(r.status, 503, `an outage answers 503, not ${r.status}: ${r.text}`);
      assert.equal(r.retryAfter, "5", "the answer tells clients when to retry");
      assert.equal(r.json.success, false);
      assert.equal(typeof r.json.message, "string");
      assert.doesNotMatch(
        r.text,
        /\n[ \t]+at |Failed query|ECONNREFUSED|terminating connection/,
        "no stack trace or driver detail reaches the client",
      );
    }
    const recovered = results.filter((r) => r.startedAt > readyAt);
    assert.ok(
      recovered.length > 0 && recovered.every((r) => r.status === 200),
      "every request after recovery succeeds",
    );
    assert.ok(
      results.some((r) => r.startedAt < outageStartedAt && r.kind === "checkout" && r.status === 200),
      "checkouts went through before the restart",
    );

    // Shoppers whose answer was lost try again: each gets exactly one order.
    const unanswered = checkouts.filter((r) => r.status !== 200).map((r) => r.shopper);
    for (const shopper of unanswered) {
      const retry = await call(shop.url, "/order/cashOnDelivery", {
        token: shopper.token,
        body: { addressId: shopper.addressId, cart: cartOf(product) },
      });
      assert.equal(retry.status, 200, retry.text);
    }
    const [newcomer] = await makeShoppers(db, 1);
    const fresh = await call(shop.url, "/order/cashOnDelivery", {
      token: newcomer.token,
      body: { addressId: newcomer.addressId, cart: cartOf(product) },
    });
    assert.equal(fresh.status, 200, "a new checkout after recovery succeeds");

    const { rows: orders } = await db.query(
      `SELECT o.id, o.user_id, count(l.id)::int AS lines, coalesce(sum(l.quantity), 0)::int AS units
     FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id GROUP BY o.id`,
    );
    assert.ok(
      orders.every((o) => o.lines === 1 && o.units === 1),
      "every order has its line",
    );
    const perShopper = new Map();
    for (const o of orders) perShopper.set(o.user_id, (perShopper.get(o.user_id) ?? 0) + 1);
    assert.ok(
      [...perShopper.values()].every((n) => n === 1),
      "no shopper has two orders",
    );
    const ids = new Set(orders.map((o) => o.id));
    for (const r of checkouts.filter((c) => c.status === 200))
      assert.ok(ids.has(r.json.order._id), "every confirmed order is in the database");
    const { rows: stock } = await db.query(
      `SELECT b.stock, p.purchased FROM buying_options b JOIN products p ON p.id = b.product_id WHERE b.id = $1`,
      [product.sizeId],
    );
    assert.equal(stock[0].stock, STOCK - orders.length, "stock fell by exactly the units ordered");
    assert.equal(stock[0].purchased, orders.length, "units sold match the orders");
  },
);
