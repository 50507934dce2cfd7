import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { TestGateway } from "../integrations/razorpay/test-gateway.js";
import type { TestShop } from "../test/test-app.js";
import { aProduct, sizesOf } from "../test/catalogue-builders.js";
import { aShopper } from "../test/user-builders.js";
import { startListeningShop, type SpecClient } from "./spec-client.js";
import { answerOf, CartLine, Order, Pagination, PaymentOrder, read, WishlistLine } from "./spec-entities.js";

/** The orders, cart, wishlist and payment calls of docs/api.md#orders-cart-wishlist-and-payment, called as a client written from the spec calls them. */

let shop: TestShop;
let guest: SpecClient;
let admin: SpecClient;
let saree: { productId: string; sizeId: string };

const CartAnswer = answerOf({ cart: z.array(CartLine) });
const WishlistAnswer = answerOf({ wishlist: z.array(WishlistLine) });
const OrderAnswer = answerOf({ order: Order });
const MyOrders = answerOf({ orders: z.array(Order) });
const OneOrder = answerOf({ orders: Order });

beforeAll(async () => {
  ({ shop, guest, admin } = await startListeningShop());
  const product = await aProduct(shop.deps.db, { name: "Tussar Silk Saree", options: [{ original: 6000, discounted: 4800, stock: 40 }] });
  saree = (await sizesOf(shop.deps.db, product.id)).NA!;
});
afterAll(() => shop.close());

async function aCustomer() {
  const shopper = await aShopper(shop.deps.db);
  return { client: guest.as(shopper.token), addressId: shopper.addressId };
}

const oneSaree = (quantity = 1) => JSON.stringify([{ ...saree, quantity }]);

describe("cart and wishlist", () => {
  it("saves the cart sent as JSON text in a form and answers the spec's cart lines", async () => {
    const { client } = await aCustomer();
    const { cart } = read(CartAnswer, await client.form("POST", "/order/updateMyCart", { cart: oneSaree(2) }));
    expect(cart).toEqual([expect.objectContaining({ productId: saree.productId, sizeId: saree.sizeId, quantity: 2, price: 4800, name: "Tussar Silk Saree" })]);
    expect(read(CartAnswer, await client.bare("POST", "/order/getMyCart", "empty form")).cart).toHaveLength(1);
  });

  it("saves the wishlist sent as JSON text or as a JSON array", async () => {
    const { client } = await aCustomer();
    read(WishlistAnswer, await client.form("POST", "/order/updateMyWishlist", { wishlist: JSON.stringify([saree]) }));
    const { wishlist } = read(WishlistAnswer, await client.json("POST", "/order/updateMyWishlist", { wishlist: [saree] }));
    expect(wishlist).toEqual([expect.objectContaining({ productId: saree.productId, sizeId: saree.sizeId, price: 4800 })]);
    expect(read(WishlistAnswer, await client.bare("POST", "/order/getMyWishlist", "no body")).wishlist).toHaveLength(1);
  });
});

describe("placing and reading orders", () => {
  it("places a cash-on-delivery order and lists it with getMyOrders sent with no data", async () => {
    const { client, addressId } = await aCustomer();
    const { order } = read(OrderAnswer, await client.form("POST", "/order/cashOnDelivery", { addressId, cart: oneSaree() }));
    expect(order).toMatchObject({ paymentType: "COD", totalPrice: 4800, orderType: "Order", orderDetails: { status: "Pending" } });
    expect(order.cart[0]).toMatchObject({ quantity: 1, product: { discountPrice: 4800 } });
    for (const kind of ["no body", "empty form", "null", "{}"] as const) {
      const { orders } = read(MyOrders, await client.bare("POST", "/order/getMyOrders", kind));
      expect(orders.map((mine) => mine._id)).toEqual([order._id]);
    }
  });

  it("answers one order under `orders` as an object when asked with orderId, and only to its owner", async () => {
    const { client, addressId } = await aCustomer();
    const { order } = read(OrderAnswer, await client.json("POST", "/order/cashOnDelivery", { addressId, cart: oneSaree() }));
    const { orders } = read(OneOrder, await client.form("POST", "/order/getMyOrders", { orderId: order._id }));
    expect(orders._id).toBe(order._id);
    const stranger = (await aCustomer()).client;
    expect((await stranger.json("POST", "/order/getMyOrders", { orderId: order._id })).status).toBe(404);
  });

  it("captures an online payment as amount, currency and id, and verifies it into a prepaid order", async () => {
    const { client, addressId } = await aCustomer();
    const { payment } = read(answerOf({ payment: PaymentOrder }), await client.form("POST", "/order/capturePayment", { addressId, cart: oneSaree(2) }));
    expect(payment).toMatchObject({ amount: 960000, currency: "INR" });
    const result = (shop.deps.payments as TestGateway).pay(payment.id)!;
    const { order } = read(OrderAnswer, await client.form("POST", "/order/verifyPayment", { ...result, addressId, cart: oneSaree(2) }));
    expect(order).toMatchObject({ paymentType: "Prepaid", totalPrice: 9600, paymentId: { payment_id: result.razorpay_payment_id } });
  });

  it("cancels an order with cancelMyOrder and answers the cancelled order", async () => {
    const { client, addressId } = await aCustomer();
    const { order } = read(OrderAnswer, await client.json("POST", "/order/cashOnDelivery", { addressId, cart: oneSaree() }));
    const cancelled = read(OrderAnswer, await client.form("POST", "/order/cancelMyOrder", { orderId: order._id }));
    expect(cancelled.order.orderDetails.status).toBe("Cancelled");
  });
});

describe("the order desk (admin)", () => {
  it("lists orders and returns by type, moves an order on, and cancels one", async () => {
    const { client, addressId } = await aCustomer();
    const { order } = read(OrderAnswer, await client.json("POST", "/order/cashOnDelivery", { addressId, cart: oneSaree() }));
    const Listed = answerOf({ data: z.array(Order), pagination: Pagination });
    const { data } = read(Listed, await admin.form("POST", "/order/getOrders", { type: "Order" }));
    expect(data.map((listed) => listed._id)).toContain(order._id);
    read(Listed, await admin.json("POST", "/order/getOrders", { type: "Returns" }));

    const packed = read(OrderAnswer, await admin.form("POST", "/order/updateOrder", { orderId: order._id, status: "Confirmed" }));
    expect(packed.order.orderDetails.status).toBe("Confirmed");
    const shipped = await admin.json("POST", "/order/updateOrder", { orderId: order._id, status: "Shipped", courier: "Delhivery", awbCode: "DL123456" });
    expect(read(OrderAnswer, shipped).order.shiprocketDetails).toMatchObject({ awb_code: "DL123456" });

    const second = read(OrderAnswer, await client.json("POST", "/order/cashOnDelivery", { addressId, cart: oneSaree() }));
    const cancelled = read(OrderAnswer, await admin.form("POST", "/order/cancelOrder", { orderId: second.order._id }));
    expect(cancelled.order.orderDetails.status).toBe("Cancelled");
    expect((await client.json("POST", "/order/getOrders", { type: "Order" })).status).toBe(403);
  });

  it("takes a return of a delivered order with reason, orderId and the lines to return", async () => {
    const { client, addressId } = await aCustomer();
    const { order } = read(OrderAnswer, await client.json("POST", "/order/cashOnDelivery", { addressId, cart: oneSaree(2) }));
    for (const status of ["Confirmed", "Shipped", "DELIVERED"]) {
      read(OrderAnswer, await admin.json("POST", "/order/updateOrder", { orderId: order._id, status, courier: "Delhivery", awbCode: "DL98765" }));
    }
    const lines = JSON.stringify([{ _id: order.cart[0]!._id, quantity: 1 }]);
    const returned = read(OrderAnswer, await client.form("POST", "/order/returnOrder", { orderId: order._id, reason: "Colour differs from the photo", cart: lines }));
    expect(returned.order).toMatchObject({ orderType: "Return", totalPrice: 4800, orderDetails: { status: "Return Requested" } });
    expect(returned.order.cart).toEqual([expect.objectContaining({ quantity: 1 })]);
  });
});
