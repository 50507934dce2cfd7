import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { formatRupees } from "@pallu/domain";
import { baseUrl, docScreen, launchBrowser, PHONE, signedInPage } from "./support/browser.mjs";
import { E2E_ADMIN } from "./support/shop-server.mjs";
import { call, outboxMatch, signIn, verifiedCustomer } from "./support/shop-api.mjs";

/**
 * A shopper reaches the checkout page and leaves; a minute later the shop mails a reminder whose
 * link puts the piece back in the cart; the order placed from it counts as won back in the
 * abandoned-checkout report and on the dashboard. The shop under test sweeps every two seconds
 * and keeps no quiet hours (support/shop-server.mjs).
 */

let browser;
let adminToken;

before(async () => {
  browser = await launchBrowser();
  adminToken = await signIn(E2E_ADMIN);
});
after(async () => {
  await browser?.close();
});

/** Today in India, the report's unit of days. */
const indiaToday = () => new Date(Date.now() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function report(from, to) {
  return (await call("GET", "/reports/abandonedCheckouts", { token: adminToken, query: { from, to } })).report;
}

test("a reminder's link restores the cart left at the checkout page, and the order placed from it counts as recovered", async () => {
  const { settings } = await call("GET", "/site/getSettings", { token: adminToken });
  try {
    await call("PUT", "/site/updateSettings", { token: adminToken, body: { ...settings, recoveryDelayMinutes: 1 } });
    const today = indiaToday();
    const before = await report(today, today);

    const { products } = await call("GET", "/products/getAllProduct", {
      query: { limit: 30, payment: "Off", availibility: "true" },
    });
    const product = products.find(
      (candidate) => candidate.isCOD && candidate.buyingOption.some((option) => option.stock > 0),
    );
    const option = product.buyingOption.find((candidate) => candidate.stock > 0);
    const shopper = await verifiedCustomer("Revathi Iyer");
    await call("POST", "/user/addAddress", {
      token: shopper.token,
      body: {
        name: shopper.fullname,
        addressLine1: "5 Temple Car Street",
        city: "Thanjavur",
        state: "Tamil Nadu",
        pinCode: "613001",
        phoneNumber: "9876509876",
      },
    });
    await call("POST", "/order/updateMyCart", {
      token: shopper.token,
      body: { cart: JSON.stringify([{ productId: product._id, sizeId: option._id, quantity: 1 }]) },
    });

    const leaving = await browser.newPage({ viewport: PHONE });
    const noted = leaving.waitForResponse((response) => response.url().endsWith("/order/checkoutStarted"), {
      timeout: 30000,
    });
    await leaving.goto(`${baseUrl()}/login?next=${encodeURIComponent("/booking")}`);
    await leaving.locator('input[type="email"]').first().fill(shopper.email);
    await leaving.locator('input[type="password"]').first().fill(shopper.password);
    await leaving.getByRole("button", { name: "Login", exact: true }).click();
    await leaving.waitForURL((url) => url.pathname === "/booking", { timeout: 20000 });
    await leaving.getByText(product.name).first().waitFor();
    assert.equal((await noted).status(), 200, "the checkout page tells the shop a checkout started");
    await leaving.close();
    await call("POST", "/order/updateMyCart", { token: shopper.token, body: { cart: "[]" } });

    // Due a minute after the visit; on a freshly started shop the mail then queues behind the demo
    // catalogue's pictures, which the same job worker draws first.
    const [, token] = await outboxMatch(shopper.email, /\/api\/v1\/recovery\/restoreCart\?token=([^\s"'&<>]+)/, {
      waitMs: 300_000,
    });
    const page = await signedInPage(browser, PHONE, shopper, "/orders");
    await page.goto(`${baseUrl()}/api/v1/recovery/restoreCart?token=${token}`);
    await page.waitForURL((url) => url.pathname === "/booking", { timeout: 20000 });
    await page.getByText(product.name).first().waitFor({ timeout: 20000 });
    const { cart } = await call("POST", "/order/getMyCart", { token: shopper.token, body: {} });
    assert.deepEqual(
      cart.map((line) => [line.name, line.sizeId, line.quantity]),
      [[product.name, option._id, 1]],
      "the piece left behind is back in the cart",
    );

    await page.getByRole("radio", { name: new RegExp(shopper.fullname) }).waitFor();
    await page.getByText("Cash on Delivery", { exact: true }).click();
    await page.getByRole("button", { name: /^Place Order/ }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/confirmation"), { timeout: 20000 });
    const orderId = new URL(page.url()).pathname.split("/").at(-2);
    await page.close();
    const { orders: order } = await call("POST", "/order/getMyOrders", { token: shopper.token, body: { orderId } });

    const after = await report(today, today);
    assert.equal(after.recoveredOrders, before.recoveredOrders + 1, "the order counts as recovered");
    assert.equal(
      Math.round(after.recoveredRevenue * 100) - Math.round(before.recoveredRevenue * 100),
      Math.round(order.totalPrice * 100),
      "the recovered revenue grows by the order's total",
    );

    const admin = await signedInPage(browser, PHONE, E2E_ADMIN, "/admin/dashboard");
    const card = admin.getByRole("region", { name: "Abandoned checkouts" });
    await card.getByText("Recovered revenue").waitFor({ timeout: 30000 });
    const shown = await report(await card.getByLabel("From").inputValue(), await card.getByLabel("To").inputValue());
    assert.ok(shown.recoveredOrders >= 1);
    const figure = (label) =>
      card.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd");
    assert.equal(await figure("Recovered orders").textContent(), shown.recoveredOrders.toLocaleString("en-IN"));
    assert.equal(await figure("Recovered revenue").textContent(), formatRupees(shown.recoveredRevenue));
    await admin.getByText("Login successful").waitFor({ state: "hidden", timeout: 20000 });
    await card.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await docScreen(admin, "recovery-e2e-report-phone", { fullPage: false });
    await admin.close();
  } finally {
    await call("PUT", "/site/updateSettings", { token: adminToken, body: settings });
  }
});
