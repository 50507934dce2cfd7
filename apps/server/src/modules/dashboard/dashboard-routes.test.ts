import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buyingOptions } from "../../db/schema/index.js";
import { parseRows } from "../../lib/rows.js";
import { aCategory, aProduct } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });

type Figures = {
  totals: { salesAmount: number; orders: number; products: number; users: number };
  monthlySales: { year: number; months: number[] }[];
  statusCounts: Record<string, number>;
  productsPerCategory: { category: string; count: number }[];
  stock: { inStock: number; outOfStock: number };
  lowStock: { threshold: number; count: number; sizes: { name: string; size: string; stock: number }[] };
};

async function figures(): Promise<Figures> {
  const response = await shop.post("/products/getGraphData", admin.headers, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Figures;
}

beforeAll(async () => {
  const silk = await aCategory(shop.deps.db, { name: "Silk" });
  const shopper = await aSignedInUser(shop.deps.db);
  const address = await anAddress(shop.deps.db, shopper.user.id);
  const prices = [1234.5, 2000, 999];
  const orderIds: string[] = [];
  for (const price of prices) {
    const product = await aProduct(shop.deps.db, { categoryId: silk.id, options: [{ original: price, stock: 3 }] });
    const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, product.id));
    const response = await payCod(shop, { headers: shopper.headers, addressId: address.id }, [{ productId: product.id, sizeId: option!.id, quantity: 1 }]);
    orderIds.push((response.json() as { order: { _id: string } }).order._id);
    await shop.post("/order/updateOrder", admin.headers, { orderId: orderIds.at(-1), status: "Confirmed" });
  }
  await shop.post("/order/cancelOrder", admin.headers, { orderId: orderIds[1] });
  await aProduct(shop.deps.db, { options: [{ size: "S", original: 500, stock: 0 }, { size: "M", original: 500, stock: 2 }] });
});

describe("the dashboard figures", () => {
  it("count sales to the paisa without cancelled orders, and agree with a full recount", async () => {
    const result = await figures();
    expect(result.totals).toEqual({
      salesAmount: 2233.5,
      grossSales: 2233.5,
      refunds: 0,
      netSales: 2233.5,
      orders: 3,
      products: 4,
      users: 1,
    });
    const [recount] = parseRows(
      z.object({ sales: z.coerce.number() }),
      await shop.deps.db.execute(sql`SELECT COALESCE(sum(total_paise), 0)::bigint AS sales FROM orders
        WHERE order_type = 'order' AND status NOT IN ('cancelled', 'refunded')`),
    );
    expect(result.totals.salesAmount * 100).toBe(recount!.sales);
    expect(result.statusCounts).toMatchObject({ Confirmed: 2, Cancelled: 1, Pending: 0 });
  });

  it("spread sales over the months of this year and the two before", async () => {
    const result = await figures();
    expect(result.monthlySales.map((series) => series.months.length)).toEqual([12, 12, 12]);
    const thisYear = result.monthlySales.at(-1)!;
    expect(thisYear.months.reduce((a, b) => a + b, 0)).toBe(2233.5);
  });

  it("count products per category, and products in and out of stock", async () => {
    const result = await figures();
    expect(result.productsPerCategory).toEqual([
      { category: "Silk", count: 3 },
      { category: "Uncategorised", count: 1 },
    ]);
    // The product with S out of stock still has M: it is in stock.
    expect(result.stock).toEqual({ inStock: 4, outOfStock: 0 });
  });

  it("list the sizes at or below the seller's low-stock threshold, fewest pieces first", async () => {
    const { lowStock } = await figures();
    // Two of the three ordered sarees are down to 2 (the cancelled order gave its piece back), and the S and M sizes.
    expect(lowStock.threshold).toBe(2);
    expect(lowStock.count).toBe(4);
    expect(lowStock.sizes.map((size) => size.stock)).toEqual([0, 2, 2, 2]);
    expect(lowStock.sizes[0]).toMatchObject({ size: "S", stock: 0 });
  });

  it("are for admins only", async () => {
    const customer = await aSignedInUser(shop.deps.db);
    expect((await shop.app.inject({ method: "POST", url: "/api/v1/products/getGraphData", payload: {} })).statusCode).toBe(401);
    expect((await shop.post("/products/getGraphData", customer.headers, {})).statusCode).toBe(403);
  });
});
