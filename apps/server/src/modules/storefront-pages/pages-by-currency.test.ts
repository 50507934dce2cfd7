import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SellingAbroad } from "@pallu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { aSignedInUser } from "../../test/user-builders.js";
import { saveSellingAbroad } from "../selling-abroad/index.js";
import { repriceSize } from "../../test/price-change.js";

const TEMPLATE = `<!doctype html><html><head><title>Pallu</title></head><body><div id="root"></div></body></html>`;

// A stand-in for the web app's server entry: its product page asks for the prices in the shopper's currency.
const RENDERER = `
export async function renderPage(url, read, shopper) {
  const { pathname } = new URL(url, "http://x");
  const slug = /^\\/product\\/([^/]+)$/.exec(pathname)[1];
  const inCurrency = shopper.currency === "INR" ? "" : "&currency=" + shopper.currency;
  const { body: answer } = await read("/products/getProduct?id=" + slug + inCurrency);
  const price = answer.inCurrency ? answer.currency + " " + answer.inCurrency.minPrice : "INR " + answer.product.minPrice;
  return { html: "<h1>" + answer.product.name + "</h1><p>" + price + "</p>", data: {}, status: 200 };
}`;

const ABROAD: SellingAbroad = {
  zones: [
    { name: "North America", countries: ["US"], rate: { kind: "flat", amountRupees: 2_400 }, freeAboveRupees: null, deliveryDays: { min: 7, max: 12 }, dutiesPaidByBuyer: true },
  ],
  exchangeRates: { rupeesPer: { USD: 84.5, GBP: 107.3 }, marginPercent: 3, rounding: "ninety-nine", source: "table", updatedAt: null },
};

let shop: TestShop;
let buildDir: string;
let saree: { productId: string; sizeId: string };
let path: string;

type Visit = { cache: string; html: string; cacheControl: string };
async function visit(url: string, currency?: string): Promise<Visit> {
  const answer = await shop.app.inject({
    method: "GET",
    url,
    headers: { accept: "text/html", ...(currency ? { cookie: `theme=dark; pallu_currency=${currency}` } : {}) },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { cache: String(answer.headers["x-cache"] ?? "miss"), html: answer.body, cacheControl: String(answer.headers["cache-control"]) };
}

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), "pallu-pages-by-currency-"));
  await mkdir(join(buildDir, "dist"));
  await mkdir(join(buildDir, "dist-ssr"));
  await writeFile(join(buildDir, "dist", "index.html"), TEMPLATE);
  await writeFile(join(buildDir, "dist-ssr", "entry-server.js"), RENDERER);
  shop = await startTestShop({ WEB_DIST_DIR: join(buildDir, "dist"), PAGE_RENDERS_PER_MINUTE: "10000" });
  await saveSellingAbroad(shop.deps, null, () => ABROAD);
  saree = await aSaree(shop.deps.db, { name: "Kanjivaram Silk Saree", stock: 5, price: 12_000 });
  const [row] = await shop.deps.db.select({ slug: products.slug }).from(products).where(eq(products.id, saree.productId));
  path = `/product/${row!.slug}`;
});
afterAll(async () => {
  await shop.close();
  await rm(buildDir, { recursive: true, force: true });
});

describe("a product page in the shopper's currency", () => {
  it("is rendered in dollars for a shopper who chose them and in rupees for one who did not, each kept apart and served again", async () => {
    // ₹12,000 at ₹84.5 less a 3 % margin is $146.27, shown as $146.99.
    const dollars = await visit(path, "USD");
    expect(dollars.html).toContain("USD 146.99");
    expect(dollars.html).not.toContain("INR 12000");
    expect(dollars.html).toContain('<script type="application/json" id="shopper-currency">{"currency":"USD"');
    // What search engines read stays the shop's own offer, in rupees.
    expect(dollars.html).toContain('"price":"12000.00","priceCurrency":"INR"');
    const rupees = await visit(path);
    expect(rupees.cache).toBe("miss");
    expect(rupees.html).toContain("INR 12000");
    expect(rupees.html).not.toContain("USD 146.99");
    expect(rupees.html).toContain('<script type="application/json" id="shopper-currency">{"currency":"INR"');

    // Each is kept from its second render.
    expect((await visit(path, "USD")).html).toBe(dollars.html);
    expect((await visit(path)).html).toBe(rupees.html);
    const dollarsAgain = await visit(path, "usd");
    expect(dollarsAgain.cache).toBe("hit");
    expect(dollarsAgain.html).toBe(dollars.html);
    const rupeesAgain = await visit(path);
    expect(rupeesAgain.cache).toBe("hit");
    expect(rupeesAgain.html).toBe(rupees.html);
  });

  it("is kept by no cache on the way when it is in another currency, and by any when it is in rupees", async () => {
    expect((await visit(path, "USD")).cacheControl).toBe("private, no-cache");
    expect((await visit(path, "INR")).cacheControl).toMatch(/^public, max-age=0, s-maxage=60/);
  });

  it("is in rupees for a cookie naming a currency the shop shows no prices in", async () => {
    const unknown = await visit(path, "JPY");
    expect(unknown.html).toContain("INR 12000");
    expect(unknown.cache).toBe("hit");
  });

  it("is forgotten in every currency when the piece's price changes, and when the seller's rates change", async () => {
    await visit(path, "USD");
    await visit(path, "GBP");
    await visit(path);
    const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    await repriceSize(shop, admin.headers, saree, 13_000);
    const [dollars, pounds, rupees] = [await visit(path, "USD"), await visit(path, "GBP"), await visit(path)];
    expect([dollars.cache, pounds.cache, rupees.cache]).toEqual(["miss", "miss", "miss"]);
    // ₹13,000 at ₹82.038835 is $158.46, shown as $158.99; at ₹104.174757 it is £124.79, shown as £124.99.
    expect(dollars.html).toContain("USD 158.99");
    expect(pounds.html).toContain("GBP 124.99");
    expect(rupees.html).toContain("INR 13000");

    await saveSellingAbroad(shop.deps, null, (before) => ({ ...before, exchangeRates: { ...before.exchangeRates, rupeesPer: { USD: 80, GBP: 107.3 } } }));
    const repriced = await visit(path, "USD");
    expect(repriced.cache).toBe("miss");
    // ₹13,000 at ₹77.669903 is $167.38, shown as $167.99.
    expect(repriced.html).toContain("USD 167.99");
  });
});

describe("the catalogue's cached answers in a currency", () => {
  it("are kept by their currency as well as their address", async () => {
    const read = (query: string) => shop.app.inject({ method: "GET", url: `/api/v1/products/getProduct?id=${saree.productId}${query}` });
    await read("&currency=USD");
    await read("");
    const [dollars, rupees] = [await read("&currency=USD"), await read("")];
    expect([dollars.headers["x-cache"], rupees.headers["x-cache"]]).toEqual(["hit", "hit"]);
    expect(dollars.json()).toMatchObject({ currency: "USD", inCurrency: { minPrice: 167.99 } });
    expect(rupees.json()).not.toHaveProperty("inCurrency");
  });
});
