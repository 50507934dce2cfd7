import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import sharp from "sharp";
import { pdfText } from "../scripts/support/pdf-text.mjs";
import { baseUrl, DESKTOP, docScreen, launchBrowser, signedInPage } from "./support/browser.mjs";
import { E2E_ADMIN } from "./support/shop-server.mjs";
import { call, signIn, verifiedCustomer } from "./support/shop-api.mjs";

/**
 * The seller adds a garment with its HSN code in the back office; a shopper buys it; the invoice
 * they download stays the same after the seller moves and reprices; a cancellation brings a
 * credit note against it.
 */

const PRODUCT = `Lucknowi Chikankari Anarkali ${Date.now().toString(36)}`;

let browser;
let adminToken;
let photo;
let photoDir;

before(async () => {
  browser = await launchBrowser();
  adminToken = await signIn(E2E_ADMIN);
  photoDir = await mkdtemp(join(tmpdir(), "pallu-gst-"));
  photo = join(photoDir, "anarkali.jpg");
  await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 240, g: 232, b: 214 } } }).jpeg().toFile(photo);
});
after(async () => {
  await browser?.close();
  await rm(photoDir, { recursive: true, force: true });
});

/** The seller changes the price of a product without sizes, through updateProduct as the form sends it. */
async function reprice(detail, discountedPrice) {
  const form = new FormData();
  const [option] = detail.buyingOption;
  const fields = {
    id: detail._id,
    name: detail.name,
    description: detail.description,
    category: detail.category._id,
    cashOnDelivery: "true",
    details: JSON.stringify(detail.details),
    sizeOptions: "false",
    buyingOptions: JSON.stringify([{ _id: option._id, size: "NA", originalPrice: option.originalPrice, discountedPrice, stock: option.stock }]),
    hsnCode: detail.hsnCode,
    existingImages: JSON.stringify(detail.images),
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const response = await fetch(`${baseUrl()}/api/v1/products/updateProduct`, { method: "POST", headers: { authorization: `Bearer ${adminToken}` }, body: form });
  assert.equal(response.status, 200, await response.text());
}

async function documentText(path, token) {
  const response = await fetch(`${baseUrl()}/api/v1/order/${path}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `${path} answered ${response.status}`);
  return pdfText(Buffer.from(await response.arrayBuffer()));
}

test("an invoice for a garment with its HSN code never changes, and its cancellation brings a credit note", async () => {
  const admin = await signedInPage(browser, DESKTOP, E2E_ADMIN, "/admin/product");
  await admin.getByLabel("Name", { exact: true }).fill(PRODUCT);
  await admin.getByLabel("Description", { exact: true }).fill("Hand-embroidered chikankari on cotton, from Lucknow.");
  await admin.getByLabel("Category", { exact: true }).selectOption({ label: "Kurta" });
  await admin.getByLabel("Heading").fill("Fabric");
  await admin.getByLabel("Information").fill("Cotton");
  await admin.getByRole("button", { name: "Add detail" }).click();
  await admin.getByLabel("Original price (₹)").fill("3500");
  await admin.getByLabel("Discounted price (₹)").fill("3150");
  await admin.getByLabel("Stock", { exact: true }).fill("4");
  await admin.getByLabel("HSN code").fill("6204");
  await admin.locator('input[type="file"][aria-label="Product images"]').setInputFiles([photo]);
  await admin.getByRole("img", { name: "New product photo 1" }).waitFor();
  await docScreen(admin, "product-form-tax-desktop");
  await admin.getByRole("button", { name: "Add Product" }).click();
  await admin.waitForURL((url) => url.pathname === "/admin/manage-products", { timeout: 20000 });
  await admin.close();

  const { products } = await call("POST", "/products/getAllProduct", { token: adminToken, body: { search: PRODUCT, limit: 5 } });
  const product = products.find((candidate) => candidate.name === PRODUCT);
  const { product: detail } = await call("POST", "/products/getProduct", { body: { id: product._id } });
  assert.equal(detail.hsnCode, "6204");

  const shopper = await verifiedCustomer("Asha Rao");
  const { address } = await call("POST", "/user/addAddress", {
    token: shopper.token,
    body: { name: "आशा राव", addressLine1: "21 Hazratganj", city: "Lucknow", state: "Uttar Pradesh", pinCode: "226001", phoneNumber: "9876512345" },
  });
  const line = { productId: product._id, sizeId: detail.buyingOption[0]._id, quantity: 1 };
  const { order } = await call("POST", "/order/cashOnDelivery", { token: shopper.token, body: { addressId: address.at(-1)._id, cart: JSON.stringify([line]) } });
  await call("POST", "/order/updateOrder", { token: adminToken, body: { orderId: order._id, status: "Confirmed" } });

  const invoice = await documentText(`invoice/${order._id}`, shopper.token);
  assert.ok(invoice.includes("आशा राव"), "the shopper's name prints as written");
  assert.ok(invoice.includes("6204"), "the HSN code prints");
  // ₹3,150 is ₹3,000 of taxable value at 5 %: above ₹2,500 a piece, so 18 %, split within Uttar Pradesh.
  assert.match(invoice, /18%/);
  assert.match(invoice, /CGST SGST/);

  const { settings } = await call("GET", "/site/getSettings", { token: adminToken });
  await call("PUT", "/site/updateSettings", { token: adminToken, body: { ...settings, address: "7 Chowk Road, Lucknow 226003" } });
  await reprice(detail, 2999);
  assert.equal((await call("POST", "/products/getProduct", { body: { id: product._id } })).product.discountPrice, 2999);
  assert.equal(await documentText(`invoice/${order._id}`, shopper.token), invoice, "an issued invoice never changes");
  await call("PUT", "/site/updateSettings", { token: adminToken, body: settings });

  await call("POST", "/order/cancelOrder", { token: adminToken, body: { orderId: order._id } });
  const number = /Invoice no\.: (\S+)/.exec(invoice)[1];
  const note = await documentText(`creditNote/${order._id}`, shopper.token);
  assert.ok(note.includes("CREDIT NOTE"));
  assert.ok(note.includes(`Against invoice: ${number}`));
  await call("DELETE", "/products/deleteProduct", { token: adminToken, body: { id: product._id } });
});
