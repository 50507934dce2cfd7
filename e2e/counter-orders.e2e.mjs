import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, signedInPage } from "./support/browser.mjs";
import { E2E_ADMIN } from "./support/shop-server.mjs";
import { call, outboxMatch, signIn } from "./support/shop-api.mjs";

/** An order taken in a WhatsApp chat: the seller makes it on her phone, sends a payment link, and the customer pays it on hers. */

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** A one-size saree in stock, and how many are left of it. */
async function aSareeInStock() {
  const { products } = await call("GET", "/products/getAllProduct", { query: { limit: 60, availibility: "true" } });
  const product = products.find((candidate) => candidate.buyingOption.length === 1 && candidate.buyingOption[0].stock >= 2 && candidate.name.length > 12);
  assert.ok(product, "the demo catalogue has a one-size saree with two in stock");
  return product;
}

/** A member of staff with the Support role, invited by the owner and signed up from the invitation's link. */
async function aSupportMember() {
  const member = { fullname: "Farah Siddiqui", email: `farah.support.${Date.now()}@example.in`, password: "answers-chats-77" };
  const ownerToken = await signIn(E2E_ADMIN);
  await call("POST", "/staff/inviteStaff", { token: ownerToken, body: { email: member.email, fullname: member.fullname, role: "support" } });
  const [, inviteToken] = await outboxMatch(member.email, /\/staff-invite\/([A-Za-z0-9_-]+)/);
  await call("POST", "/staff/acceptInvite", { body: { token: inviteToken, password: member.password } });
  return member;
}

async function stockNow(productId) {
  const { product } = await call("POST", "/products/getProduct", { body: { id: productId } });
  return product.buyingOption[0].stock;
}

test("a Support member takes an order for a new customer known only by phone, sends a payment link by SMS, and the customer pays it on her phone", async () => {
  const saree = await aSareeInStock();
  const stockBefore = await stockNow(saree._id);
  const phone = `9${String(Date.now()).slice(-9)}`;

  const support = await aSupportMember();
  const page = await signedInPage(browser, PHONE, support, "/admin/new-order");
  await page.getByRole("heading", { name: "New order" }).waitFor();
  await page.getByRole("button", { name: "+ New customer" }).click();
  await page.getByLabel("Full name").fill("Revathi Krishnan");
  await page.getByLabel("Phone", { exact: true }).fill(phone);

  await page.getByRole("searchbox", { name: "Find a product" }).fill(saree.name);
  const found = page.getByRole("listitem").filter({ hasText: saree.name }).first();
  await found.getByRole("button", { name: /^Add/ }).click();
  await page.getByRole("button", { name: `One more ${saree.name}` }).waitFor();

  await page.getByLabel("Address Line 1").fill("12, Temple Street, Mylapore");
  await page.getByLabel("State").selectOption("Tamil Nadu");
  await page.getByLabel("City").selectOption("Chennai");
  await page.getByLabel("Pin code").fill("600004");
  assert.equal(await page.getByLabel("Phone Number").inputValue(), phone, "the delivery phone starts as the customer's");
  await screenshot(page, "counter-new-order-phone");

  await page.getByRole("button", { name: "Create payment link" }).click();
  await page.getByRole("heading", { name: "Payment link ready" }).waitFor();
  const linkUrl = (await page.getByTestId("payment-link-url").textContent()).trim();
  assert.match(linkUrl, /\/pay\/[\w-]{20,}$/);
  assert.equal(await stockNow(saree._id), stockBefore - 1, "the piece is held while the link is open");
  await screenshot(page, "counter-link-ready-phone");

  await page.getByRole("button", { name: "Send by SMS" }).click();
  const [, code] = await outboxMatch(phone, /\/l\/([\w-]+)/);
  await page.close();

  const customerPage = await browser.newPage({ viewport: PHONE });
  await customerPage.goto(`${baseUrl()}/l/${code}`);
  await customerPage.waitForURL((url) => url.pathname.startsWith("/pay/"));
  assert.equal(new URL(customerPage.url()).pathname, new URL(linkUrl).pathname, "the text's short link opens the payment link");
  await customerPage.getByRole("heading", { name: "Namaste, Revathi" }).waitFor();
  await customerPage.getByText(saree.name).waitFor();
  await screenshot(customerPage, "counter-pay-page-phone");

  const desktopPay = await browser.newPage({ viewport: DESKTOP });
  await desktopPay.goto(linkUrl.replace(/^https?:\/\/[^/]+/, baseUrl()));
  await desktopPay.getByRole("heading", { name: "Namaste, Revathi" }).waitFor();
  await screenshot(desktopPay, "counter-pay-page-desktop");
  await desktopPay.close();

  await customerPage.getByRole("button", { name: /^Pay ₹/ }).click();
  await customerPage.getByRole("heading", { name: "Your order is paid" }).waitFor();
  await screenshot(customerPage, "counter-pay-page-paid-phone");
  await customerPage.close();

  const admin = await signIn(E2E_ADMIN);
  const { data } = await call("POST", "/order/getOrders", { token: admin, body: { type: "Order", search: phone } });
  assert.equal(data.length, 1, "one order for the customer");
  assert.equal(data[0].orderDetails.status, "Confirmed");
  assert.equal(data[0].paymentType, "Prepaid");
  assert.equal(await stockNow(saree._id), stockBefore - 1, "the piece was taken once");

  const desktop = await signedInPage(browser, DESKTOP, E2E_ADMIN, "/admin/new-order");
  await desktop.getByRole("searchbox", { name: "Find a customer" }).fill(phone);
  await desktop.getByRole("button", { name: /Revathi Krishnan/ }).click();
  await desktop.getByRole("searchbox", { name: "Find a product" }).fill(saree.name);
  await desktop.getByRole("listitem").filter({ hasText: saree.name }).first().getByRole("button", { name: /^Add/ }).click();
  await desktop.locator("label").filter({ hasText: "12, Temple Street" }).click();
  await desktop.getByLabel("Discount (₹)").fill("500");
  await desktop.getByLabel("Why this discount").fill("Regular customer");
  await screenshot(desktop, "counter-new-order-desktop");
  await desktop.close();
});
