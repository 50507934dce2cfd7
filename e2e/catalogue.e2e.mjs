import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { baseUrl, DESKTOP, docScreen, launchBrowser, PHONE, settledValue, signedInPage } from "./support/browser.mjs";
import { E2E_ADMIN } from "./support/shop-server.mjs";
import { call, signIn } from "./support/shop-api.mjs";

/**
 * The seller keeps the catalogue: a draft copy stays out of the shop until published; shoppers
 * narrow a search by size and read the size chart on a kurta's page.
 */

let browser;
let adminToken;

const adminPage = (viewport, path) => signedInPage(browser, viewport, E2E_ADMIN, path);

/** A kurta on show, in several sizes, from the demo catalogue. */
async function aKurta() {
  const { categories } = await call("GET", "/products/category");
  const kurtas = categories.find((category) => category.name === "Kurta");
  const { products } = await call("GET", "/products/getAllProduct", { query: { category: kurtas._id, limit: 30 } });
  return { category: kurtas, product: products.find((product) => product.buyingOption.filter((o) => o.stock > 0).length > 1) };
}

before(async () => {
  browser = await launchBrowser();
  adminToken = await signIn(E2E_ADMIN);
});
after(async () => {
  await browser?.close();
});

test("a duplicated product is a draft: the seller sees it, shoppers do not, until it is published", async () => {
  const { product } = await aKurta();
  const page = await adminPage(DESKTOP, `/admin/product/${product._id}`);
  await page.getByRole("button", { name: "Duplicate as a draft" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/admin/product/") && !url.pathname.endsWith(product._id), { timeout: 20000 });
  const copyId = new URL(page.url()).pathname.split("/").at(-1);
  assert.equal(await settledValue(page.getByLabel("Name"), `${product.name} (copy)`), `${product.name} (copy)`);
  assert.equal(await page.getByRole("switch", { name: /Draft/ }).getAttribute("aria-checked"), "true");
  await docScreen(page, "product-form-desktop");

  const shopper = await call("POST", "/products/getProduct", { body: { id: copyId } }).catch((error) => error);
  assert.match(String(shopper), /answered 404/, "a shopper cannot open the draft");

  await page.goto(`${baseUrl()}/admin/manage-products`);
  await page.getByText("DRAFT").first().waitFor({ timeout: 20000 });
  await docScreen(page, "manage-products-desktop", { fullPage: false });
  await page.close();

  const phone = await adminPage(PHONE, `/admin/product/${copyId}`);
  await phone.getByLabel("Name").waitFor();
  await docScreen(phone, "product-form-phone");
  await phone.close();

  await call("DELETE", "/products/deleteProduct", { token: adminToken, body: { id: copyId } });
});

test("a shopper narrows a search by size on a phone and reads the kurta's size chart", async () => {
  const { category, product } = await aKurta();
  const size = product.buyingOption.find((option) => option.stock > 0).size;
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(`${baseUrl()}/search?category=${category._id}&size=${encodeURIComponent(size)}`);
  await page.getByRole("link", { name: product.name }).first().waitFor({ timeout: 20000 });
  await docScreen(page, "search-size-filter-phone");

  await page.goto(`${baseUrl()}/product/${product._id}`);
  await page.getByText("Size chart").click();
  await page.getByRole("columnheader", { name: "Bust (in)" }).waitFor();
  await docScreen(page, "product-size-chart-phone");
  await page.close();

  const desktop = await browser.newPage({ viewport: DESKTOP });
  await desktop.goto(`${baseUrl()}/product/${product._id}`);
  await desktop.getByText("Size chart").click();
  await desktop.getByRole("columnheader", { name: "Bust (in)" }).waitFor();
  await docScreen(desktop, "product-size-chart-desktop");
  await desktop.close();
});

test("the price filter reaches the dearest silks, and takes a price the shopper types", async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.goto(`${baseUrl()}/search`);
  const { priceRanges } = await call("GET", "/products/getPriceRanges");
  const top = priceRanges.at(-1);
  assert.equal(top.max, undefined, "the last range is open-ended");
  await page.getByText(`₹${top.min.toLocaleString("en-IN")} and above`).waitFor();
  await page.getByLabel("Min (₹)").fill("15000");
  await page.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL((url) => url.searchParams.get("priceMin") === "15000");
  await page.locator("main a[href^='/product/']").first().waitFor();
  await docScreen(page, "search-price-filter-desktop", { fullPage: false });
  const { products } = await call("GET", "/products/getAllProduct", { query: { priceMin: 15000, limit: 60 } });
  assert.ok(products.length > 0, "some pieces cost ₹15,000 or more");
  assert.ok(products.every((product) => product.buyingOption.some((option) => option.discountedPrice >= 15000)));
  await page.close();
});
