import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buyingOptions, products } from "../../db/schema/index.js";
import { seededRandom, type Random } from "../../db/seed/art/prng.js";
import { parseRows } from "../../lib/rows.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";

/**
 * A random mix of checkouts, cancellations, deliveries, returns and admin stock edits, fired in
 * concurrent waves at one saree in three sizes. The operations are chosen by a seeded generator
 * (set STOCK_MIX_SEED to replay a choice of operations; the interleaving is up to the database).
 *
 * What the shop guarantees, for every size after every wave:
 *   stock = initial stock
 *         + Σ (new − old) of the admin's stock edits
 *         − units in orders still live (an order whose status is not Cancelled or Refunded)
 *         + units in accepted returns (a return inspected as sellable: Inspected or Refunded)
 *         − units held for exchanges asked for by returns not yet settled
 *   and stock is never negative.
 * A cancelled order gave all its units back, and only an accepted return puts units back, once.
 * For the product: units sold (`purchased`) = units in live orders − units in accepted returns.
 */

const WAVES = 16;
const OPERATIONS_PER_WAVE = 30;
const SHOPPERS = 30;
const INITIAL_STOCK = 6;
const SIZES = ["S", "M", "L"];
const ORIGINAL_PRICE = 2000;

type Shopper = { headers: Record<string, string>; addressId: string };
type Line = { _id: string; sizeId: string; quantity: number };
type OrderBody = { _id: string; orderType: "Order" | "Return"; orderDetails: { status: string }; cart: Line[] };
type Known = { id: string; owner: Shopper; type: "Order" | "Return"; status: string; lines: Line[] };
type Outcome = { kind: string; statusCode: number; body: string; order?: OrderBody; owner: Shopper };

const shop = useTestShop();
let admin: Shopper;
let shoppers: Shopper[];
let productId: string;
let buyingOptionIds: string[];

/**
 * Records every change of a size's stock with the statement that made it: the order code moves
 * stock relatively ("stock = stock ± q"), the admin's size edit writes an absolute value, whose
 * effect depends on when it lands and so is read from this log.
 */
async function recordStockChanges() {
  const statements = [
    `CREATE TABLE stock_changes (
      buying_option_id uuid NOT NULL,
      old_stock integer NOT NULL,
      new_stock integer NOT NULL,
      price_changed boolean NOT NULL,
      by_orders boolean NOT NULL)`,
    `CREATE FUNCTION record_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO stock_changes VALUES (
        NEW.id, OLD.stock, NEW.stock,
        OLD.discounted_price_paise <> NEW.discounted_price_paise,
        current_query() ~ 'stock = stock [-+]');
      RETURN NEW;
    END $$`,
    `CREATE TRIGGER buying_options_stock_changes AFTER UPDATE ON buying_options
      FOR EACH ROW EXECUTE FUNCTION record_stock_change()`,
  ];
  for (const statement of statements) await shop.deps.db.execute(sql.raw(statement));
}

async function aNewShopper(): Promise<Shopper> {
  const shopper = await aSignedInUser(shop.deps.db);
  const address = await anAddress(shop.deps.db, shopper.user.id);
  return { headers: shopper.headers, addressId: address.id };
}

beforeAll(async () => {
  await recordStockChanges();
  const adminUser = await aSignedInUser(shop.deps.db, { userType: "Admin" });
  admin = { headers: adminUser.headers, addressId: "" };
  shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => aNewShopper()));
  const product = await aProduct(shop.deps.db, {
    options: SIZES.map((size) => ({ size, original: ORIGINAL_PRICE, stock: INITIAL_STOCK })),
  });
  productId = product.id;
  const options = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, productId));
  buyingOptionIds = SIZES.map((size) => options.find((option) => option.size === size)!.id);
});

/** Sent with every step; only the step to Shipped needs the AWB, only the inspection of a return its condition. */
const TRACKING = { courier: "Delhivery", awbCode: "DL100200300" };

const NEXT_STATUS: Record<string, string> = {
  Pending: "Confirmed",
  Confirmed: "Shipped",
  Shipped: "DELIVERED",
  "Return Requested": "Returned",
  Returned: "Inspected",
  Inspected: "Refunded",
};

/** One random operation, chosen from what the test has seen of the shop before this wave. */
function anOperation(
  random: Random,
  known: Known[],
  priceEdits: { count: number },
): () => Promise<Outcome> {
  const orders = known.filter((entry) => entry.type === "Order");
  const delivered = orders.filter((entry) => entry.status === "DELIVERED");
  const roll = random.next();
  const send = async (
    kind: string,
    owner: Shopper,
    request: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  ) => {
    const response = await request;
    const order = response.statusCode === 200 ? (response.json() as { order?: OrderBody }).order : undefined;
    return { kind, statusCode: response.statusCode, body: response.body, owner, ...(order ? { order } : {}) };
  };

  if (roll < 0.06) {
    const buyingOptionId = random.pick(buyingOptionIds);
    const stock = random.int(0, 12);
    return () =>
      send(
        "restock",
        admin,
        shop.app.inject({
          method: "PUT",
          url: "/api/v1/products/varient",
          headers: admin.headers,
          payload: { productId, varientId: buyingOptionId, stock },
        }),
      );
  }
  if (roll < 0.1) {
    const buyingOptionId = random.pick(buyingOptionIds);
    priceEdits.count += 1;
    // A price never used before, so the stock log can tell this edit from a restock.
    const discountedPrice = ORIGINAL_PRICE - priceEdits.count;
    return () =>
      send(
        "price edit",
        admin,
        shop.app.inject({
          method: "PUT",
          url: "/api/v1/products/varient",
          headers: admin.headers,
          payload: { productId, varientId: buyingOptionId, discountedPrice },
        }),
      );
  }
  if (roll < 0.18 && orders.length > 0) {
    const order = random.pick(orders);
    return () =>
      send("shopper cancel", order.owner, shop.post("/order/cancelMyOrder", order.owner.headers, { orderId: order.id }));
  }
  if (roll < 0.25 && known.length > 0) {
    const entry = random.pick(known);
    return () => send("admin cancel", entry.owner, shop.post("/order/cancelOrder", admin.headers, { orderId: entry.id }));
  }
  const received = known.filter((entry) => entry.status === "Returned");
  if (roll < 0.31 && received.length > 0) {
    const entry = random.pick(received);
    return () =>
      send(
        "move to Inspected",
        entry.owner,
        shop.post("/order/updateOrder", admin.headers, { orderId: entry.id, status: "Inspected", condition: "sellable" }),
      );
  }
  const moving = known.filter((entry) => NEXT_STATUS[entry.status]);
  if (roll < 0.5 && moving.length > 0) {
    const entry = random.pick(moving);
    const status = NEXT_STATUS[entry.status]!;
    return () =>
      send(`move to ${status}`, entry.owner, shop.post("/order/updateOrder", admin.headers, { orderId: entry.id, status, ...TRACKING, condition: "sellable" }));
  }
  if (roll < 0.62 && delivered.length > 0) {
    const order = random.pick(delivered);
    const partial = random.next() < 0.5;
    const cart = partial
      ? order.lines
          .filter(() => random.next() < 0.7)
          .map((line) => ({ _id: line._id, quantity: random.int(1, line.quantity) }))
      : [];
    const payload = {
      orderId: order.id,
      reason: "Not the colour I expected",
      ...(cart.length ? { cart: JSON.stringify(cart) } : {}),
    };
    return () => send("return request", order.owner, shop.post("/order/returnOrder", order.owner.headers, payload));
  }
  const shopper = random.pick(shoppers);
  const chosen = random.next() < 0.6 ? [random.pick(buyingOptionIds)] : buyingOptionIds.filter(() => random.next() < 0.6);
  const cart = (chosen.length ? chosen : [buyingOptionIds[0]!]).map((buyingOptionId) => ({
    productId,
    sizeId: buyingOptionId,
    quantity: random.int(1, 3),
  }));
  return () =>
    send(
      "checkout",
      shopper,
      payCod(shop, shopper, cart),
    );
}

const SizeLedgerSchema = z.object({
  buying_option_id: z.string(),
  stock: z.number().int(),
  live: z.number().int(),
  restored: z.number().int(),
  held: z.number().int(),
  restocked: z.number().int(),
});
type SizeLedger = z.infer<typeof SizeLedgerSchema>;

async function ledgerBySize(ofProduct = productId): Promise<SizeLedger[]> {
  return parseRows(
    SizeLedgerSchema,
    await shop.deps.db.execute(sql`
      SELECT bo.id AS buying_option_id, bo.stock,
        (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.buying_option_id = bo.id AND o.order_type = 'order' AND o.status NOT IN ('cancelled', 'refunded')) AS live,
        (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.buying_option_id = bo.id AND o.order_type = 'return' AND o.status IN ('inspected', 'refunded', 'exchanged', 'store_credited')) AS restored,
        (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.exchange_buying_option_id = bo.id AND o.order_type = 'return'
            AND o.status IN ('return_requested', 'pickup_scheduled', 'returned')) AS held,
        (SELECT coalesce(sum(c.new_stock - c.old_stock), 0)::int FROM stock_changes c
          WHERE c.buying_option_id = bo.id AND NOT c.by_orders) AS restocked
      FROM buying_options bo WHERE bo.product_id = ${ofProduct}`),
  );
}

async function statusCounts(): Promise<Record<string, number>> {
  const rows = parseRows(
    z.object({ key: z.string(), n: z.number().int() }),
    await shop.deps.db.execute(sql`SELECT o.order_type || ':' || o.status AS key, count(*)::int AS n FROM orders o
      WHERE EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.product_id = ${productId}) GROUP BY 1`),
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.n]));
}

describe("stock under a random concurrent mix of checkouts, cancellations, returns and restocks", () => {
  it("keeps stock = initial + restocks − units in live orders + units in accepted returns, never negative, after every wave", async () => {
    const seed = Number(process.env.STOCK_MIX_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const random = seededRandom(seed);
    const context = (what: string) => `seed ${seed} (STOCK_MIX_SEED=${seed} replays this mix): ${what}`;
    const known = new Map<string, Known>();
    const priceEdits = { count: 0 };
    const tally = new Map<string, number>();
    const succeeded = {
      checkouts: new Set<string>(),
      cancels: 0,
      returns: new Set<string>(),
      accepted: new Set<string>(),
    };

    for (let wave = 1; wave <= WAVES; wave += 1) {
      const snapshot = [...known.values()];
      const operations = Array.from({ length: OPERATIONS_PER_WAVE }, () => anOperation(random, snapshot, priceEdits));
      const outcomes = await Promise.all(operations.map((operation) => operation()));

      for (const outcome of outcomes) {
        const key = `${outcome.kind} ${outcome.statusCode}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
        expect(
          [200, 409],
          context(`wave ${wave}, ${outcome.kind} answered ${outcome.statusCode}: ${outcome.body}`),
        ).toContain(outcome.statusCode);
        if (outcome.statusCode !== 200) continue;
        if (outcome.kind === "checkout") succeeded.checkouts.add(outcome.order!._id);
        if (outcome.kind.endsWith("cancel")) succeeded.cancels += 1;
        if (outcome.kind === "return request") succeeded.returns.add(outcome.order!._id);
        // Asking again for the status an order already has is answered 200 and changes nothing.
        if (outcome.kind === "move to Inspected") succeeded.accepted.add(outcome.order!._id);
        const order = outcome.order;
        if (!order) continue;
        const previous = known.get(order._id);
        known.set(order._id, {
          id: order._id,
          owner: previous?.owner ?? outcome.owner,
          type: order.orderType,
          status: order.orderDetails.status,
          lines: order.cart.map((line) => ({ _id: line._id, sizeId: line.sizeId, quantity: line.quantity })),
        });
      }

      for (const size of await ledgerBySize()) {
        expect(size.stock, context(`wave ${wave}, size ${size.buying_option_id} went negative`)).toBeGreaterThanOrEqual(0);
        expect(size.stock, context(`wave ${wave}, ledger of size ${size.buying_option_id}: ${JSON.stringify(size)}`)).toBe(
          INITIAL_STOCK + size.restocked - size.live + size.restored - size.held,
        );
      }
    }

    const ledger = await ledgerBySize();
    const [product] = await shop.deps.db
      .select({ purchased: products.purchased })
      .from(products)
      .where(eq(products.id, productId));
    const sum = (pick: (size: SizeLedger) => number) => ledger.reduce((total, size) => total + pick(size), 0);
    expect(product!.purchased, context("units sold")).toBe(sum((size) => size.live) - sum((size) => size.restored));

    const [changes] = parseRows(
      z.object({ lowest: z.number().int(), price_edits_moving_stock: z.number().int() }),
      await shop.deps.db.execute(sql`SELECT coalesce(min(new_stock), 0)::int AS lowest,
        count(*) FILTER (WHERE price_changed AND new_stock <> old_stock)::int AS price_edits_moving_stock FROM stock_changes`),
    );
    expect(changes!.lowest, context("lowest stock ever written")).toBeGreaterThanOrEqual(0);
    expect(changes!.price_edits_moving_stock, context("price edits that changed stock")).toBe(0);

    // Every success the shop answered is one row in the database, and every row had its success.
    const counts = await statusCounts();
    const count = (...keys: string[]) => keys.reduce((total, key) => total + (counts[key] ?? 0), 0);
    const summary = context(`answers ${JSON.stringify(Object.fromEntries(tally))}, rows ${JSON.stringify(counts)}`);
    expect(
      Object.values(counts).reduce((a, b) => a + b, 0),
      summary,
    ).toBe(succeeded.checkouts.size + succeeded.returns.size);
    expect(count("order:cancelled", "return:cancelled"), summary).toBe(succeeded.cancels);
    expect(count("return:inspected", "return:refunded"), summary).toBe(succeeded.accepted.size);
    const [doubled] = parseRows(
      z.object({ n: z.number().int() }),
      await shop.deps.db.execute(sql`SELECT count(*)::int AS n FROM (SELECT parent_order_id FROM orders
        WHERE order_type = 'return' AND status <> 'cancelled' GROUP BY parent_order_id HAVING count(*) > 1) twice`),
    );
    expect(doubled!.n, context("orders with two open or accepted returns")).toBe(0);
    // The mix must actually have exercised every kind of change to be worth its time.
    for (const kind of [
      "checkout",
      "shopper cancel",
      "admin cancel",
      "move to DELIVERED",
      "return request",
      "move to Returned",
      "move to Inspected",
      "restock",
      "price edit",
    ]) {
      expect(tally.get(`${kind} 200`) ?? 0, summary).toBeGreaterThan(0);
    }
  });

  it("serves shoppers of several sizes of one saree, their cancellations and the admin's edits at once, without a failure", async () => {
    const saree = await aProduct(shop.deps.db, {
      options: SIZES.map((size) => ({ size, original: ORIGINAL_PRICE, stock: 100 })),
    });
    const options = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, saree.id));
    const [small, medium, large] = SIZES.map((size) => options.find((option) => option.size === size)!.id) as [
      string,
      string,
      string,
    ];
    // Carts that share sizes in every combination: a size's stock change also locks its product row.
    const carts = [[small, medium, large], [medium], [large, small], [medium, large]];
    const line = (buyingOptionId: string) => ({ productId: saree.id, sizeId: buyingOptionId, quantity: 1 });
    const shoppers = await Promise.all(Array.from({ length: 40 }, () => aNewShopper()));
    const placed = await Promise.all(
      shoppers.map((shopper, i) =>
        payCod(shop, shopper, carts[i % carts.length]!.map(line)),
      ),
    );
    const orderIds = placed
      .filter((r) => r.statusCode === 200)
      .map((r) => (r.json() as { order: OrderBody }).order._id);
    const responses = await Promise.all([
      ...shoppers.map((shopper, i) =>
        payCod(shop, shopper, carts[(i + 1) % carts.length]!.map(line)),
      ),
      ...orderIds.slice(0, 10).map((orderId) => shop.post("/order/cancelOrder", admin.headers, { orderId })),
      ...[small, medium, large].flatMap((buyingOptionId, i) =>
        [1, 2, 3].map((n) =>
          shop.app.inject({
            method: "PUT",
            url: "/api/v1/products/varient",
            headers: admin.headers,
            payload: { productId: saree.id, varientId: buyingOptionId, discountedPrice: ORIGINAL_PRICE - 10 * i - n },
          }),
        ),
      ),
    ]);
    const failures = [...placed, ...responses]
      .filter((r) => r.statusCode !== 200)
      .map((r) => `${r.statusCode} ${r.body}`);
    expect(failures).toEqual([]);
    expect(placed.length + responses.length).toBe(40 + 40 + 10 + 9);
    for (const size of await ledgerBySize(saree.id)) expect(size.stock, JSON.stringify(size)).toBe(100 - size.live);
  });

  it("has the database refuse negative stock whatever the code does", async () => {
    const refusal = await shop.deps.db
      .execute(sql`UPDATE buying_options SET stock = -1 WHERE id = ${buyingOptionIds[0]!}`)
      .catch((error: Error) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(String((refusal as Error).cause)).toMatch(/buying_options_stock_non_negative/);
  });
});
