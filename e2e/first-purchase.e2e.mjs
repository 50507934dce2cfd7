import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { baseUrl, docScreen, launchBrowser, PHONE } from "./support/browser.mjs";
import { call, outboxMatch } from "./support/shop-api.mjs";

/**
 * A first-time shopper on a phone, from a search to a confirmed order and a change of mind: the
 * search ranks what was asked for first, the price filter reaches the dearest silks, the cart
 * made as a guest survives signing up, and the order ends on its confirmation, then is cancelled
 * with its refund shown.
 */

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const rupees = (text) => Number(text.replace(/[^\d.]/g, ""));

test("a new shopper searches, filters, buys a red silk saree as a guest turned customer, then cancels it", async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(`${baseUrl()}/`);

  await page.getByRole("searchbox").first().fill("red saree");
  await page.getByRole("searchbox").first().press("Enter");
  await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("search") === "red saree");
  await page.getByText(/^\d+ results? for “red saree”$/).waitFor();
  const results = page.locator("main ul li h3 a[href^='/product/']");
  await results.first().waitFor();
  const firstNames = await results.evaluateAll((titles) => titles.slice(0, 4).map((title) => title.textContent ?? ""));
  for (const name of firstNames) {
    assert.match(name, /\bred\b/i, `"${name}" is red`);
    assert.match(name, /\bsaree\b/i, `"${name}" is a saree`);
  }
  await docScreen(page, "search-red-saree-phone", { fullPage: false });

  await page.getByRole("button", { name: /^Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await sheet.getByLabel("Min (₹)").fill("15000");
  await sheet.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL((url) => url.searchParams.get("priceMin") === "15000");
  await sheet.getByRole("button", { name: /^Show \d+ designs?$/ }).click();
  await results.first().waitFor();
  const dearName = await results.first().textContent();
  assert.match(dearName, /\bred\b/i, "the dearest red saree leads the filtered results");

  await results.first().click();
  await page.waitForURL((url) => url.pathname.startsWith("/product/"));
  const productId = new URL(page.url()).pathname.split("/").at(-1);
  const { product } = await call("POST", "/products/getProduct", { body: { id: productId } });
  const price = product.buyingOption.find((option) => option.stock > 0).discountedPrice;
  assert.ok(price >= 15000, `a piece of ₹15,000 or more (₹${price})`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByRole("button", { name: "Remove From Cart" }).waitFor();

  await page.goto(`${baseUrl()}/cart`);
  await page.getByRole("list", { name: "Items in your cart" }).getByText(dearName).waitFor();
  await page.getByRole("link", { name: "Pay" }).click();
  await page.waitForURL(/\/login\?next=%2Fbooking$/);
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.waitForURL(/\/signup\?next=%2Fbooking$/);

  const email = `first.shopper.${Date.now()}@example.in`;
  const password = "zari-and-silk-7";
  await page.getByLabel("Full Name").fill("Anitha Raman");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Send OTP" }).click();
  const [, otp] = await outboxMatch(email, /\b(\d{6})\b/);
  await page.getByLabel("OTP").fill(otp);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.waitForURL(/\/login\?next=%2Fbooking$/);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => url.pathname === "/booking");

  await page.getByText(dearName).first().waitFor();
  await page.getByRole("textbox", { name: "Name" }).fill("Anitha Raman");
  await page.getByRole("textbox", { name: "Phone Number" }).fill("9845012345");
  await page.getByRole("textbox", { name: "Address Line 1" }).fill("8 Gandhi Bazaar Main Road");
  await page.getByRole("combobox", { name: "State" }).selectOption("Karnataka");
  await page.getByRole("combobox", { name: "City" }).selectOption("Bengaluru");
  await page.getByRole("textbox", { name: "Zip Code" }).fill("560004");
  await page.getByRole("button", { name: "Add Address" }).click();
  await page.getByRole("radio", { name: /Anitha Raman/ }).waitFor();

  await page.getByText("Pay Online", { exact: true }).click();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  const gateway = page.getByRole("dialog");
  await gateway.getByText("TEST MODE", { exact: true }).first().waitFor();
  await gateway.getByRole("button", { name: /^Pay ₹/ }).click();
  await page.waitForURL((url) => url.pathname.endsWith("/confirmation"));
  await page.getByRole("heading", { name: "Thank you, Anitha!" }).waitFor();
  await page.getByText("Paid online").waitFor();
  await page.getByText(dearName).first().waitFor();

  await page.getByRole("link", { name: "View your order" }).click();
  await page.waitForURL((url) => /^\/orders\/[\w-]+$/.test(url.pathname));
  await page.getByRole("button", { name: "Cancel Order" }).click();
  await page.getByText(/goes back to your original payment method within 5–7 working days/).waitFor();
  await docScreen(page, "first-purchase-cancel-phone", { fullPage: false });
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await page.locator("main header").getByText(/^(Cancelled|Refunded)$/).waitFor();
  const refund = page.locator("dt", { hasText: /^Refund$/ }).locator("xpath=following-sibling::dd");
  await refund.waitFor();
  assert.equal(rupees((await refund.textContent()).split("·")[0]), price, "the whole payment is refunded");
  await docScreen(page, "first-purchase-refund-phone");
  await page.close();
});
