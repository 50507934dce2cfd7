import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { DESKTOP, docScreen, launchBrowser, PHONE, signedInPage } from "./support/browser.mjs";
import { E2E_ADMIN } from "./support/shop-server.mjs";
import { call, verifiedCustomer } from "./support/shop-api.mjs";

/** The seller at the order desk on a phone, finding the order a customer is calling about. */

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test("on a phone, the seller finds a customer's order by the phone number they give", async () => {
  const customer = await verifiedCustomer("Sunita Deshpande");
  const { address } = await call("POST", "/user/addAddress", {
    token: customer.token,
    body: {
      name: customer.fullname,
      addressLine1: "4 Tilak Road",
      city: "Pune",
      state: "Maharashtra",
      pinCode: "411002",
      phoneNumber: "9130045678",
    },
  });
  const { products } = await call("GET", "/products/getAllProduct", { query: { limit: 30, payment: "Off", availibility: "true" } });
  const product = products.find((candidate) => candidate.buyingOption.some((option) => option.stock > 0));
  const option = product.buyingOption.find((candidate) => candidate.stock > 0);
  const { order } = await call("POST", "/order/cashOnDelivery", {
    token: customer.token,
    body: { addressId: address.at(-1)._id, cart: JSON.stringify([{ productId: product._id, sizeId: option._id, quantity: 1 }]) },
  });

  const page = await signedInPage(browser, PHONE, E2E_ADMIN, "/admin/orders");
  await page.getByRole("searchbox", { name: "Find an order" }).fill("+91 91300 45678");
  await page.getByRole("searchbox", { name: "Find an order" }).press("Enter");
  await page.waitForURL((url) => url.searchParams.get("q") === "+91 91300 45678");
  const statusTabs = page.getByRole("navigation", { name: "Orders by status" });
  await statusTabs.getByRole("button", { name: /^All\s*1$/ }).waitFor();
  await statusTabs.getByRole("button", { name: /^Pending\s*1$/ }).waitFor();
  const cards = page.locator("main ul li").filter({ has: page.locator("a[href^='/admin/orders/']") });
  assert.equal(await cards.count(), 1, "only this customer's order is found");
  assert.match(await cards.first().innerText(), new RegExp(order.orderDetails.public_order_id));
  await docScreen(page, "order-desk-phone", { fullPage: false });
  await page.setViewportSize(DESKTOP);
  await docScreen(page, "order-desk-desktop", { fullPage: false });
  await page.close();
});
