import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { DESKTOP, docScreen, launchBrowser, PHONE, signedInPage } from "./support/browser.mjs";
import { E2E_ADMIN } from "./support/shop-server.mjs";
import { call, signIn, verifiedCustomer } from "./support/shop-api.mjs";

/**
 * A shopper returns a piece the way the shop's policy allows, follows each step of the return,
 * and spends the store credit it gave at the next checkout.
 */

let browser;
let adminToken;
let shopper;
let addressId;

const shopperPage = (viewport, path) => signedInPage(browser, viewport, shopper, path);

const update = (body) => call("POST", "/order/updateOrder", { token: adminToken, body });

/** A delivered cash-on-delivery order (the `pick`th candidate: the same cart twice would be one order) of one piece of a full-price product that has another size at the same price in stock. */
async function deliveredOrder(pick = 0) {
  const { products } = await call("GET", "/products/getAllProduct", {
    query: { limit: 60, payment: "Off", availibility: "true" },
  });
  const product = products.filter(
    (candidate) =>
      candidate.isCOD &&
      candidate.buyingOption.filter((option) => option.stock > 1 && option.discountedPrice === option.originalPrice)
        .length >= 2,
  )[pick];
  assert.ok(product, "the demo catalogue has a full-price product in two sizes");
  const option = product.buyingOption.find(
    (candidate) => candidate.stock > 1 && candidate.discountedPrice === candidate.originalPrice,
  );
  const { order } = await call("POST", "/order/cashOnDelivery", {
    token: shopper.token,
    body: { addressId, cart: JSON.stringify([{ productId: product._id, subDetailId: option._id, quantity: 1 }]) },
  });
  for (const step of [
    { status: "Confirmed" },
    { status: "Shipped", courier: "Delhivery", awbCode: "DLV4455667788" },
    { status: "DELIVERED" },
  ]) {
    await update({ orderId: order._id, ...step });
  }
  return { order, product, option };
}

before(async () => {
  browser = await launchBrowser();
  adminToken = await signIn(E2E_ADMIN);
  shopper = await verifiedCustomer("Lakshmi Narayanan");
  const { address } = await call("POST", "/user/addAddress", {
    token: shopper.token,
    body: {
      name: shopper.fullname,
      addressLine1: "21 Race Course Road",
      city: "Coimbatore",
      state: "Tamil Nadu",
      pinCode: "641018",
      phoneNumber: "9876501234",
    },
  });
  addressId = address.at(-1)._id;
});
after(async () => {
  await browser?.close();
});

test("a shopper asks for another size on a phone; the size is held and each step of the return shows", async () => {
  const { order, product, option } = await deliveredOrder();
  const page = await shopperPage(PHONE, `/orders/${order._id}`);
  await page.getByRole("button", { name: "Return" }).click();
  await page.waitForURL(new RegExp(`/return/${order._id}$`));

  await page
    .getByRole("button", { name: /^Return one more/ })
    .first()
    .click();
  const choices = await page.getByRole("radio").evaluateAll((radios) => radios.map((radio) => radio.value));
  assert.deepEqual(
    choices,
    ["refund", "exchange", "storeCredit"],
    "a full-price piece may be refunded, exchanged or credited",
  );
  await page.getByText("Exchange for another size").click();
  assert.equal(await page.getByRole("radio", { name: /Exchange for another size/ }).isChecked(), true);
  const other = product.buyingOption.find(
    (candidate) =>
      candidate._id !== option._id && candidate.stock > 0 && candidate.discountedPrice === option.discountedPrice,
  );
  await page.getByLabel("Exchange for", { exact: true }).selectOption(other._id);
  await page.getByLabel(/reason for return/i).fill("A size larger, please");
  await docScreen(page, "return-form-phone");
  const stockBefore = other.stock;
  await page.getByRole("button", { name: "Return Selected" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/orders/") && !url.pathname.endsWith(order._id), {
    timeout: 20000,
  });
  const returnId = new URL(page.url()).pathname.split("/").at(-1);
  const { orders: asked } = await call("POST", "/order/getMyOrders", { token: shopper.token, body: { orderId: returnId } });
  assert.equal(asked.returnResolution, "exchange", "the return asks for an exchange");
  assert.ok(asked.cart.some((line) => line.exchangeFor?.sizeId === other._id), "the return holds the other size");
  await page.getByText("held for you").waitFor();
  assert.ok(page.url().endsWith(`/orders/${returnId}`), "the shopper stays on the return");

  const { product: after } = await call("POST", "/products/getProduct", { body: { id: product._id } });
  const held = after.buyingOption.find((candidate) => candidate._id === other._id);
  assert.equal(held.stock, stockBefore - 1, "the new size is held from the request");

  await update({ orderId: returnId, status: "Pickup Scheduled", courier: "Xpressbees", awbCode: "XB-REV-1201" });
  await page.reload();
  await page.getByText("XB-REV-1201").first().waitFor();
  await docScreen(page, "return-progress-phone");
  await page.close();

  await update({ orderId: returnId, status: "Returned" });
  await update({ orderId: returnId, status: "Exchanged", condition: "sellable" });
  const desktop = await shopperPage(DESKTOP, `/orders/${returnId}`);
  await desktop.getByText("Replacement on its way").waitFor();
  await docScreen(desktop, "return-exchanged-desktop");
  await desktop.getByRole("link", { name: "Track your replacement" }).click();
  await desktop.getByText("Confirmed").first().waitFor();
  await desktop.close();
});

test("store credit from a return is offered at checkout and pays part of the next order", async () => {
  const { order } = await deliveredOrder(1);
  const { order: returned } = await call("POST", "/order/returnOrder", {
    token: shopper.token,
    body: { orderId: order._id, reason: "Prefer credit", resolution: "storeCredit" },
  });
  await update({ orderId: returned._id, status: "Returned" });
  await update({ orderId: returned._id, status: "Store Credit Issued", condition: "sellable" });
  const { storeCredit } = await call("POST", "/order/getStoreCredit", { token: shopper.token, body: {} });
  assert.equal(storeCredit.balance, returned.totalPrice);

  // Something dearer than the credit, so part is left to pay.
  const { products } = await call("GET", "/products/getAllProduct", {
    query: { limit: 60, payment: "Off", availibility: "true" },
  });
  const dearer = products.find(
    (product) =>
      product.isCOD && product.buyingOption.some((o) => o.stock > 0 && o.discountedPrice > storeCredit.balance),
  );
  const size = dearer.buyingOption.find((o) => o.stock > 0 && o.discountedPrice > storeCredit.balance);
  await call("POST", "/order/updateMyCart", {
    token: shopper.token,
    body: { cart: JSON.stringify([{ productId: dearer._id, sizeId: size._id, quantity: 1 }]) },
  });

  const page = await shopperPage(PHONE, "/booking");
  const credit = page.getByRole("checkbox", { name: /Use my store credit/ });
  await credit.waitFor({ timeout: 20000 });
  assert.equal(await credit.isChecked(), true, "the credit is used unless the shopper keeps it");
  await docScreen(page, "checkout-store-credit-phone");
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await page.waitForURL(/\/orders\/[\w-]+\/confirmation$/, { timeout: 20000 });
  await page.getByText("Paid with store credit").waitFor();
  await page.close();

  const { orders } = await call("POST", "/order/getMyOrders", { token: shopper.token, body: {} });
  const placed = orders.find((candidate) => candidate.orderType === "Order" && candidate.storeCredit > 0);
  assert.ok(placed, "the new order was paid partly with store credit");
  assert.equal(placed.storeCredit, storeCredit.balance);
  const { storeCredit: left } = await call("POST", "/order/getStoreCredit", { token: shopper.token, body: {} });
  assert.equal(left.balance, 0);
});
