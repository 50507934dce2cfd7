import { COD_ACCOUNT_OFF_MESSAGE } from "@pallu/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { payCod, type CheckoutShopper } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aShopper, aSignedInUser, anAddress } from "../../test/user-builders.js";

/** The back office's page of one customer, and the seller's switch that turns cash on delivery off for them. */
const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });

type Customer = {
  _id: string;
  fullname: string;
  email: string | null;
  codAllowed: boolean;
  isVerified: boolean;
  createdAt: string;
};
type Profile = {
  customer: Customer;
  summary: { orders: number; returns: number; undeliveredCod: number; totalSpent: number };
  addresses: { _id: string; city: string }[];
  orders: {
    _id: string;
    orderDetails: { status: string };
    totalPrice: number;
    paymentType: string;
    customer?: { _id: string };
  }[];
};

const getCustomer = (userId: string, headers: Record<string, string> = admin.headers) => shop.post("/user/getCustomer", headers, { userId });
const setCodAllowed = (userId: string, allowed: unknown, headers: Record<string, string> = admin.headers) =>
  shop.post("/user/setCashOnDelivery", headers, { userId, allowed });

let sequence = 0;

/** An order row as the shop keeps it: a delivered prepaid order of ₹1,000 unless told otherwise. */
async function anOrderOf(userId: string, overrides: Partial<typeof orders.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await shop.deps.db
    .insert(orders)
    .values({
      publicOrderId: `PL-TEST-${sequence}-${Date.now()}`,
      userId,
      paymentType: "prepaid",
      status: "delivered",
      address: {
        name: "Meera Iyer",
        addressLine1: "4, Lake View Road",
        addressLine2: null,
        city: "Chennai",
        state: "Tamil Nadu",
        pinCode: "600004",
        phoneNumber: "9876543210",
      },
      totalPaise: 100_000,
      ...overrides,
    })
    .returning();
  return row!;
}

describe("a customer's page", () => {
  it("is the admin's alone: a shopper is refused both the page and the switch", async () => {
    const shopper = await aSignedInUser(shop.deps.db);
    expect((await getCustomer(shopper.user.id, shopper.headers)).statusCode).toBe(403);
    expect((await setCodAllowed(shopper.user.id, false, shopper.headers)).statusCode).toBe(403);
  });

  it("refuses an id that is not one, or an answer that is not true or false, with a 400", async () => {
    const bad = await getCustomer("not-an-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: "userId is not a valid id" });
    expect((await shop.post("/user/getCustomer", admin.headers, {})).statusCode).toBe(400);
    const customer = await aSignedInUser(shop.deps.db);
    const maybe = await setCodAllowed(customer.user.id, "maybe");
    expect(maybe.statusCode).toBe(400);
    expect(maybe.json()).toMatchObject({ message: "Use true or false" });
  });

  it("answers 404 for an unknown customer, a deleted one and an admin's account", async () => {
    const gone = await aSignedInUser(shop.deps.db);
    const deleted = await shop.app.inject({
      method: "DELETE",
      url: "/api/v1/user/deleteUser",
      headers: admin.headers,
      payload: { id: gone.user.id },
    });
    expect(deleted.statusCode).toBe(200);
    const anAdmin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    for (const userId of ["00000000-0000-4000-8000-000000000000", gone.user.id, anAdmin.user.id]) {
      const page = await getCustomer(userId);
      expect(page.statusCode, userId).toBe(404);
      expect(page.json()).toMatchObject({ success: false, message: "Customer not found" });
      expect((await setCodAllowed(userId, false)).statusCode, userId).toBe(404);
    }
  });

  it("sums up their orders, returns, COD parcels that came back and money spent, and shows addresses and orders", async () => {
    const customer = await aSignedInUser(shop.deps.db, { fullname: "Meera Iyer" });
    const address = await anAddress(shop.deps.db, customer.user.id);
    const delivered = await anOrderOf(customer.user.id, {
      totalPaise: 240_050,
      createdAt: new Date("2026-01-01T10:00:00Z"),
    });
    const cameBack = await anOrderOf(customer.user.id, {
      paymentType: "cod",
      status: "cancelled",
      totalPaise: 150_000,
      courier: "Delhivery",
      awbCode: "DLV123456",
      createdAt: new Date("2026-01-02T10:00:00Z"),
    });
    const bookedThenBack = await anOrderOf(customer.user.id, {
      paymentType: "cod",
      status: "cancelled",
      totalPaise: 90_000,
      shippingOrderId: "SR-778899",
      createdAt: new Date("2026-01-03T10:00:00Z"),
    });
    // Cancelled before it left the warehouse: not a parcel that came back.
    const cancelledEarly = await anOrderOf(customer.user.id, {
      paymentType: "cod",
      status: "cancelled",
      totalPaise: 99_900,
      createdAt: new Date("2026-01-04T10:00:00Z"),
    });
    // Paid whole with store credit from an earlier return: no new money spent.
    const paidWithCredit = await anOrderOf(customer.user.id, {
      totalPaise: 50_000,
      storeCreditPaise: 50_000,
      createdAt: new Date("2026-01-05T10:00:00Z"),
    });
    await anOrderOf(customer.user.id, {
      orderType: "return",
      parentOrderId: delivered.id,
      status: "refunded",
      totalPaise: 80_000,
      refundPaise: 80_000,
      refundStatus: "completed",
    });
    // A return the customer withdrew counts neither as a return nor as money back.
    await anOrderOf(customer.user.id, {
      orderType: "return",
      parentOrderId: delivered.id,
      status: "cancelled",
      totalPaise: 80_000,
    });
    const someoneElse = await aSignedInUser(shop.deps.db);
    await anOrderOf(someoneElse.user.id, { paymentType: "cod", status: "cancelled", awbCode: "DLV000001" });

    const response = await getCustomer(customer.user.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Profile>();
    expect(body.customer).toEqual({
      _id: customer.user.id,
      fullname: "Meera Iyer",
      email: customer.user.email,
      phone: null,
      createdAt: customer.user.createdAt.toISOString(),
      isVerified: true,
      codAllowed: true,
    });
    expect(body.summary).toEqual({ orders: 5, returns: 1, undeliveredCod: 2, totalSpent: 1600.5 });
    expect(body.addresses).toEqual([expect.objectContaining({ _id: address.id, city: "Chennai" })]);
    expect(body.orders.map((order) => order._id)).toEqual([
      paidWithCredit.id,
      cancelledEarly.id,
      bookedThenBack.id,
      cameBack.id,
      delivered.id,
    ]);
    expect(body.orders[4]).toMatchObject({
      orderDetails: { status: "DELIVERED" },
      totalPrice: 2400.5,
      paymentType: "Prepaid",
      customer: { _id: customer.user.id },
    });
    expect(response.body).not.toContain("password");
  });

  it("lists only the twenty newest orders, and counts them all", async () => {
    const customer = await aSignedInUser(shop.deps.db);
    for (let day = 1; day <= 22; day += 1) {
      await anOrderOf(customer.user.id, { createdAt: new Date(`2026-02-${String(day).padStart(2, "0")}T10:00:00Z`) });
    }
    const body = (await getCustomer(customer.user.id)).json<Profile>();
    expect(body.orders).toHaveLength(20);
    expect(body.summary.orders).toBe(22);
    expect(body.summary.totalSpent).toBe(22_000);
  });
});

describe("the cash-on-delivery switch", () => {
  const aSareeInStock = (stock: number) => aSaree(shop.deps.db, { stock, price: 1800 });
  const payCashForOne = (shopper: CheckoutShopper, saree: object) => payCod(shop, shopper, [{ ...saree, quantity: 1 }]);
  const offer = async (headers: Record<string, string>) =>
    (await shop.app.inject({ method: "GET", url: "/api/v1/user/getCashOnDelivery", headers })).json<{
      cashOnDelivery: { available: boolean; message: string | null };
    }>().cashOnDelivery;

  it("turned off, the checkout does not offer it and an order is refused with nothing taken; turned on, it works again", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSareeInStock(5);
    expect(await offer(shopper.headers)).toEqual({ available: true, message: null });

    const off = await setCodAllowed(shopper.user.id, "false");
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ success: true, customer: { _id: shopper.user.id, codAllowed: false } });
    expect((await getCustomer(shopper.user.id)).json<Profile>().customer.codAllowed).toBe(false);
    expect(await offer(shopper.headers)).toEqual({ available: false, message: COD_ACCOUNT_OFF_MESSAGE });

    const refused = await payCashForOne(shopper, saree);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: "Cash on delivery is not available for your account. Please pay online.",
    });
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(5);
    expect(await shop.deps.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toEqual([]);

    const on = await setCodAllowed(shopper.user.id, true);
    expect(on.json()).toMatchObject({ customer: { codAllowed: true } });
    expect(await offer(shopper.headers)).toEqual({ available: true, message: null });
    const placed = await payCashForOne(shopper, saree);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(4);
  });

  it("leaves other customers' cash on delivery as it was", async () => {
    const turnedOff = await aShopper(shop.deps.db);
    const other = await aShopper(shop.deps.db);
    await setCodAllowed(turnedOff.user.id, false);
    expect((await payCashForOne(other, await aSareeInStock(2))).statusCode).toBe(200);
    expect(await offer(other.headers)).toEqual({ available: true, message: null });
  });
});
