import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buyingOptions, orders, outboxMessages } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useShopper, useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../jobs/job-worker.js";

const shop = useTestShop({ MAX_OPEN_COD_ORDERS: "50" });
const admin = useSignedInUser(shop, { userType: "Admin" });
const shopper = useShopper(shop, { email: "kavya@example.in" });

const update = (payload: Record<string, unknown>) =>
  shop.post("/order/updateOrder", admin.headers, payload);

async function confirmedOrder(): Promise<string> {
  const product = await aProduct(shop.deps.db, { options: [{ original: 2400, stock: 4 }] });
  const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, product.id));
  const placed = await payCod(shop, shopper, [{ productId: product.id, sizeId: option!.id, quantity: 1 }]);
  const orderId = (placed.json() as { order: { _id: string } }).order._id;
  expect((await update({ orderId, status: "Confirmed" })).statusCode).toBe(200);
  return orderId;
}

const statusOf = async (orderId: string) =>
  (await shop.deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

async function shippedMails(): Promise<string[]> {
  await runDueJobs(shop.deps, jobHandlers);
  const mails = await shop.deps.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, shopper.user.email!), eq(outboxMessages.channel, "email")));
  return mails.filter((mail) => mail.subject.includes("is on its way")).map((mail) => mail.text);
}

describe("marking an order shipped", () => {
  it("is refused without a courier and AWB, and the order stays Confirmed", async () => {
    const orderId = await confirmedOrder();
    for (const details of [
      {},
      { courier: "Delhivery" },
      { courier: "Delhivery", awbCode: "  " },
      { awbCode: "DL1234567" },
    ]) {
      const response = await update({ orderId, status: "Shipped", ...details });
      expect(response.statusCode, JSON.stringify(details)).toBe(400);
      expect((response.json() as { message: string }).message).toBe(
        "Add the courier and AWB number before marking the order as shipped, or book the shipment with the shipping provider",
      );
    }
    expect(await statusOf(orderId)).toBe("confirmed");
  });

  it("works with a courier and AWB saved earlier, or sent with the step", async () => {
    const saved = await confirmedOrder();
    expect((await update({ orderId: saved, courier: "India Post", awbCode: "EE123456789IN" })).statusCode).toBe(200);
    expect((await update({ orderId: saved, status: "Shipped" })).statusCode).toBe(200);
    const sent = await confirmedOrder();
    expect(
      (await update({ orderId: sent, status: "Shipped", courier: "Delhivery", awbCode: "DL7654321" })).statusCode,
    ).toBe(200);
    expect(await statusOf(sent)).toBe("shipped");
  });

  it("works without an AWB typed in when the shipment was booked with the shipping provider", async () => {
    const orderId = await confirmedOrder();
    await shop.deps.db
      .update(orders)
      .set({ shippingOrderId: "SR-1001", shipmentId: "SH-1001" })
      .where(eq(orders.id, orderId));
    expect((await update({ orderId, status: "Shipped" })).statusCode).toBe(200);
  });
});

describe("changing the AWB of a shipped order", () => {
  it("sends the shopper the tracking message again with the new number, once per number", async () => {
    const orderId = await confirmedOrder();
    await update({ orderId, status: "Shipped", courier: "Delhivery", awbCode: "DLOLD0001" });
    const before = (await shippedMails()).length;
    expect((await update({ orderId, courier: "Blue Dart", awbCode: "BDNEW0002" })).statusCode).toBe(200);
    const mails = await shippedMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toContain("BDNEW0002");
    expect(mails.at(-1)).toContain("Blue Dart");

    await update({ orderId, awbCode: "BDNEW0002" });
    expect(await shippedMails()).toHaveLength(before + 1);
  });

  it("sends nothing while the order has not shipped yet", async () => {
    const orderId = await confirmedOrder();
    const before = (await shippedMails()).length;
    await update({ orderId, courier: "Delhivery", awbCode: "DLEARLY01" });
    expect(await shippedMails()).toHaveLength(before);
  });
});
