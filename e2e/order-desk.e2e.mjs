import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, test } from "node:test";
import { pdfText } from "../scripts/support/pdf-text.mjs";
import { DESKTOP, docScreen, launchBrowser, PHONE, signedInPage } from "./support/browser.mjs";
import { E2E_ADMIN } from "./support/shop-server.mjs";
import { call, signIn, verifiedCustomer } from "./support/shop-api.mjs";

/** The seller at the order desk on a phone: finding a caller's orders, confirming them at once and printing their slips. */

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function cashOnDeliveryOrders(customer, phoneNumber, count) {
  const { address } = await call("POST", "/user/addAddress", {
    token: customer.token,
    body: {
      name: customer.fullname,
      addressLine1: "4 Tilak Road",
      city: "Pune",
      state: "Maharashtra",
      pinCode: "411002",
      phoneNumber,
    },
  });
  const { products } = await call("GET", "/products/getAllProduct", {
    query: { limit: 30, payment: "Off", availibility: "true" },
  });
  const inStock = products
    .filter((candidate) => candidate.buyingOption.some((option) => option.stock > 0))
    .slice(0, count);
  const placed = [];
  for (const product of inStock) {
    const option = product.buyingOption.find((candidate) => candidate.stock > 0);
    const { order } = await call("POST", "/order/cashOnDelivery", {
      token: customer.token,
      body: {
        addressId: address.at(-1)._id,
        cart: JSON.stringify([{ productId: product._id, sizeId: option._id, quantity: 1 }]),
      },
    });
    placed.push(order);
  }
  return placed;
}

test("on a phone, the seller finds a caller's orders by phone, confirms three at once and prints their packing slips", async () => {
  const customer = await verifiedCustomer("Sunita Deshpande");
  const placed = await cashOnDeliveryOrders(customer, "9130045678", 3);
  const numbers = placed.map((order) => order.orderDetails.public_order_id);

  const page = await signedInPage(browser, PHONE, E2E_ADMIN, "/admin/orders");
  await page.getByRole("searchbox", { name: "Find an order" }).fill("+91 91300 45678");
  await page.getByRole("searchbox", { name: "Find an order" }).press("Enter");
  await page.waitForURL((url) => url.searchParams.get("q") === "+91 91300 45678");
  const statusTabs = page.getByRole("navigation", { name: "Orders by status" });
  await statusTabs.getByRole("button", { name: /^All\s*3$/ }).waitFor();
  await statusTabs.getByRole("button", { name: /^Pending\s*3$/ }).waitFor();
  const cards = page.getByRole("list", { name: "Orders", exact: true }).getByRole("listitem");
  assert.equal(await cards.count(), 3, "only this customer's orders are found");
  await docScreen(page, "order-desk-phone", { fullPage: false });

  await page.getByRole("checkbox", { name: "Choose the orders on this page" }).check();
  const bar = page.getByRole("region", { name: "Chosen orders" });
  await bar.getByText("3 orders chosen").waitFor();
  await docScreen(page, "order-desk-chosen-phone", { fullPage: false });
  await bar.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm orders" }).click();
  await page.getByRole("status", { name: "Result of the change" }).getByText("3 changed").waitFor();
  await statusTabs.getByRole("button", { name: /^Confirmed\s*3$/ }).waitFor();

  const admin = await signIn(E2E_ADMIN);
  for (const order of placed) {
    const { data } = await call("POST", "/order/getOrders", { token: admin, body: { orderId: order._id } });
    assert.equal(data[0].orderDetails.status, "Confirmed");
    assert.deepEqual(
      data[0].history.map((entry) => [entry.by, entry.to]),
      [
        ["shopper", "Pending"],
        ["admin", "Confirmed"],
      ],
    );
  }

  await page.getByRole("checkbox", { name: "Choose the orders on this page" }).check();
  const download = page.waitForEvent("download");
  await bar.getByRole("button", { name: "Print packing slips" }).click();
  const slips = await download;
  const text = await pdfText(await readFile(await slips.path()));
  for (const number of numbers) assert.ok(text.includes(number), `the slips hold order ${number}`);
  assert.match(text, /Sunita Deshpande/);

  await page.setViewportSize(DESKTOP);
  await docScreen(page, "order-desk-desktop", { fullPage: false });
  await page.close();
});

test("the seller opens an order and sees who changed it and when", async () => {
  const customer = await verifiedCustomer("Farah Qureshi");
  const [order] = await cashOnDeliveryOrders(customer, "9130045999", 1);
  const admin = await signIn(E2E_ADMIN);
  await call("POST", "/order/bulkUpdateOrders", {
    token: admin,
    body: { orderIds: [order._id], status: "Cancelled", reason: "Customer called to cancel" },
  });

  const page = await signedInPage(browser, PHONE, E2E_ADMIN, `/admin/orders/${order._id}`);
  const history = page.getByRole("list", { name: "Order history" });
  await history.getByText("Customer called to cancel").waitFor();
  assert.match(await history.innerText(), /Pending → Cancelled/);
  await docScreen(page, "order-history-phone");
  await page.close();
});

test("the seller opens a customer from their order and turns cash on delivery off for them", async () => {
  const customer = await verifiedCustomer("Imran Sheikh");
  const [order] = await cashOnDeliveryOrders(customer, "9130046111", 1);

  const page = await signedInPage(browser, PHONE, E2E_ADMIN, `/admin/orders/${order._id}`);
  await page.getByRole("link", { name: "Imran Sheikh" }).click();
  await page.waitForURL(/\/admin\/customers\//);
  await page.getByRole("heading", { name: "Imran Sheikh" }).waitFor();
  const cod = page.getByRole("switch", { name: "Cash on delivery" });
  assert.equal(await cod.getAttribute("aria-checked"), "true");
  await docScreen(page, "customer-phone");
  const saved = page.waitForResponse((response) => response.url().endsWith("/user/setCashOnDelivery"));
  await cod.click();
  assert.equal((await saved).status(), 200);
  assert.equal(await cod.getAttribute("aria-checked"), "false");

  const { cashOnDelivery } = await call("GET", "/user/getCashOnDelivery", { token: customer.token });
  assert.deepEqual(cashOnDelivery, {
    available: false,
    message: "Cash on delivery is not available for your account. Please pay online.",
  });
  await page.setViewportSize(DESKTOP);
  await docScreen(page, "customer-desktop");
  await page.close();
});
