import type { CheckoutQuoteWire } from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { orderLines, products, taxDocuments, workOrders } from "../../db/schema/index.js";
import type { TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { jobHandlers } from "../../job-registration.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { checkoutQuote, payCod, paymentFor, quoteOf } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aPromotion } from "../../test/promotions.js";
import { FALL_PICO, STITCHING } from "../../test/service-builders.js";
import { aTestClock } from "../../test/test-app.js";
import { aShopper, type Shopper } from "../../test/user-builders.js";
import { runDueJobs } from "../jobs/job-worker.js";
import { outboxRepository } from "../dev-outbox/outbox-repository.js";

// A Friday morning in India: the promise counts working days (Monday to Saturday). Jobs are queued
// at the database's own time, so they are run on the real clock.
const clock = aTestClock(new Date("2026-11-27T04:30:00Z"));
const shop = useTestShop({}, { now: clock.now });
const admin = useSignedInUser(shop, { userType: "Admin" });
const gateway = () => shop.deps.payments as TestGateway;

/** A silk saree (HSN 5007) that offers blouse stitching and fall and pico. */
async function aSilkSareeWithServices(input: { stock?: number; price?: number; madeToOrderDays?: number } = {}) {
  const saree = await aSaree(shop.deps.db, { stock: input.stock ?? 5, price: input.price ?? 10_000 });
  await shop.deps.db
    .update(products)
    .set({ services: [STITCHING, FALL_PICO], hsnCode: "5007", madeToOrderDays: input.madeToOrderDays ?? null })
    .where(eq(products.id, saree.productId));
  return saree;
}

async function ok<T>(response: LightMyRequestResponse, field: string): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Record<string, T>)[field]!;
}

async function aProfile(shopper: Shopper, name = "Amma", measurements: object = { bust: 38, waist: 34, shoulder: 14.5, blouseLength: 15, sleeveLength: 6 }) {
  return ok<{ _id: string }>(await shop.post("/user/saveMeasurementProfile", shopper.headers, { name, unit: "in", measurements }), "profile");
}

async function paidOnline(shopper: Shopper, cart: object[]) {
  const payment = await paymentFor(shop, shopper, cart);
  const result = gateway().pay(payment.id)!;
  return ok<Order>(await shop.post("/order/verifyPayment", shopper.headers, result), "order");
}

const subjectsTo = async (shopper: Shopper) =>
  (await outboxRepository(shop.deps.db).listNewest(50, shopper.user.email!)).map((message) => message.subject);

const profilesOf = (shopper: Shopper) =>
  shop.app.inject({ method: "GET", url: "/api/v1/user/getMeasurementProfiles", headers: shopper.headers });

type Order = {
  _id: string;
  totalPrice: number;
  deliveryDate: string | null;
  cart: {
    _id: string;
    name: string;
    services?: { name: string; styleName: string | null; price: number }[];
    measurements?: { name: string; measurements: Record<string, number> } | null;
    returnOptions: string[];
    notReturnable?: string | null;
    madeToOrder?: number;
  }[];
};

const stitchedBoatNeck = (saree: { productId: string; sizeId: string }, measurementProfileId?: string) => ({
  ...saree,
  quantity: 1,
  services: [{ serviceId: "stitching", styleId: "boat" }, { serviceId: "fall-pico" }],
  ...(measurementProfileId ? { measurementProfileId } : {}),
});

describe("a quote with services", () => {
  it("prices each service on the server and promises a later delivery for the stitching", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSilkSareeWithServices();
    const plain = await quoteOf(shop, shopper, [{ ...saree, quantity: 1 }]);
    const quote = await quoteOf(shop, shopper, [{ ...stitchedBoatNeck(saree), price: 1 }]);
    expect(quote.total).toBe(11_650);
    expect(quote.lines[0]!.services).toEqual([
      expect.objectContaining({ name: "Blouse stitching", styleName: "Boat neck", price: 1500, discount: 0 }),
      expect.objectContaining({ name: "Fall and pico", styleName: null, price: 150, discount: 0 }),
    ]);
    // Seven working days of stitching after the usual promise: Friday 27 Nov + 7 → Sat 5 Dec, + 7 → Mon 14 Dec.
    expect(plain.deliveryDate).toBe("2026-12-05");
    expect(quote.deliveryDate).toBe("2026-12-14");
  });

  it("discounts the services only with an offer that says so", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSilkSareeWithServices();
    const withoutServices = await aPromotion(shop, admin.headers, { title: "Saree week", value: 10, products: [saree.productId] });
    const sareeOnly = await quoteOf(shop, shopper, [stitchedBoatNeck(saree)]);
    expect(sareeOnly.total).toBe(11_650 - 1000);
    expect(sareeOnly.lines[0]!.services!.every((service) => service.discount === 0)).toBe(true);

    await shop.app.inject({ method: "DELETE", url: "/api/v1/promotions/deletePromotion", headers: admin.headers, payload: { promotionId: withoutServices._id } });
    await aPromotion(shop, admin.headers, { title: "Ready to wear week", value: 10, products: [saree.productId], appliesToServices: true });
    const everything = await quoteOf(shop, shopper, [stitchedBoatNeck(saree)]);
    expect(everything.total).toBe(11_650 - 1165);
    expect(everything.lines[0]!.services!.map((service) => service.discount)).toEqual([150, 15]);
  });

  it("refuses a service the product does not offer, and stitching without a style", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSilkSareeWithServices();
    const unknown = await checkoutQuote(shop, shopper, [{ ...saree, services: [{ serviceId: "embroidery" }] }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: expect.stringMatching(/is not offered with it$/) });
    const noStyle = await checkoutQuote(shop, shopper, [{ ...saree, services: [{ serviceId: "stitching" }] }]);
    expect(noStyle.statusCode).toBe(400);
    expect(noStyle.json()).toMatchObject({ message: "Please choose a style for Blouse stitching" });
  });
});

describe("measurement profiles", () => {
  it("keeps several named profiles, each her own", async () => {
    const shopper = await aShopper(shop.deps.db);
    await aProfile(shopper, "Me");
    const amma = await aProfile(shopper, "Amma");
    const profiles = await ok<{ name: string }[]>(await profilesOf(shopper), "profiles");
    expect(profiles.map((profile) => profile.name)).toEqual(["Me", "Amma"]);

    const stranger = await aShopper(shop.deps.db);
    const saree = await aSilkSareeWithServices();
    const borrowed = await checkoutQuote(shop, stranger, [stitchedBoatNeck(saree, amma._id)]);
    expect(borrowed.statusCode).toBe(404);
    const removed = await shop.post("/user/removeMeasurementProfile", stranger.headers, { profileId: amma._id });
    expect(removed.statusCode).toBe(404);
  });

  it("says which measurement is out of its range, in the unit she chose", async () => {
    const shopper = await aShopper(shop.deps.db);
    const inches = await shop.post("/user/saveMeasurementProfile", shopper.headers, {
      name: "Me",
      unit: "in",
      measurements: { bust: 70, waist: 34, shoulder: 14, blouseLength: 15 },
    });
    expect(inches.statusCode).toBe(400);
    expect(inches.json()).toMatchObject({ field: "bust", message: "Bust must be between 24 and 60 inches" });

    const centimetres = await shop.post("/user/saveMeasurementProfile", shopper.headers, {
      name: "Me",
      unit: "cm",
      measurements: JSON.stringify({ bust: 92, waist: 80, shoulder: 100, blouseLength: 38 }),
    });
    expect(centimetres.statusCode).toBe(400);
    expect(centimetres.json()).toMatchObject({ field: "shoulder", message: "Shoulder must be between 28 and 51 cm" });

    const missing = await shop.post("/user/saveMeasurementProfile", shopper.headers, { name: "Me", bust: "36" });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { errors: { field: string; message: string }[] }).errors).toEqual(
      expect.arrayContaining([{ field: "waist", message: "Waist is required" }]),
    );
    const saved = await ok<object[]>(await profilesOf(shopper), "profiles");
    expect(saved).toHaveLength(0);
  });
});

describe("a guest's measurements joining her account at sign-in", () => {
  it("are saved as her profile as the browser kept them, a taken name answered 409 on the name, and her cart line names the profile", async () => {
    const shopper = await aShopper(shop.deps.db);
    await aProfile(shopper, "Me");
    const kept = { name: "Me", unit: "cm", measurements: { bust: 92, waist: 76, shoulder: 36, blouseLength: 38 } };
    const taken = await shop.post("/user/saveMeasurementProfile", shopper.headers, kept);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: "name", message: "You already have a profile named Me" });

    const profile = await ok<{ _id: string; name: string; unit: string; measurements: object }>(
      await shop.post("/user/saveMeasurementProfile", shopper.headers, { ...kept, name: "Me 2" }),
      "profile",
    );
    expect(profile).toMatchObject({ name: "Me 2", unit: "cm", measurements: kept.measurements });

    const saree = await aSilkSareeWithServices();
    const line = { productId: saree.productId, sizeId: saree.sizeId, quantity: 1, services: [{ serviceId: "stitching", styleId: "boat" }], measurementProfileId: profile._id };
    const cart = await ok<{ measurementProfileId?: string | null }[]>(await shop.post("/order/updateMyCart", shopper.headers, { cart: JSON.stringify([line]) }), "cart");
    expect(cart[0]?.measurementProfileId).toBe(profile._id);
    const quote: CheckoutQuoteWire = await quoteOf(shop, shopper, [{ ...saree, quantity: 1, services: line.services, measurementProfileId: profile._id }]);
    expect(quote.lines[0]?.measurements).toEqual({ name: "Me 2" });
  });
});

describe("an order with a stitched saree", () => {
  it("snapshots the measurements, waits for the tailor before shipping, and keeps the stitched piece out of a return", async () => {
    const shopper = await aShopper(shop.deps.db);
    const stitched = await aSilkSareeWithServices();
    const plain = await aSaree(shop.deps.db, { stock: 3, price: 4000 });
    const amma = await aProfile(shopper);
    const order = await paidOnline(shopper, [stitchedBoatNeck(stitched, amma._id), { ...plain, quantity: 1 }]);
    expect(order.totalPrice).toBe(11_650 + 4000);
    expect(order.deliveryDate).toBe("2026-12-14");
    const stitchedLine = order.cart.find((line) => line.services !== undefined)!;
    expect(stitchedLine.measurements).toMatchObject({ name: "Amma", measurements: { bust: 38 } });
    // A later change to the profile does not reach the blouse being cut.
    await shop.post("/user/saveMeasurementProfile", shopper.headers, { profileId: amma._id, name: "Amma", unit: "in", measurements: { bust: 40, waist: 34, shoulder: 14.5, blouseLength: 15 } });

    const shipEarly = await shop.post("/order/updateOrder", admin.headers, { orderId: order._id, status: "Shipped", courier: "Delhivery", awbCode: "DL555" });
    expect(shipEarly.statusCode).toBe(409);
    expect(shipEarly.json()).toMatchObject({ message: expect.stringMatching(/^This order cannot be shipped yet: 1 blouse is still being stitched/) });

    const desk = await ok<{ _id: string; orderId: string; stage: string; measurements: { measurements: Record<string, number> } }[]>(
      await shop.app.inject({ method: "GET", url: "/api/v1/admin/workOrders", headers: admin.headers }),
      "workOrders",
    );
    const workOrder = desk.find((each) => each.orderId === order._id)!;
    expect(workOrder).toMatchObject({ stage: "measurementsReceived", measurements: { measurements: { bust: 38 } } });
    const card = await shop.app.inject({ method: "POST", url: "/api/v1/admin/jobCard", headers: admin.headers, payload: { workOrderId: workOrder._id } });
    expect(card.statusCode).toBe(200);
    expect(card.headers["content-type"]).toBe("application/pdf");
    const skip = await shop.post("/admin/moveWorkOrder", admin.headers, { workOrderId: workOrder._id, stage: "ready" });
    expect(skip.statusCode).toBe(400);
    for (const stage of ["cutting", "stitching", "ready"]) {
      await ok(await shop.post("/admin/moveWorkOrder", admin.headers, { workOrderId: workOrder._id, stage }), "workOrder");
    }
    await runDueJobs({ ...shop.deps, now: () => new Date() }, jobHandlers);
    expect(await subjectsTo(shopper)).toContainEqual(expect.stringMatching(/^Your blouse for order .+ is ready$/));

    await ok(await shop.post("/order/updateOrder", admin.headers, { orderId: order._id, status: "Shipped", courier: "Delhivery", awbCode: "DL555" }), "order");
    await ok(await shop.post("/order/updateOrder", admin.headers, { orderId: order._id, status: "DELIVERED" }), "order");
    const delivered = await ok<Order>(await shop.post("/order/getMyOrders", shopper.headers, { orderId: order._id }), "orders");
    const stitchedNow = delivered.cart.find((line) => line._id === stitchedLine._id)!;
    expect(stitchedNow).toMatchObject({ returnOptions: [], notReturnable: "This item was stitched or customised for you, so it cannot be returned" });

    const refused = await shop.post("/order/returnOrder", shopper.headers, {
      orderId: order._id,
      reason: "Not as expected",
      cart: JSON.stringify([{ _id: stitchedLine._id, quantity: 1 }]),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/cannot be returned$/) });
    const plainLine = delivered.cart.find((line) => line.services === undefined)!;
    const accepted = await shop.post("/order/returnOrder", shopper.headers, {
      orderId: order._id,
      reason: "Colour differs",
      cart: JSON.stringify([{ _id: plainLine._id, quantity: 1 }]),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it("prints the stitching on the invoice at the saree's HSN and rate, as one composite supply", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSilkSareeWithServices();
    const amma = await aProfile(shopper);
    const order = await paidOnline(shopper, [stitchedBoatNeck(saree, amma._id)]);
    const [invoice] = await shop.deps.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order._id));
    expect(invoice, "an invoice is issued on confirming").toBeDefined();
    const lines = invoice!.document.lines.map((line) => ({ description: line.description, hsn: line.hsnCode, rate: line.ratePercent, gross: line.grossPaise }));
    expect(lines).toEqual([
      { description: expect.any(String), hsn: "5007", rate: 5, gross: 1_000_000 },
      { description: expect.stringMatching(/^Blouse stitching \(Boat neck\) for .+ \(composite supply with it\)$/), hsn: "5007", rate: 5, gross: 150_000 },
      { description: expect.stringMatching(/^Fall and pico for /), hsn: "5007", rate: 5, gross: 15_000 },
    ]);
    expect(invoice!.document.totals.grossPaise).toBe(1_165_000);
  });

  it("opens a work order awaiting measurements when she will send them later, and lets her send them", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSilkSareeWithServices();
    const order = await paidOnline(shopper, [stitchedBoatNeck(saree)]);
    const [workOrder] = await shop.deps.db.select().from(workOrders).where(eq(workOrders.orderId, order._id));
    expect(workOrder!.stage).toBe("awaitingMeasurements");
    const early = await shop.post("/admin/moveWorkOrder", admin.headers, { workOrderId: workOrder!.id, stage: "cutting" });
    expect(early.statusCode).toBe(409);
    await ok(await shop.post("/admin/remindMeasurements", admin.headers, { workOrderId: workOrder!.id }), "workOrder");
    await runDueJobs({ ...shop.deps, now: () => new Date() }, jobHandlers);
    expect(await subjectsTo(shopper)).toContainEqual(expect.stringMatching(/^Your measurements for order /));

    const me = await aProfile(shopper, "Me");
    const line = order.cart[0]!;
    const sent = await shop.post("/order/sendMeasurements", shopper.headers, { orderId: order._id, orderLineId: line._id, measurementProfileId: me._id });
    expect(sent.statusCode, sent.body).toBe(200);
    const [moved] = await shop.deps.db.select().from(workOrders).where(eq(workOrders.id, workOrder!.id));
    expect(moved!.stage).toBe("measurementsReceived");
  });

  it("is not offered cash on delivery for a blouse stitched to measure", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSilkSareeWithServices();
    const refused = await payCod(shop, shopper, [stitchedBoatNeck(saree)]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/^Cash on delivery is not available for this order: .+ is stitched or finished for you, and a parcel refused at the door could not be sold again\.$/),
    });
    // The checkout page says the same sentence beside the payment choice, from the quote.
    const quote: CheckoutQuoteWire = await quoteOf(shop, shopper, [stitchedBoatNeck(saree)], { paymentType: "online" });
    expect(quote.cashOnDelivery).toEqual({ available: false, message: refused.json().message });
  });
});

describe("made to order", () => {
  it("sells past the shelf with a later promise, takes only the shelf's stock, and gives back only that on cancelling", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSilkSareeWithServices({ stock: 1, madeToOrderDays: 15 });
    const quote: CheckoutQuoteWire = await quoteOf(shop, shopper, [{ ...saree, quantity: 3 }]);
    expect(quote.lines[0]).toMatchObject({ madeToOrder: 2, quantity: 3 });
    expect(quote.deliveryDate).toBe("2026-12-23");
    const order = await ok<Order>(await payCod(shop, shopper, [{ ...saree, quantity: 3 }]), "order");
    expect(order.cart[0]).toMatchObject({ madeToOrder: 2 });
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(0);
    const [line] = await shop.deps.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(line!.madeToOrderQuantity).toBe(2);

    const cancelled = await shop.post("/order/cancelMyOrder", shopper.headers, { orderId: order._id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
  });

  it("is still refused beyond the stock for a product that is not made to order", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSilkSareeWithServices({ stock: 1 });
    const refused = await checkoutQuote(shop, shopper, [{ ...saree, quantity: 2 }]);
    expect(refused.statusCode).toBe(409);
  });
});
