import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buyingOptions } from "../../db/schema/index.js";
import { parseRows } from "../../lib/rows.js";
import { aProduct, inSizes } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";

const shop = useTestShop({ MAX_OPEN_COD_ORDERS: "50" });
const admin = useSignedInUser(shop, { userType: "Admin" });

type Figures = {
  totals: { salesAmount: number; grossSales: number; refunds: number; netSales: number; products: number };
  monthlySales: { year: number; months: number[] }[];
  stock: { inStock: number; outOfStock: number };
};

async function figures(): Promise<Figures> {
  const response = await shop.post("/products/getGraphData", admin.headers, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Figures;
}

const update = (payload: object) =>
  shop.post("/order/updateOrder", admin.headers, payload);

/** Gross, refunds and net recomputed from the orders table alone, in rupees. */
async function recount() {
  const [row] = parseRows(
    z.object({ gross: z.coerce.number(), refunds: z.coerce.number() }),
    await shop.deps.db.execute(sql`SELECT
      (SELECT COALESCE(sum(total_paise), 0) FROM orders WHERE order_type = 'order' AND status NOT IN ('cancelled', 'refunded'))::bigint AS gross,
      (SELECT COALESCE(sum(refund_paise), 0) FROM orders WHERE order_type = 'return' AND refund_status <> 'none')::bigint
      + (SELECT COALESCE(sum(amount_paise), 0) FROM store_credit_entries e JOIN orders r ON r.id = e.order_id
         WHERE r.order_type = 'return' AND e.amount_paise > 0)::bigint AS refunds`),
  );
  const gross = row!.gross / 100;
  const refunds = row!.refunds / 100;
  return { gross, refunds, net: gross - refunds };
}

/** Products in and out of stock recounted from the sizes: out only when no size has a piece. */
async function stockRecount() {
  const rows = parseRows(
    z.object({ units: z.number() }),
    await shop.deps.db
      .execute(sql`SELECT COALESCE(sum(GREATEST(o.stock, 0)) FILTER (WHERE o.deleted_at IS NULL), 0)::int AS units
      FROM products p LEFT JOIN buying_options o ON o.product_id = p.id WHERE p.deleted_at IS NULL GROUP BY p.id`),
  );
  return {
    inStock: rows.filter((row) => row.units > 0).length,
    outOfStock: rows.filter((row) => row.units === 0).length,
  };
}

beforeAll(async () => {
  const shopper = await aSignedInUser(shop.deps.db);
  const address = await anAddress(shop.deps.db, shopper.user.id);

  // A ₹27,999 Kanjivaram and a ₹18,897 Banarasi are bought together and delivered; the Kanjivaram comes back.
  const kanjivaram = await aProduct(shop.deps.db, { name: "Kanjivaram", options: [{ original: 27_999, stock: 3 }] });
  const banarasi = await aProduct(shop.deps.db, { name: "Banarasi", options: [{ original: 18_897, stock: 3 }] });
  const buyingOptionIdOf = async (productId: string) =>
    (await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, productId)))[0]!.id;
  const cart = [
    { productId: kanjivaram.id, sizeId: await buyingOptionIdOf(kanjivaram.id), quantity: 1 },
    { productId: banarasi.id, sizeId: await buyingOptionIdOf(banarasi.id), quantity: 1 },
  ];
  const placed = await payCod(shop, { headers: shopper.headers, addressId: address.id }, cart);
  const order = (placed.json() as { order: { _id: string; cart: { _id: string; name: string }[] } }).order;
  await update({ orderId: order._id, status: "Confirmed" });
  await update({ orderId: order._id, status: "Shipped", courier: "Delhivery", awbCode: "DL42" });
  await update({ orderId: order._id, status: "DELIVERED" });
  const line = order.cart.find((item) => item.name === "Kanjivaram")!;
  const requested = await shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: "Too heavy", cart: JSON.stringify([{ _id: line._id, quantity: 1 }]) });
  expect(requested.statusCode, requested.body).toBe(200);
  const { order: returned } = requested.json() as { order: { _id: string } };
  expect((await update({ orderId: returned._id, status: "Returned" })).statusCode).toBe(200);
  expect((await update({ orderId: returned._id, status: "Inspected", condition: "sellable" })).statusCode).toBe(200);

  // A cancelled order is no sale at all.
  const cancelled = await payCod(shop, { headers: shopper.headers, addressId: address.id }, [{ productId: banarasi.id, sizeId: await buyingOptionIdOf(banarasi.id), quantity: 1 }]);
  await shop.post("/order/cancelOrder", admin.headers, { orderId: (cancelled.json() as { order: { _id: string } }).order._id });

  // A kurta with S 4, M 6, L 5, XL 0 is in stock; a saree with none left in any size is not.
  await aProduct(shop.deps.db, {
    name: "Cotton Kurta",
    options: inSizes({ S: 4, M: 6, L: 5, XL: 0 }, 1200),
  });
  await aProduct(shop.deps.db, { name: "Sold-out Paithani", options: [{ original: 9000, stock: 0 }] });
});

describe("the dashboard's money", () => {
  it("shows gross sales, the return refund and net sales, each as the orders add up", async () => {
    const { totals } = await figures();
    expect(totals).toMatchObject({ grossSales: 46_896, refunds: 27_999, netSales: 18_897, salesAmount: 18_897 });
    const expected = await recount();
    expect(totals.grossSales).toBe(expected.gross);
    expect(totals.refunds).toBe(expected.refunds);
    expect(totals.netSales).toBe(expected.net);
  });

  it("draws net sales by month, adding up to the net total", async () => {
    const result = await figures();
    const drawn = result.monthlySales.flatMap((series) => series.months).reduce((a, b) => a + b, 0);
    expect(Math.round(drawn * 100)).toBe(Math.round(result.totals.netSales * 100));
  });
});

describe("the dashboard's stock chart", () => {
  it("counts products, in stock while any size has a piece, adding up to Total Products", async () => {
    const result = await figures();
    expect(result.stock).toEqual(await stockRecount());
    expect(result.stock.inStock + result.stock.outOfStock).toBe(result.totals.products);
    expect(result.stock.outOfStock).toBe(1);
  });
});
