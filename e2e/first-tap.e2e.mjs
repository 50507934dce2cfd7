import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/support/chromium.mjs";
import { baseUrl, PHONE, screenshot } from "./support/browser.mjs";
import { call } from "./support/shop-api.mjs";

/**
 * A shopper on a slow phone taps as soon as the product page shows, before its scripts have run:
 * the tap counts, once, with the size she chose, and the button shows it is working meanwhile.
 * Chromium is launched here without launchBrowser's pages, which wait for the page to come to life.
 */
let browser;
let oneSize;
let sized;
before(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const { products } = await call("GET", "/products/getAllProduct", { query: { limit: 100 } });
  const inStock = (product) => product.buyingOption.filter((option) => option.stock > 1);
  oneSize = products.find((product) => product.buyingOption.length === 1 && inStock(product).length === 1);
  sized = products.find((product) => inStock(product).filter((option) => option.size !== "NA").length >= 2);
  assert.ok(oneSize, "the demo catalogue has a piece in stock in one size");
  assert.ok(sized, "the demo catalogue has a piece in stock in several sizes");
});
after(async () => {
  await browser?.close();
});

const isAlive = () =>
  Object.keys(globalThis.document.getElementById("root").firstElementChild).some((key) =>
    key.startsWith("__reactFiber$"),
  );

/**
 * A product page on a phone 4× slower than this machine, on a slow line whose shop scripts (all but
 * the small starter the page names) arrive only when `scriptsArrive` is called.
 */
async function slowPhonePage(path) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const refusedScripts = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedScripts.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });

  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const starter = /<script type="module" crossorigin src="([^"]+)"/.exec(html)[1];
  let scriptsArrive;
  const arrived = new Promise((resolve) => (scriptsArrive = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js") && url.pathname !== starter,
    async (route) => {
      await arrived;
      await route.continue();
    },
  );
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "commit" });
  await page.getByRole("button", { name: "Add to Cart" }).waitFor();
  assert.equal(await page.evaluate(isAlive), false, "the page has not come to life yet");
  return { page, context, scriptsArrive, refusedScripts };
}

/** The guest's cart and wishlist as this browser keeps them. */
const keptLists = (page) =>
  page.evaluate(() => JSON.parse(globalThis.localStorage.getItem("pallu:guest-lists") ?? '{"cart":[],"wishlist":[]}'));

test("Add to Cart tapped, twice, before the page's scripts have run puts the piece in the cart once", async () => {
  const { page, context, scriptsArrive, refusedScripts } = await slowPhonePage(`/product/${oneSize.slug}`);
  const addToCart = page.getByRole("button", { name: "Add to Cart" });
  await addToCart.tap();
  await addToCart.tap();
  assert.equal(await addToCart.getAttribute("aria-busy"), "true", "the button shows it is working");
  assert.equal(await page.evaluate(isAlive), false, "both taps came before the page came to life");
  await screenshot(page, "first-tap-waiting-phone");

  scriptsArrive();
  await page.waitForFunction(isAlive);
  await page.getByRole("button", { name: "Remove From Cart" }).waitFor();
  await page.getByRole("link", { name: "My Cart, 1 piece" }).waitFor();
  assert.equal(await page.getByRole("button", { name: "Remove From Cart" }).getAttribute("aria-busy"), null);
  const { cart } = await keptLists(page);
  assert.deepEqual(
    cart.map((line) => [line.buyingOptionId, line.quantity]),
    [[oneSize.buyingOption[0]._id, 1]],
  );

  await page.reload();
  await page.waitForFunction(isAlive);
  await page.getByRole("link", { name: "My Cart, 1 piece" }).waitFor();
  await page.getByRole("button", { name: "Remove From Cart" }).waitFor();
  assert.deepEqual(refusedScripts, [], "the page's own inline script is allowed by its policy");
  await context.close();
});

test("a size and then Add to Cart, both tapped before the page's scripts have run, put that size in the cart", async () => {
  const { page, context, scriptsArrive } = await slowPhonePage(`/product/${sized.slug}`);
  const chosen = sized.buyingOption.filter((option) => option.size !== "NA" && option.stock > 1).at(-1);
  const sizes = page.getByRole("group", { name: "Select size" });
  await sizes.getByText(chosen.size, { exact: true }).tap();
  await page.getByRole("button", { name: "Add to Cart" }).tap();
  assert.equal(await sizes.getByRole("radio", { name: chosen.size, exact: true }).isChecked(), true);
  assert.equal(await page.evaluate(isAlive), false, "the taps came before the page came to life");

  scriptsArrive();
  await page.waitForFunction(isAlive);
  await page.getByRole("button", { name: "Remove From Cart" }).waitFor();
  await page.getByRole("link", { name: "My Cart, 1 piece" }).waitFor();
  assert.equal(await sizes.getByRole("radio", { name: chosen.size, exact: true }).isChecked(), true);
  const { cart } = await keptLists(page);
  assert.deepEqual(
    cart.map((line) => [line.buyingOptionId, line.quantity]),
    [[chosen._id, 1]],
  );

  await page.goto(`${baseUrl()}/cart`);
  await page.waitForFunction(() => globalThis.location.pathname === "/cart");
  const lines = page.getByRole("list", { name: "Items in your cart" });
  await lines.getByText(sized.name).waitFor();
  await lines.getByText(`Size ${chosen.size}`).waitFor();
  assert.equal(await lines.getByRole("listitem").count(), 1);
  await context.close();
});

test("Add to wishlist tapped before the page's scripts have run keeps the piece in the wishlist", async () => {
  const { page, context, scriptsArrive } = await slowPhonePage(`/product/${oneSize.slug}`);
  await page.getByRole("button", { name: "Add to wishlist" }).tap();
  assert.equal(await page.getByRole("button", { name: "Add to wishlist" }).getAttribute("aria-busy"), "true");
  assert.equal(await page.evaluate(isAlive), false, "the tap came before the page came to life");

  scriptsArrive();
  await page.waitForFunction(isAlive);
  await page.getByRole("button", { name: "In your wishlist" }).waitFor();
  const { wishlist } = await keptLists(page);
  assert.deepEqual(
    wishlist.map((line) => line.productId),
    [oneSize._id],
  );
  await page.reload();
  await page.waitForFunction(isAlive);
  await page.getByRole("button", { name: "In your wishlist" }).waitFor();
  await context.close();
});
