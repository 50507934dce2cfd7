import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseRows } from "../lib/rows.js";
import type { TestShop } from "../test/test-app.js";
import { aCategory, aProduct, inSizes, sizesOf } from "../test/catalogue-builders.js";
import { aShopper, aSignedInUser } from "../test/user-builders.js";
import { startListeningShop, type SpecClient } from "./spec-client.js";
import { answerOf, read } from "./spec-entities.js";

/** /products/getGraphData (docs/api.md#products): the lists a dashboard written from the spec counts and charts. */

let shop: TestShop;
let admin: SpecClient;
let guest: SpecClient;

const GraphData = answerOf({
  products: z.array(
    z.looseObject({
      _id: z.string(),
      category: z.string().nullable(),
      totalBuyingOption: z.number().int(),
      totalOutOfStock: z.number().int(),
      minStock: z.number().int(),
    }),
  ),
  orders: z.array(
    z.looseObject({
      _id: z.string(),
      orderDetails: z.looseObject({ status: z.string() }),
      totalPrice: z.number(),
      createdAt: z.string(),
      paymentType: z.enum(["Prepaid", "COD"]),
    }),
  ),
  users: z.array(z.looseObject({ _id: z.string(), createdAt: z.string(), isVerified: z.boolean() })),
  totals: z.looseObject({ orders: z.number().int(), products: z.number().int(), users: z.number().int() }),
  truncated: z.boolean(),
});

beforeAll(async () => {
  ({ shop, guest, admin } = await startListeningShop());
});
afterAll(() => shop.close());

describe("getGraphData", () => {
  it("lists every product, order and user with the fields a dashboard reads, beside exact totals", async () => {
    const db = shop.deps.db;
    const kurtas = await aCategory(db, { name: "Kurta" });
    const kurta = await aProduct(db, {
      categoryId: kurtas.id,
      options: inSizes({ S: 4, M: 0 }, 1500),
    });
    await aProduct(db, { options: [{ original: 900, stock: 3 }] });
    const shopper = await aShopper(db);
    const client = guest.as(shopper.token);
    const line = { ...(await sizesOf(db, kurta.id)).S!, quantity: 2 };
    const placed = await client.json("POST", "/order/cashOnDelivery", { addressId: shopper.addressId, cart: JSON.stringify([line]) });
    expect(placed.status).toBe(200);

    const graph = read(GraphData, await admin.bare("POST", "/products/getGraphData", "empty form"));
    expect(graph.truncated).toBe(false);
    expect(graph.products).toHaveLength(2);
    expect(graph.products.find((product) => product._id === kurta.id)).toMatchObject({
      category: "Kurta",
      totalBuyingOption: 2,
      totalOutOfStock: 1,
      minStock: 0,
    });
    expect(graph.orders).toEqual([expect.objectContaining({ totalPrice: 3000, paymentType: "COD", orderDetails: expect.objectContaining({ status: "Pending" }) })]);
    const counted = await db.execute(sql`SELECT count(*)::int AS count FROM users WHERE deleted_at IS NULL AND user_type = 'Customer'`);
    const users = parseRows(z.object({ count: z.number().int() }), counted)[0]!.count;
    expect(graph.users).toHaveLength(users);
    expect(graph.totals).toMatchObject({ orders: graph.orders.length, products: graph.products.length, users });
  });

  it("says a list is cut when it holds more than 20,000 rows, while its total stays exact", async () => {
    await shop.deps.db.execute(sql`
      INSERT INTO users (fullname, email, password_hash, is_verified)
      SELECT 'Shopper ' || n, 'bulk' || n || '@example.com', 'x', n % 2 = 0 FROM generate_series(1, 20001) AS n`);
    const graph = read(GraphData, await admin.json("POST", "/products/getGraphData", {}));
    expect(graph.truncated).toBe(true);
    expect(graph.users).toHaveLength(20_000);
    expect(graph.totals.users).toBeGreaterThan(20_000);
  });

  it("is the admin's alone", async () => {
    const shopper = guest.as((await aSignedInUser(shop.deps.db)).token);
    expect((await shopper.json("POST", "/products/getGraphData")).status).toBe(403);
    expect((await guest.json("POST", "/products/getGraphData")).status).toBe(401);
  });
});
