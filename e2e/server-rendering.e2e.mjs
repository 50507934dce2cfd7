import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { baseUrl, DESKTOP, launchBrowser, PHONE } from "./support/browser.mjs";
import { call } from "./support/shop-api.mjs";

/**
 * The storefront as a link previewer, a crawler or a phone before its scripts run sees it: whole
 * pages from the server. Then the same pages in a browser, brought to life without a mismatch.
 */
let browser;
let saree;
before(async () => {
  browser = await launchBrowser();
  const { products } = await call("GET", "/products/getAllProduct", { query: { search: "silk saree", limit: 20 } });
  saree = products.find((product) => product.buyingOption.length === 1 && product.buyingOption[0].stock > 0);
  assert.ok(saree, "the demo catalogue has a silk saree in stock in one size");
});
after(async () => {
  await browser?.close();
});

// Prices travel in rupees; the shop prints them with Indian grouping and two paise digits when there are paise.
const rupees = (amount) =>
  `₹${amount.toLocaleString("en-IN", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;

/** A page fetched the way curl or a link previewer fetches it: any Accept, no scripts run. */
async function rawPage(path) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: "*/*" } });
  return { status: response.status, type: response.headers.get("content-type"), html: await response.text() };
}

test("every public page arrives whole, before any script runs", async () => {
  const { products } = await call("GET", "/products/getAllProduct", { query: { search: "silk", page: 1 } });
  const pages = [
    ["/", ["Shop by Category"]],
    ["/search?search=silk", products.slice(0, 3).map((product) => product.name)],
    [
      `/product/${saree.slug}`,
      [saree.name, rupees(saree.buyingOption[0].discountedPrice ?? saree.buyingOption[0].originalPrice)],
    ],
    [`/reviews/${saree._id}`, [saree.name]],
    ["/aboutUs", ["Our Story"]],
  ];
  for (const [path, texts] of pages) {
    const page = await rawPage(path);
    assert.equal(page.status, 200, path);
    assert.match(page.type, /text\/html/, path);
    const root = page.html.slice(page.html.indexOf('<div id="root">'));
    for (const text of texts) assert.ok(root.includes(text.replace(/&/g, "&amp;")), `${path} shows ${text}`);
    assert.ok(page.html.includes('id="page-data"'), `${path} carries the data it was rendered from`);
    assert.ok(!page.html.includes("needs JavaScript"), `${path} does not ask for JavaScript`);
  }
});

/** Every JSON-LD block of a page, parsed (a block that is not valid JSON fails the test). */
const jsonLdOf = (html) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(([, json]) =>
    [JSON.parse(json)].flat(),
  );
const metaOf = (html, property) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

test("a shared product link previews with its title, price and a large picture, and tells search engines what it sells", async () => {
  const { html } = await rawPage(`/product/${saree.slug}`);
  const option = saree.buyingOption[0];
  assert.match(metaOf(html, "og:title"), new RegExp(saree.name.split(" ")[0]));
  assert.equal(metaOf(html, "product:price:currency"), "INR");
  assert.equal(Number(metaOf(html, "product:price:amount")), option.discountedPrice ?? option.originalPrice);
  assert.equal(metaOf(html, "og:image:width"), "1200");
  const picture = await fetch(metaOf(html, "og:image").replace(/^https?:\/\/[^/]+/, baseUrl()));
  assert.equal(picture.status, 200);
  assert.equal(picture.headers.get("content-type"), "image/jpeg");
  assert.match(html, new RegExp(`<link rel="canonical" href="[^"]+/product/${saree.slug}">`));

  const product = jsonLdOf(html).find((block) => block["@type"] === "Product");
  assert.equal(product.name, saree.name);
  assert.equal(product.offers.priceCurrency, "INR");
  assert.equal(Number(product.offers.price), option.discountedPrice ?? option.originalPrice);
  assert.equal(product.offers.availability, "https://schema.org/InStock");
  assert.ok(jsonLdOf(html).some((block) => block["@type"] === "BreadcrumbList"));
  assert.ok(jsonLdOf((await rawPage("/")).html).some((block) => block["@type"] === "Organization"));
});

test("crawlers find every product in the sitemap and are kept out of checkout, account and admin", async () => {
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  assert.ok(sitemap.includes(`/product/${saree.slug}</loc>`));
  const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
  for (const path of ["/booking", "/cart", "/myaccount", "/admin"])
    assert.match(robots, new RegExp(`Disallow: ${path}`));
  assert.match(robots, /Sitemap: .*\/sitemap\.xml/);
});

test("a product's link by its id, as shared before readable links, moves for good to its slug's", async () => {
  const response = await fetch(`${baseUrl()}/product/${saree._id}`, { redirect: "manual" });
  assert.equal(response.status, 301);
  assert.equal(new URL(response.headers.get("location"), baseUrl()).pathname, `/product/${saree.slug}`);
});

test("an unknown product or page answers 404 with a real page", async () => {
  for (const path of ["/product/7a1e64a4-0d6c-4ac4-9d8e-3f1f2b3c4d5e", "/product/not-an-id", "/no-such-page"]) {
    const page = await rawPage(path);
    assert.equal(page.status, 404, path);
    assert.ok(page.html.includes("Page not found"), path);
  }
});

test("without JavaScript a shopper searches with the form and opens a product by its link", async () => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/search`);
  const search = page.getByRole("searchbox").first();
  await search.fill("kanjivaram");
  await search.press("Enter");
  await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("search") === "kanjivaram");
  const firstProduct = page.locator('main a[href^="/product/"]').first();
  const href = await firstProduct.getAttribute("href");
  await page.goto(`${baseUrl()}${href}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  assert.ok((await page.getByRole("heading", { level: 1 }).textContent()).length > 0);
  await context.close();
});

test("without JavaScript the search filters are links, on a phone too, and the typed price range and the sort are forms", async () => {
  const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/search?search=silk`);
  const filters = page.getByRole("complementary", { name: "Filters" });
  await filters.getByRole("group", { name: "Discount" }).getByRole("link", { name: "10% or more" }).click();
  await page.waitForURL(
    (url) => url.searchParams.get("discount") === "10" && url.searchParams.get("search") === "silk",
  );
  const discount = filters.getByRole("group", { name: "Discount" });
  assert.equal(await discount.getByRole("link", { name: "10% or more" }).getAttribute("aria-current"), "true");

  await filters.getByLabel("Min (₹)").fill("5000");
  await filters.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL((url) => url.searchParams.get("priceMin") === "5000");
  const url = new URL(page.url());
  assert.equal(url.searchParams.get("search"), "silk", "the search rides along");
  assert.equal(url.searchParams.get("discount"), "10", "the other filters ride along");
  await page.getByRole("link", { name: "Remove filter 10% or more off" }).click();
  await page.waitForURL((next) => !next.searchParams.has("discount") && next.searchParams.get("priceMin") === "5000");

  await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
  await page.getByRole("button", { name: "Sort", exact: true }).click();
  await page.waitForURL((next) => next.searchParams.get("sort") === "price:asc");
  assert.equal(new URL(page.url()).searchParams.get("priceMin"), "5000", "the filters ride along with the sort");
  const prices = await page.locator("main ul li").getByText(/^₹[\d,]+$/).allTextContents();
  const rupees = prices.map((price) => Number(price.replace(/[^\d]/g, "")));
  assert.ok(rupees.length > 1, "the sorted results show their prices");
  assert.deepEqual(rupees, [...rupees].sort((a, b) => a - b), "cheapest first");
  assert.equal(await page.getByLabel("Sort by").inputValue(), "price:asc");
  await context.close();

  const phone = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const onPhone = await phone.newPage();
  await onPhone.goto(`${baseUrl()}/search?search=silk`);
  await onPhone.getByRole("button", { name: /^Filters/ }).click();
  const shown = onPhone.getByRole("complementary", { name: "Filters" });
  await shown.getByRole("group", { name: "Discount" }).getByRole("link", { name: "20% or more" }).click();
  await onPhone.waitForURL(
    (next) => next.searchParams.get("discount") === "20" && next.searchParams.get("search") === "silk",
  );
  await phone.close();
});

test("each public page comes to life in the browser with no error or mismatch, and takes a piece into the cart", async () => {
  const pages = ["/", "/search?search=silk", `/reviews/${saree._id}`, "/aboutUs", `/product/${saree.slug}`];
  for (const path of pages) {
    const page = await browser.newPage({ viewport: PHONE });
    const problems = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
    if (path.startsWith("/product/")) {
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await page.getByRole("button", { name: "Remove From Cart" }).waitFor();
      await page.getByRole("link", { name: /cart/i }).first().getByText("1").waitFor();
    }
    // Pictures still being drawn by the demo are stand-ins whose srcset Chromium warns about.
    assert.deepEqual(
      problems.filter((problem) => !problem.includes("srcset")),
      [],
      path,
    );
    await page.close();
  }
});

/**
 * Waits until a search's page shows its first results' pictures: a new shop draws its demo artwork
 * after it starts, and a page rendered before then is kept for up to a minute.
 */
async function firstResultsDrawn(search) {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const { html } = await rawPage(`/search?search=${search}`);
    if ((html.match(/<picture\b/g) ?? []).length >= 4) return;
    assert.ok(Date.now() < deadline, `the first results for "${search}" had no pictures within ten minutes`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * Opens a search page once its cards show pictures, waiting out the renders a minute this machine
 * may ask for (every journey comes from the same address) and a page kept from before the demo
 * artwork was drawn. Says what the page showed when it never did.
 */
async function openSearchWithPictures(page, path) {
  const deadline = Date.now() + 3 * 60_000;
  for (;;) {
    const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
    const pictures = page.locator("main ul li picture img");
    if (response.status() === 200 && (await pictures.count()) > 0) return;
    if (Date.now() > deadline) {
      const shown = await page.locator("main").innerHTML().catch(() => "");
      assert.fail(`the search showed no pictures (status ${response.status()}): ${shown.slice(0, 1500)}`);
    }
    await page.waitForTimeout(response.status() === 429 ? Number(response.headers()["retry-after"] ?? 5) * 1000 : 3000);
  }
}

test("a search's cards each take the smallest picture that fills them, on phones and on wide screens", async () => {
  const screens = [
    { width: 360, height: 780, deviceScaleFactor: 2 },
    { width: 412, height: 823, deviceScaleFactor: 1.75 },
    { width: 412, height: 915, deviceScaleFactor: 2.625 },
    { width: 700, height: 900, deviceScaleFactor: 1 },
    { width: 900, height: 900, deviceScaleFactor: 2 },
    { width: 1100, height: 900, deviceScaleFactor: 1 },
    { width: 1600, height: 900, deviceScaleFactor: 1 },
    { width: 1920, height: 1080, deviceScaleFactor: 2 },
  ];
  await firstResultsDrawn("silk");
  for (const { deviceScaleFactor, ...viewport } of screens) {
    // A context of its own: no picture a wider screen fetched is there to be reused.
    const context = await browser.newContext({ viewport, deviceScaleFactor });
    const page = await context.newPage();
    await openSearchWithPictures(page, "/search?search=silk");
    const cards = await page
      .locator("main ul li picture img")
      .evaluateAll((images) =>
        images.slice(0, 4).map((image) => ({ drawn: image.getBoundingClientRect().width, chosen: image.currentSrc })),
      );
    for (const { drawn, chosen } of cards) {
      const widths = [320, 640, 1280];
      const width = Number(/-(\d+)\.(?:avif|webp)/.exec(chosen)?.[1]);
      const needed = drawn * deviceScaleFactor;
      const screen = `${viewport.width} px at ${deviceScaleFactor}×`;
      assert.ok(width >= needed || width === widths.at(-1), `${screen}: a ${width}-px picture is too small for ${needed} px`);
      const smaller = widths.filter((candidate) => candidate < width).at(-1);
      assert.ok(smaller === undefined || smaller < needed, `${screen}: the ${smaller}-px picture would fill ${needed} px, not the ${width}`);
    }
    await context.close();
  }
});

test("a product page whose pictures do not arrive, on a patchy line, still fits the phone's screen", async () => {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    // A picture that fails shows its description instead, a line wider than the screen.
    await page.route("**/images/**", (route) => route.abort("failed"));
    await page.goto(`${baseUrl()}/product/${saree.slug}`);
    await page.getByRole("heading", { level: 1, name: saree.name }).waitFor();
    await page.waitForLoadState("networkidle");
    assert.equal(await page.evaluate(() => globalThis.document.documentElement.scrollWidth), PHONE.width);
    const price = await page.getByText(rupees(saree.buyingOption[0].discountedPrice), { exact: true }).first().boundingBox();
    assert.ok(price && price.x + price.width <= PHONE.width, "the price is on the screen");
  } finally {
    await context.close();
  }
});
