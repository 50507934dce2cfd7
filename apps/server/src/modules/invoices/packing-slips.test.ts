import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { pdfText } from "../../../../../scripts/support/pdf-text.mjs";
import { describe, expect, it } from "vitest";
import { buyingOptions, orders } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { codOrderFor } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";
import { paymentText } from "./packing-slip-pdf.js";
import { paymentOf } from "./packing-slips.js";

/** The seller's packing table: one PDF to pack a morning's parcels from, each with its slip and its invoice. */
const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
type Placed = { _id: string; orderDetails: { public_order_id: string } };

const print = (orderIds: string[], headers = admin.headers) => shop.post("/order/packingSlips", headers, { orderIds });

/** A cash-on-delivery order by a new shopper, delivered to `shipTo`, of the given sizes of one saree. */
async function anOrder(
  shipTo: string,
  saree: { name: string; sizes: { size: string; rupees: number; quantity: number }[] },
) {
  const shopper = await aSignedInUser(shop.deps.db);
  const address = await anAddress(shop.deps.db, shopper.user.id, { name: shipTo });
  const product = await aProduct(shop.deps.db, {
    name: saree.name,
    options: saree.sizes.map(({ size, rupees }) => ({ size, original: rupees, stock: 10 })),
  });
  const options = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, product.id));
  const cart = saree.sizes.map(({ size, quantity }) => ({
    productId: product.id,
    sizeId: options.find((option) => option.size === size)!.id,
    quantity,
  }));
  return { shopper, order: await codOrderFor<Placed>(shop, { headers: shopper.headers, addressId: address.id }, cart) };
}

async function move(orderId: string, status: string, more: object = {}) {
  const response = await shop.post("/order/updateOrder", admin.headers, { orderId, status, ...more });
  expect(response.statusCode, response.body).toBe(200);
}

describe("printing packing slips", () => {
  it("is for admins only", async () => {
    const shopper = await aSignedInUser(shop.deps.db);
    const { order } = await anOrder("Lakshmi Narayanan", {
      name: "Chanderi Cotton Saree",
      sizes: [{ size: "NA", rupees: 1999, quantity: 1 }],
    });
    expect((await print([order._id], shopper.headers)).statusCode).toBe(403);
    expect(
      (await shop.app.inject({ method: "POST", url: "/api/v1/order/packingSlips", payload: { orderIds: [order._id] } }))
        .statusCode,
    ).toBe(401);
  });

  it("refuses an id that is not an id, naming the field", async () => {
    const response = await print([randomUUID(), "PALLU-123"]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: "Invalid order id", field: "orderIds.1" });
    expect((await print([])).json()).toMatchObject({ message: "Choose the orders to print" });
  });

  it("prints nothing when one of the orders does not exist or is a return", async () => {
    const { shopper, order } = await anOrder("Lakshmi Narayanan", {
      name: "Mangalagiri Saree",
      sizes: [{ size: "NA", rupees: 1499, quantity: 1 }],
    });
    const unknown = await print([order._id, randomUUID()]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: "Order not found" });

    await move(order._id, "Confirmed");
    await move(order._id, "Shipped", { courier: "Delhivery", awbCode: "DLV55501" });
    await move(order._id, "DELIVERED");
    const requested = await shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: "Colour" });
    expect(requested.statusCode, requested.body).toBe(200);
    const returnId = (requested.json() as { order: Placed }).order._id;
    expect((await print([order._id, returnId])).json()).toEqual({ success: false, message: "Order not found" });
  });

  it("gives one PDF of every order's slip, followed by its invoice, in the order asked for", async () => {
    const shipped = await anOrder("Meenakshi Sundaram", {
      name: "Kanjivaram Silk Saree",
      sizes: [{ size: "NA", rupees: 10500, quantity: 1 }],
    });
    await move(shipped.order._id, "Confirmed");
    await move(shipped.order._id, "Shipped", { courier: "Delhivery", awbCode: "DLV90001" });
    const [{ invoiceNumber } = { invoiceNumber: null }] = await shop.deps.db
      .select({ invoiceNumber: orders.invoiceNumber })
      .from(orders)
      .where(eq(orders.id, shipped.order._id));
    const pending = await anOrder("आशा राव", {
      name: "Banarasi Georgette Lehenga",
      sizes: [
        { size: "M", rupees: 2499, quantity: 2 },
        { size: "L", rupees: 2499, quantity: 1 },
      ],
    });

    const response = await print([pending.order._id, shipped.order._id, pending.order._id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="packing-slips-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    if (process.env.PACKING_SLIPS_SAMPLE) await writeFile(process.env.PACKING_SLIPS_SAMPLE, response.rawPayload);
    const text = await pdfText(response.rawPayload);

    const pendingNumber = pending.order.orderDetails.public_order_id;
    const shippedNumber = shipped.order.orderDetails.public_order_id;
    expect(invoiceNumber).toMatch(/^PL\/\d\d-\d\d\/\d{6}$/);
    const at = (needle: string) => text.indexOf(needle);
    expect(at(`Order ${pendingNumber}`)).toBeGreaterThanOrEqual(0);
    expect(at(`Order ${pendingNumber}`)).toBeLessThan(at(`Order ${shippedNumber}`));
    expect(at(`Order ${shippedNumber}`)).toBeLessThan(at(`Invoice no.: ${invoiceNumber}`));
    expect(text.split(`Order ${pendingNumber}`)).toHaveLength(2);

    expect(text).toContain("Cash on delivery — collect ₹7,497");
    expect(text).toContain("Cash on delivery — collect ₹10,500");
    expect(text).toContain("आशा राव");
    expect(text).toContain("Meenakshi Sundaram");
    expect(text).toContain("Courier: Delhivery");
    expect(text).toContain("AWB: DLV90001");
    expect(text).toMatch(/Banarasi Georgette Lehenga\s*M\s*2\s/);
    expect(text).toMatch(/Banarasi Georgette Lehenga\s*L\s*1\s/);
    expect(text).toContain("Total: 3 pieces");
    expect(text).toMatch(/Kanjivaram Silk Saree\s*—\s*1\s/);
    expect(text).toContain("Total: 1 piece");
  });
});

describe("what a packing slip says the courier collects", () => {
  it("is the total less the store credit spent on a cash-on-delivery order, and nothing on a prepaid one", () => {
    expect(paymentText(paymentOf({ paymentType: "cod", totalPaise: 250_000, storeCreditPaise: 50_000 }))).toBe(
      "Cash on delivery — collect ₹2,000",
    );
    expect(paymentText(paymentOf({ paymentType: "cod", totalPaise: 250_000, storeCreditPaise: 250_000 }))).toBe(
      "Cash on delivery — nothing to collect (paid by store credit)",
    );
    expect(paymentText(paymentOf({ paymentType: "prepaid", totalPaise: 250_000, storeCreditPaise: 0 }))).toBe(
      "Prepaid",
    );
  });
});

describe("a gift's packing slip", () => {
  it("carries the gift message and no prices, and leaves the invoice out of the parcel", async () => {
    const saree = await aProduct(shop.deps.db, { name: "Paithani Silk Saree", options: [{ original: 18500, stock: 2 }] });
    const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, saree.id));
    const response = await shop.post("/order/createCounterOrder", admin.headers, {
      customer: { fullname: "Kavya Menon", phone: "9812345670" },
      address: { name: "Latha Menon", addressLine1: "7, Lake View Road", city: "Ernakulam", state: "Kerala", pinCode: "682016", phoneNumber: "9812345671" },
      cart: [{ productId: saree.id, sizeId: option!.id, quantity: 1 }],
      paymentType: "paid",
      reference: "UPI 998877665544",
      giftMessage: "Happy 60th birthday, Amma. With all our love, Kavya and Arjun",
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json() as { order: Placed & { giftMessage: string } };
    expect(order.giftMessage).toBe("Happy 60th birthday, Amma. With all our love, Kavya and Arjun");
    const [{ invoiceNumber } = { invoiceNumber: null }] = await shop.deps.db.select({ invoiceNumber: orders.invoiceNumber }).from(orders).where(eq(orders.id, order._id));
    expect(invoiceNumber).not.toBeNull();

    const printed = await print([order._id]);
    expect(printed.statusCode, printed.body).toBe(200);
    if (process.env.GIFT_SLIP_SAMPLE) await writeFile(process.env.GIFT_SLIP_SAMPLE, printed.rawPayload);
    const text = (await pdfText(printed.rawPayload)).replace(/\s+/g, " ");
    expect(text).toContain("Happy 60th birthday, Amma. With all our love, Kavya and Arjun");
    expect(text).toContain("A gift: no prices and no invoice in this parcel.");
    expect(text).toContain("Latha Menon");
    expect(text).toContain("Paithani Silk Saree");
    expect(text).not.toMatch(/₹|Rs\.?\s?\d|18,500|18500/);
    expect(text).not.toContain(invoiceNumber!);
    expect(text).not.toContain("Tax Invoice");
  });
});
