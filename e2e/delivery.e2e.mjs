import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { baseUrl, DESKTOP, docScreen, launchBrowser, PHONE } from "./support/browser.mjs";
import { call } from "./support/shop-api.mjs";

/** A shopper asks whether a saree reaches their PIN code, and by when, before buying it. */

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** A piece in stock that may be paid in cash on delivery, from the demo catalogue. */
async function aCashOnDeliveryPiece() {
  const { products } = await call("GET", "/products/getAllProduct", {
    query: { limit: 30, payment: "Off", availibility: "true" },
  });
  const piece = products.find((product) => product.isCOD && product.buyingOption.some((option) => option.stock > 0));
  assert.ok(piece, "the demo catalogue has a piece with cash on delivery");
  return piece;
}

test("on a phone, a shopper checks delivery to their PIN code, and the next visit answers for it again", async () => {
  const piece = await aCashOnDeliveryPiece();
  const { serviceable, cod, message } = await call("GET", "/shipping/serviceability", {
    query: { pincode: "560001", productId: piece._id },
  });
  assert.equal(serviceable, true, "the shop delivers to Bengaluru");
  assert.equal(cod, true, "and takes cash on delivery there for this piece");
  assert.match(message, /^Delivery by /);

  const page = await browser.newPage({ viewport: PHONE });
  // The page arrives rendered; the box answers once its script has loaded.
  await page.goto(`${baseUrl()}/product/${piece._id}`, { waitUntil: "networkidle" });
  const box = page.getByRole("form", { name: "Check delivery" });
  await box.getByLabel("Delivery PIN code").fill("560001");
  await box.getByRole("button", { name: "Check" }).click();
  await box.getByText(message).waitFor({ timeout: 20000 });
  await box.getByText("Cash on delivery available").waitFor();

  await page.reload();
  await box.getByText(message).waitFor({ timeout: 20000 });
  assert.equal(await box.getByLabel("Delivery PIN code").inputValue(), "560001", "the PIN code is remembered");
  await box.getByText("Cash on delivery available").waitFor();
  await box.scrollIntoViewIfNeeded();
  await docScreen(page, "delivery-check-phone", { fullPage: false });

  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => globalThis.scrollTo({ top: 0, behavior: "instant" }));
  await box.getByText(message).waitFor();
  await docScreen(page, "delivery-check-desktop", { fullPage: false });
  await page.close();
});

test("a mistyped PIN code is answered in the box, in the shop's own words", async () => {
  const piece = await aCashOnDeliveryPiece();
  const page = await browser.newPage({ viewport: PHONE });
  // The page arrives rendered; the box answers once its script has loaded.
  await page.goto(`${baseUrl()}/product/${piece._id}`, { waitUntil: "networkidle" });
  const box = page.getByRole("form", { name: "Check delivery" });
  await box.getByLabel("Delivery PIN code").fill("56000");
  await box.getByRole("button", { name: "Check" }).click();
  await box.getByText("Enter a 6-digit PIN code").waitFor({ timeout: 20000 });
  assert.equal(await box.getByLabel("Delivery PIN code").getAttribute("aria-invalid"), "true");
  await page.close();
});
