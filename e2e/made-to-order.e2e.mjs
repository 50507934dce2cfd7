import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { zipSync } from "fflate";
import sharp from "sharp";
import { pdfText } from "../scripts/support/pdf-text.mjs";
import { addToCart, baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, signedInPage } from "./support/browser.mjs";
import { E2E_ADMIN } from "./support/shop-server.mjs";
import { call, outboxMatch, signIn, verifiedCustomer } from "./support/shop-api.mjs";

/*
 * A saree woven to order, on a phone: the seller puts a silk saree on the looms through the
 * catalogue file (none left on the shelf, woven in 15 working days); a shopper sees the promise on
 * its page, asks for blouse stitching with her measurements to follow, is told why cash on
 * delivery is not offered, pays online, and finds "Made to order — ships by …" on her cart, her
 * checkout, her order page, her tax invoice and her order's mail.
 */

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const PROMISE = /^Made to order — ships by \w{3}, \d{1,2} \w{3}$/;

/** A silk saree of the demo without sizes whose category offers blouse stitching. */
async function aSilkSareeWithStitching() {
  const { products } = await call("GET", "/products/getAllProduct", { query: { search: "silk saree", limit: 40 } });
  for (const candidate of products) {
    const { product } = await call("GET", "/products/getProduct", { query: { id: candidate._id } });
    if (!product.sizeOption && product.services?.some((service) => service.kind === "blouseStitching")) return product;
  }
  throw new Error("the demo shop has no silk saree without sizes that offers stitching");
}

/**
 * The seller's catalogue file with one product's rows changed, imported back as the back office
 * does, with a photo of the saree in a zip beside it (the demo's own are drawn in the background).
 */
async function changeInCatalogueFile(token, productId, cells) {
  const headers = { authorization: `Bearer ${token}` };
  const exported = await fetch(`${baseUrl()}/api/v1/products/exportProducts`, { headers });
  assert.equal(exported.status, 200);
  const rows = parse(await exported.text(), { columns: true });
  const { product } = await call("GET", "/products/getProduct", { query: { id: productId } });
  const handle = rows.find((row) => row.name === product.name)?.handle;
  assert.ok(handle, `the catalogue file lists ${product.name}`);
  const changed = rows.filter((row) => row.handle === handle).map((row) => ({ ...row, ...cells, images: "on-the-loom.png" }));
  const photo = await sharp({ create: { width: 96, height: 128, channels: 3, background: "#7a1f2b" } }).png().toBuffer();
  const form = new FormData();
  form.set("file", new Blob([stringify(changed, { header: true, columns: Object.keys(rows[0]) })], { type: "text/csv" }), "catalogue.csv");
  form.set("images", new Blob([zipSync({ "on-the-loom.png": photo })], { type: "application/zip" }), "photos.zip");
  const imported = await fetch(`${baseUrl()}/api/v1/products/importProducts`, { method: "POST", headers, body: form });
  assert.equal(imported.status, 200, await imported.clone().text());
}

test("on a phone, a saree woven to order is bought online and promised on its page, the order page and the tax invoice", async () => {
  const saree = await aSilkSareeWithStitching();
  // Cash on delivery stays on for the saree itself (the demo turns it off above the COD limit), so
  // what refuses it at checkout is the stitching alone.
  await changeInCatalogueFile(await signIn(E2E_ADMIN), saree._id, { stock: "0", made_to_order_days: "15", cod: "yes" });

  const customer = await verifiedCustomer("Meenakshi Sundaram");
  await call("POST", "/user/addAddress", {
    token: customer.token,
    body: { name: customer.fullname, addressLine1: "4 North Mada Street", city: "Chennai", state: "Tamil Nadu", pinCode: "600004", phoneNumber: "9841054321" },
  });

  const page = await signedInPage(browser, PHONE, customer, `/product/${saree.slug}`);
  await page.getByText("Woven to order", { exact: true }).waitFor();
  assert.match(await page.getByText(/^Woven to order in 15 working days/).first().textContent(), /Woven to order in 15 working days, then sent to you\./);
  const panel = page.getByRole("region", { name: "Make it ready to wear" });
  await panel.getByRole("checkbox", { name: "Blouse stitching" }).check();
  await screenshot(page, "made-to-order-product-phone");
  await addToCart(page);
  await page.getByRole("button", { name: "View Cart" }).click();
  await page.waitForURL((url) => url.pathname === "/cart");

  const items = page.getByRole("list", { name: "Items in your cart" });
  const services = items.getByRole("list", { name: "Services" });
  await services.getByText(PROMISE).waitFor();
  await services.getByText(/^Blouse stitching · .+₹[\d,]+$/).waitFor();
  await services.getByText("Measurements to follow", { exact: true }).waitFor();
  await page.getByText(/^Stitched and delivered by \w{3}, \d{1,2} \w{3}$/).first().waitFor();
  await screenshot(page, "made-to-order-cart-phone");
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "made-to-order-cart-desktop");
  await page.setViewportSize(PHONE);

  await page.getByRole("link", { name: "Pay", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/booking");
  const order = page.getByRole("list", { name: "Items in this order" });
  const promised = await order.getByText(PROMISE).textContent();
  // A blouse cut to her measurements cannot be sold again if refused: the page says so, once.
  await page.getByText(/^Cash on delivery is not available for this order: .+ is stitched or finished for you, and a parcel refused at the door could not be sold again\.$/).waitFor();
  assert.equal(await page.getByRole("radio", { name: /Cash on Delivery/ }).count(), 0);
  await screenshot(page, "made-to-order-checkout-phone");
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "made-to-order-checkout-desktop");
  await page.setViewportSize(PHONE);

  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: /^Pay ₹/ }).click();
  await page.waitForURL((url) => url.pathname.endsWith("/confirmation"));
  const { orders } = await call("POST", "/order/getMyOrders", { token: customer.token, body: {} });
  const [placed] = orders;
  assert.equal(placed.cart[0].madeToOrder, 1);

  await page.goto(`${baseUrl()}/orders/${placed._id}`);
  assert.equal(await page.getByRole("list", { name: "Services" }).getByText(PROMISE).textContent(), promised);
  await screenshot(page, "made-to-order-order-phone");

  const invoice = await fetch(`${baseUrl()}/api/v1/order/invoice/${placed._id}`, { headers: { authorization: `Bearer ${customer.token}` } });
  assert.equal(invoice.status, 200);
  const text = (await pdfText(Buffer.from(await invoice.arrayBuffer()))).replace(/\s+/g, " ");
  assert.ok(text.includes(promised), `the invoice says "${promised}"`);
  await outboxMatch(customer.email, new RegExp(`: ${promised}\\.`));
  await page.close();
});
