// The callbacks given to page.evaluate run in the browser.
/* global document, window */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { baseUrl, DESKTOP, docScreen, launchBrowser, PHONE, screenshot, signedInPage } from "./support/browser.mjs";
import { E2E_ADMIN } from "./support/shop-server.mjs";
import { call, outboxMatch, signIn, verifiedCustomer } from "./support/shop-api.mjs";

/**
 * A Banarasi handloom seller makes the shop hers: she names it, uploads her logo and sets her
 * contact details in Settings, and every page, mail and text message a shopper meets carries
 * them, with no trace of the name the shop was built with. Pictures of the settings' brand
 * section go to docs/screens; the branded pages go to e2e/screenshots.
 */

const NAME = "Kashi Handloom House";
const CONTACT = {
  email: "namaste@kashihandloom.example",
  phone: "+91 94150 12345",
  whatsapp: "+91 94150 12345",
  address: "D 37/12 Godowlia, Varanasi, Uttar Pradesh 221001",
};
const SHOPPER_PHONE = "9415067890";
// A two-colour mark: a gold lotus on indigo beside the name, drawn as a plain SVG.
const LOGO = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96">
<rect x="4" y="8" width="80" height="80" rx="40" fill="#1f3a5f"/>
<path d="M44 22c8 10 12 20 12 28s-5 16-12 20c-7-4-12-12-12-20s4-18 12-28z" fill="#d4af37"/>
<path d="M20 56c10-2 18 2 24 14-10 2-20-2-24-14zm48 0c-10-2-18 2-24 14 10 2 20-2 24-14z" fill="#d4af37"/>
<text x="100" y="50" font-family="Georgia, serif" font-size="25" font-weight="bold" fill="#1f3a5f">Kashi Handloom</text>
<text x="102" y="78" font-family="Georgia, serif" font-size="14" letter-spacing="4" fill="#8a6d1f">HOUSE · VARANASI</text>
</svg>`);
// Products may name the part of a saree called the pallu; only the shop's old name must be gone.
const SAREE_PARTS = /\b(?:Meenakari|Peacock|Zari|Lotus|Jamdani|Chikankari) Pallu\b/g;

let browser;
let demoSettings;

before(async () => {
  const token = await signIn(E2E_ADMIN);
  demoSettings = (await call("GET", "/site/getSettings", { token })).settings;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  if (!demoSettings) return;
  // The other journeys meet the demo shop as it was.
  const token = await signIn(E2E_ADMIN);
  await call("PUT", "/site/updateSettings", { token, body: demoSettings });
  await fetch(`${baseUrl()}/api/v1/site/deleteBrandImage/logo`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } });
});

const pageHtml = async (path) => (await fetch(`${baseUrl()}${path}`)).text();
const meta = (page, property) => page.locator(`meta[property="${property}"]`).getAttribute("content");

test("the seller names the shop and sets its logo and contacts, and shoppers meet only her brand", async () => {
  const settings = await signedInPage(browser, DESKTOP, E2E_ADMIN, "/admin/settings");
  await settings.getByLabel("Shop name", { exact: true }).waitFor({ timeout: 30000 });
  await settings.getByLabel("Shop name", { exact: true }).fill(NAME);
  await settings.getByLabel("Short name", { exact: true }).fill("Kashi");
  await settings.getByLabel("Tagline", { exact: true }).fill("Banarasi silk from our own looms");
  await settings.getByLabel("Brand colour", { exact: true }).fill("#1F3A5F");
  await settings.getByLabel("Instagram", { exact: true }).fill("https://www.instagram.com/kashihandloom");
  await settings.getByLabel("Email", { exact: true }).fill(CONTACT.email);
  await settings.getByLabel("Phone", { exact: true }).fill(CONTACT.phone);
  await settings.getByLabel("WhatsApp number", { exact: true }).fill(CONTACT.whatsapp);
  await settings.getByLabel("Registered address", { exact: true }).fill(CONTACT.address);
  await settings.getByRole("button", { name: "Save settings" }).first().click();
  await settings.getByText("Settings saved", { exact: true }).first().waitFor({ timeout: 20000 });

  await settings.locator('input[type="file"]').first().setInputFiles({ name: "kashi-logo.svg", mimeType: "image/svg+xml", buffer: LOGO });
  await settings.getByText("The logo is saved", { exact: true }).first().waitFor({ timeout: 20000 });
  await settings.getByRole("img", { name: `${NAME} logo` }).waitFor();
  await settings.reload();
  await settings.getByLabel("Shop name", { exact: true }).waitFor({ timeout: 30000 });
  await settings.getByRole("heading", { name: "Your brand" }).evaluate((heading) => heading.scrollIntoView({ block: "start" }));
  await docScreen(settings, "settings-brand-desktop", { fullPage: false });
  await settings.close();

  // A shopper orders now: the order's messages leave through the job queue, which on a fresh shop
  // is still drawing the demo's pictures, while the rest of the journey looks at the pages.
  const { products } = await call("GET", "/products/getAllProduct?limit=30&payment=Off&availibility=true");
  const product = products.find((candidate) => candidate.isCOD && candidate.buyingOption.some((option) => option.stock > 1));
  const shopper = await verifiedCustomer("Ananya Mishra");
  const option = product.buyingOption.find((candidate) => candidate.stock > 1);
  const { address } = await call("POST", "/user/addAddress", {
    token: shopper.token,
    body: { name: shopper.fullname, addressLine1: "14 Assi Ghat Road", city: "Varanasi", state: "Uttar Pradesh", pinCode: "221005", phoneNumber: SHOPPER_PHONE },
  });
  const { order } = await call("POST", "/order/cashOnDelivery", {
    token: shopper.token,
    body: { addressId: address.at(-1)._id, cart: JSON.stringify([{ productId: product._id, subDetailId: option._id, quantity: 1 }]) },
  });

  const phoneSettings = await signedInPage(browser, PHONE, E2E_ADMIN, "/admin/settings");
  await phoneSettings.getByLabel("Shop name", { exact: true }).waitFor({ timeout: 30000 });
  assert.equal(await phoneSettings.getByLabel("Shop name", { exact: true }).inputValue(), NAME);
  const overflow = await phoneSettings.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the settings page is ${overflow}px wider than a 390px phone`);
  await phoneSettings.getByRole("heading", { name: "Your brand" }).evaluate((heading) => heading.scrollIntoView({ block: "start" }));
  await docScreen(phoneSettings, "settings-brand-phone", { fullPage: false });
  await phoneSettings.close();

  // What a shopper (and a search engine, and a chat app's link preview) is sent.
  for (const path of ["/", "/search"]) {
    const html = await pageHtml(path);
    assert.ok(html.includes(NAME), `${path} names the shop`);
    assert.doesNotMatch(html.replace(SAREE_PARTS, ""), /Pallu/, `${path} still says Pallu`);
  }
  const productHtml = await pageHtml(`/product/${product._id}`);
  assert.doesNotMatch(productHtml.replace(SAREE_PARTS, ""), /Pallu/, "the product page still says Pallu");
  assert.match(productHtml, new RegExp(`<meta property="og:site_name" content="${NAME}"`));

  for (const viewport of [PHONE, DESKTOP]) {
    const size = viewport === PHONE ? "phone" : "desktop";
    const page = await browser.newPage({ viewport });
    await page.goto(`${baseUrl()}/`);
    assert.equal(await page.title(), `${NAME} — Banarasi silk from our own looms`);
    assert.equal(await meta(page, "og:site_name"), NAME);
    await page.getByRole("link", { name: `${NAME}, home` }).getByRole("img", { name: NAME }).waitFor();
    await page.getByRole("heading", { name: "Shop by Category" }).waitFor();
    await screenshot(page, `brand-home-${size}`);
    const footer = page.locator("footer");
    await footer.scrollIntoViewIfNeeded();
    await footer.getByText(CONTACT.email).waitFor({ timeout: 20000 });
    await footer.getByText(CONTACT.phone).waitFor();
    await footer.getByText(CONTACT.address).waitFor();
    const year = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(new Date());
    await footer.getByText(`© ${year} ${NAME}.`).waitFor();
    assert.doesNotMatch(await footer.innerText(), /pallu/i);
    await footer.screenshot({ path: new URL(`./screenshots/brand-footer-${size}.png`, import.meta.url).pathname });

    await page.goto(`${baseUrl()}/product/${product._id}`);
    await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 20000 });
    assert.match(await page.title(), new RegExp(`· ${NAME}$`));
    await screenshot(page, `brand-product-${size}`);
    await page.close();

    // The thank-you page of her cash-on-delivery order asks her to confirm it, with its deadline.
    const thanks = await signedInPage(browser, viewport, shopper, `/orders/${order._id}/confirmation`);
    await thanks.getByRole("button", { name: "Confirm order" }).waitFor({ timeout: 20000 });
    await thanks.getByText(/Please confirm by \d+ \w+ \d{4}, \d+:\d\d [ap]m/).waitFor();
    assert.doesNotMatch((await thanks.locator("body").innerText()).replace(SAREE_PARTS, ""), /pallu/i);
    await screenshot(thanks, `brand-cod-thanks-${size}`);
    await thanks.close();
  }

  // An order's mail and text message come from her shop.
  const id = order.orderDetails.public_order_id;
  const queued = { waitMs: 900_000 };
  await outboxMatch(shopper.email, new RegExp(`${id}[\\s\\S]*— ${NAME}$`), queued);
  await outboxMatch(SHOPPER_PHONE, new RegExp(`^${NAME}: Dear .+ ${id}`), queued);

  const outbox = await browser.newPage({ viewport: DESKTOP });
  await outbox.goto(`${baseUrl()}/dev/outbox`);
  assert.equal(await outbox.title(), `${NAME} dev outbox`);
  await outbox.close();
});
