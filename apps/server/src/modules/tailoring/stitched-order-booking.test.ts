import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, products, workOrders } from "../../db/schema/index.js";
import type { TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { jobHandlers } from "../../job-registration.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { paymentFor } from "../../test/checkout.js";
import type { FakeShiprocket } from "../../test/fake-shiprocket.js";
import { STITCHING } from "../../test/service-builders.js";
import { aShopWithShiprocket } from "../../test/shiprocket-shop.js";
import type { TestShop } from "../../test/test-app.js";
import { aShopper, aSignedInUser } from "../../test/user-builders.js";
import { runDueJobs } from "../jobs/job-worker.js";

let fake: FakeShiprocket;
let shop: TestShop;
let closeShop: () => Promise<void>;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  ({ fake, shop, close: closeShop } = await aShopWithShiprocket());
  admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
});
afterAll(() => closeShop());

/** A shopper's paid order for a saree whose blouse is stitched to her saved measurements. */
async function aPaidStitchedOrder() {
  const shopper = await aShopper(shop.deps.db);
  const saree = await aSaree(shop.deps.db, { stock: 3, price: 9000 });
  await shop.deps.db.update(products).set({ services: [STITCHING] }).where(eq(products.id, saree.productId));
  const profile = await shop.post("/user/saveMeasurementProfile", shopper.headers, {
    name: "Me",
    unit: "in",
    measurements: { bust: 36, waist: 30, shoulder: 14, blouseLength: 15 },
  });
  const line = { ...saree, quantity: 1, services: [{ serviceId: "stitching", styleId: "round" }], measurementProfileId: profile.json().profile._id };
  const payment = await paymentFor(shop, shopper, [line]);
  const paid = await shop.post("/order/verifyPayment", shopper.headers, (shop.deps.payments as TestGateway).pay(payment.id)!);
  expect(paid.statusCode, paid.body).toBe(200);
  return (paid.json() as { order: { _id: string } }).order._id;
}

const orderRow = async (orderId: string) => (await shop.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const bookedWithCourier = (publicOrderId: string) => fake.created.some((body) => body.order_id === publicOrderId);
const moveTo = (workOrderId: string, stage: string) => shop.post("/admin/moveWorkOrder", admin.headers, { workOrderId, stage });

describe("the courier booking of an order with a stitched blouse", () => {
  it("waits until the tailor has made every piece Ready, then books the parcel once", async () => {
    const orderId = await aPaidStitchedOrder();
    expect((await orderRow(orderId)).status).toBe("confirmed");
    await runDueJobs(shop.deps, jobHandlers);
    const waiting = await orderRow(orderId);
    expect(waiting.shippingOrderId).toBeNull();
    expect(bookedWithCourier(waiting.publicOrderId)).toBe(false);

    const [workOrder] = await shop.deps.db.select().from(workOrders).where(eq(workOrders.orderId, orderId));
    for (const stage of ["cutting", "stitching"]) expect((await moveTo(workOrder!.id, stage)).statusCode).toBe(200);
    await runDueJobs(shop.deps, jobHandlers);
    expect((await orderRow(orderId)).shippingOrderId).toBeNull();

    expect((await moveTo(workOrder!.id, "ready")).statusCode).toBe(200);
    await runDueJobs(shop.deps, jobHandlers);
    const booked = await orderRow(orderId);
    expect(booked).toMatchObject({ shippingOrderId: expect.any(String), awbCode: expect.stringMatching(/^AWB/) });
    expect(fake.created.filter((body) => body.order_id === booked.publicOrderId)).toHaveLength(1);
  });

  it("books it again after a piece was moved back from Ready and made Ready once more", async () => {
    const orderId = await aPaidStitchedOrder();
    const [workOrder] = await shop.deps.db.select().from(workOrders).where(eq(workOrders.orderId, orderId));
    for (const stage of ["cutting", "stitching", "ready", "stitching"]) expect((await moveTo(workOrder!.id, stage)).statusCode).toBe(200);
    await runDueJobs(shop.deps, jobHandlers);
    expect((await orderRow(orderId)).shippingOrderId).toBeNull();

    expect((await moveTo(workOrder!.id, "ready")).statusCode).toBe(200);
    await runDueJobs(shop.deps, jobHandlers);
    expect((await orderRow(orderId)).shippingOrderId).toEqual(expect.any(String));
  });
});
