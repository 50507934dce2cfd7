import { statusToWire } from "@pallu/domain";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buyingOptions, orders } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { orderRepository } from "./order-repository.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";

/**
 * The back office's order desk: a seller finds the order a customer is calling about, and sees how
 * many orders each status holds for the same search.
 */
const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
type Listed = { _id: string; orderDetails: { public_order_id: string; status: string }; totalPrice: number };
type Desk = { data: Listed[]; pagination: { totalCount: number }; counts: Record<string, number> };

async function desk(filters: object): Promise<Desk> {
  const response = await shop.post("/order/getOrders", admin.headers, filters);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Desk;
}

/** A cash-on-delivery order of `rupees` by a new customer, placed on the given instant. */
async function anOrder(customer: { fullname: string; email: string; phone?: string }, rupees: number, placedAt: string, deliveryPhone = "9876543210") {
  const shopper = await aSignedInUser(shop.deps.db, customer);
  const address = await anAddress(shop.deps.db, shopper.user.id, { phoneNumber: deliveryPhone });
  const product = await aProduct(shop.deps.db, { options: [{ original: rupees, stock: 5 }] });
  const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, product.id));
  const placed = await payCod(shop, { headers: shopper.headers, addressId: address.id }, [
    { productId: product.id, sizeId: option!.id, quantity: 1 },
  ]);
  expect(placed.statusCode, placed.body).toBe(200);
  const order = (placed.json() as { order: Listed }).order;
  await shop.deps.db.update(orders).set({ createdAt: new Date(placedAt) }).where(eq(orders.id, order._id));
  return order;
}

let meera: Listed;
let ravi: Listed;
let kavya: Listed;

beforeAll(async () => {
  // 23:30 in India on 1 November is still 1 November there, though 18:00 in UTC.
  meera = await anOrder({ fullname: "Meera Krishnan", email: "meera.k@example.com", phone: "9811122233" }, 18999, "2026-11-01T18:00:00Z");
  ravi = await anOrder({ fullname: "Ravi Shankar", email: "ravi@example.com" }, 2499, "2026-11-02T05:00:00Z", "9900011122");
  kavya = await anOrder({ fullname: "Kavya Menon", email: "kavya@example.com" }, 7999, "2026-11-03T05:00:00Z");
  await shop.post("/order/updateOrder", admin.headers, { orderId: ravi._id, status: "Confirmed" });
  await shop.post("/order/updateOrder", admin.headers, { orderId: ravi._id, status: "Shipped", courier: "Delhivery", awbCode: "DLV90001" });
});

const ids = (found: Desk) => found.data.map((order) => order._id);

describe("finding an order", () => {
  it("by a part of its number, its AWB, the customer's email, a part of their name, or a phone", async () => {
    expect(ids(await desk({ search: meera.orderDetails.public_order_id.slice(-6).toLowerCase() }))).toEqual([meera._id]);
    expect(ids(await desk({ search: `#${meera.orderDetails.public_order_id.toLowerCase()}` }))).toEqual([meera._id]);
    expect(ids(await desk({ search: "dlv90001" }))).toEqual([ravi._id]);
    expect(ids(await desk({ search: "KAVYA@example.com" }))).toEqual([kavya._id]);
    expect(ids(await desk({ search: "krishnan" }))).toEqual([meera._id]);
    expect(ids(await desk({ search: "+91 98111 22233" }))).toEqual([meera._id]);
    expect(ids(await desk({ search: "99000 11122" }))).toEqual([ravi._id]);
  });

  it("takes a search's wildcards as letters", async () => {
    expect((await desk({ search: "%" })).data).toEqual([]);
    expect((await desk({ search: "_" })).data).toEqual([]);
  });

  it("by payment type and by days in India, newest first or by amount", async () => {
    const mine = [meera._id, ravi._id, kavya._id];
    const onlyMine = (found: Desk) => ids(found).filter((id) => mine.includes(id));
    expect(onlyMine(await desk({ paymentType: "cod", limit: 100 }))).toEqual([kavya._id, ravi._id, meera._id]);
    expect(onlyMine(await desk({ paymentType: "Online", limit: 100 }))).toEqual([]);
    expect(onlyMine(await desk({ from: "2026-11-01", to: "2026-11-01" }))).toEqual([meera._id]);
    expect(onlyMine(await desk({ from: "2026-11-02", to: "2026-11-03" }))).toEqual([kavya._id, ravi._id]);
    const byAmount = await desk({ from: "2026-11-01", to: "2026-11-03", sortBy: "totalPrice", sortOrder: "desc" });
    expect(onlyMine(byAmount)).toEqual([meera._id, kavya._id, ravi._id]);
  });

  it("counts each status for the same search and filters, whatever status is shown", async () => {
    const shown = await desk({ from: "2026-11-01", to: "2026-11-03", status: "Pending" });
    expect(ids(shown).sort()).toEqual([meera._id, kavya._id].sort());
    expect(shown.counts).toEqual({ Pending: 2, Shipped: 1 });
    expect(shown.pagination.totalCount).toBe(2);
  });

  it("counts every order, unfiltered, exactly as a recount of the orders does", async () => {
    const recount = await shop.deps.db
      .select({ status: orders.status, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.orderType, "order"))
      .groupBy(orders.status);
    const everything = await desk({});
    expect(everything.counts).toEqual(Object.fromEntries(recount.map((row) => [statusToWire(row.status), row.count])));
    expect(everything.pagination.totalCount).toBe(recount.reduce((sum, row) => sum + row.count, 0));
    expect((await desk({ status: "Shipped" })).pagination.totalCount).toBe(recount.find((row) => row.status === "shipped")!.count);
  });

  it("stops counting a status past its cap, so that a million orders count as fast as a thousand", async () => {
    const counts = await orderRepository(shop.deps.db).statusCounts(eq(orders.orderType, "order"), ["pending", "shipped", "refunded"], 1);
    expect(counts).toEqual(new Map([["pending", 2], ["shipped", 1]]));
  });

  it("refuses bad filters with the field's message and a 400", async () => {
    for (const [filters, message] of [
      [{ paymentType: "Cheque" }, "Payment type is COD or Online"],
      [{ from: "01-11-2026" }, "Use a date as YYYY-MM-DD"],
      [{ from: "2026-02-30" }, "Use a real date as YYYY-MM-DD"],
      [{ from: "2026-11-03", to: "2026-11-01" }, "The first day must not be after the last"],
      [{ sortBy: "customer" }, "Sort by createdAt or totalPrice"],
      [{ search: "x".repeat(101) }, "Search for at most 100 characters"],
    ] as const) {
      const response = await shop.post("/order/getOrders", admin.headers, filters);
      expect(response.statusCode, JSON.stringify(filters)).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it("is the admin's alone", async () => {
    const shopper = await aSignedInUser(shop.deps.db);
    expect((await shop.post("/order/getOrders", shopper.headers, { search: "meera" })).statusCode).toBe(403);
  });
});
