import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.js";
import { aCategory, aSaree } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../jobs/job-worker.js";
import { aShopper, aSignedInUser, type Shopper } from "../../test/user-builders.js";
import { repriceSize } from "../../test/price-change.js";

const TEMPLATE = `<!doctype html><html><head><title>Pallu</title></head><body><div id="root"></div></body></html>`;

// A stand-in for the web app's server entry, reading what its product and search pages read.
const RENDERER = `
export async function renderPage(url, readApi) {
  const { pathname, search } = new URL(url, "http://x");
  const read = async (path) => (await readApi(path)).body;
  const footer = await read("/site/getFooter");
  const product = /^\\/product\\/([^/]+)$/.exec(pathname);
  if (product) {
    const answer = await read("/products/getProduct?id=" + product[1]);
    const offers = await read("/promotions/getOffers?productId=" + answer.product._id);
    const left = answer.product.buyingOption.map((option) => option.stock).join(",");
    return { html: "<h1>" + answer.product.name + "</h1><p>₹" + answer.product.discountPrice + " · " + left + " left</p>", data: { offers, footer }, status: 200 };
  }
  const listing = await read("/products/getAllProduct" + search);
  return { html: "<ul>" + listing.products.map((p) => "<li>" + p.name + " ₹" + p.discountPrice + "</li>").join("") + "</ul>", data: {}, status: 200 };
}`;

const ORDERS_PER_SECOND = 30;
const SIMULATED_SECONDS = 3;

let shop: TestShop;
let buildDir: string;
let banarasiId: string;
let viewed: { productId: string; sizeId: string };
let others: { productId: string; sizeId: string }[];
let shoppers: Shopper[];

const page = async (url: string) => {
  const answer = await shop.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
  expect(answer.statusCode, answer.body).toBe(200);
  return { cache: String(answer.headers["x-cache"] ?? "miss"), html: answer.body };
};
/** Asks for a page twice: a page is kept from its second render, so from here on it is kept. */
const keptPage = async (url: string) => {
  await page(url);
  await page(url);
};
const slugs = new Map<string, string>();
const productPage = (productId: string) => `/product/${slugs.get(productId)}`;

async function aSareeWithSlug(input: Parameters<typeof aSaree>[1]) {
  const saree = await aSaree(shop.deps.db, input);
  const [row] = await shop.deps.db.select({ slug: products.slug }).from(products).where(eq(products.id, saree.productId));
  slugs.set(saree.productId, row!.slug);
  return saree;
}

async function order(shopper: Shopper, line: { productId: string; sizeId: string }) {
  const placed = await payCod(shop, shopper, [{ ...line, quantity: 1 }]);
  expect(placed.statusCode, placed.body).toBe(200);
}

const aFreshShopper = () => aShopper(shop.deps.db);

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), "pallu-kept-pages-"));
  await mkdir(join(buildDir, "dist"));
  await mkdir(join(buildDir, "dist-ssr"));
  await writeFile(join(buildDir, "dist", "index.html"), TEMPLATE);
  await writeFile(join(buildDir, "dist-ssr", "entry-server.js"), RENDERER);
  shop = await startTestShop({ WEB_DIST_DIR: join(buildDir, "dist"), PAGE_RENDERS_PER_MINUTE: "10000" });
  ({ id: banarasiId } = await aCategory(shop.deps.db, { name: "Banarasi" }));
  viewed = await aSareeWithSlug({ name: "Banarasi Silk Saree", categoryId: banarasiId, stock: 50, price: 4000 });
  others = [];
  for (const name of ["Chanderi Cotton Saree", "Mysore Silk Saree", "Pochampally Ikat Saree"]) {
    others.push(await aSareeWithSlug({ name, stock: 500, price: 2000 }));
  }
  shoppers = [];
  for (let i = 0; i < ORDERS_PER_SECOND * SIMULATED_SECONDS; i++) shoppers.push(await aFreshShopper());
});
afterAll(async () => {
  await shop.close();
  await rm(buildDir, { recursive: true, force: true });
});

describe("the pages the server keeps", () => {
  it(`serve at least 90 % of repeated product-page requests while ${ORDERS_PER_SECOND} orders a second are placed`, async () => {
    await page(productPage(viewed.productId));
    let hits = 0;
    let requests = 0;
    for (let second = 0; second < SIMULATED_SECONDS; second++) {
      for (let i = 0; i < ORDERS_PER_SECOND; i++) {
        const shopper = shoppers[second * ORDERS_PER_SECOND + i]!;
        await order(shopper, others[i % others.length]!);
        if ((await page(productPage(viewed.productId))).cache === "hit") hits += 1;
        requests += 1;
      }
    }
    expect(requests).toBe(ORDERS_PER_SECOND * SIMULATED_SECONDS);
    expect(hits / requests).toBeGreaterThanOrEqual(0.9);
  });

  it("forget a product's page when an order changes its stock, and keep the other pages", async () => {
    const other = productPage(others[0]!.productId);
    await keptPage(productPage(viewed.productId));
    await keptPage(other);
    await keptPage("/search?limit=20");
    expect((await page(productPage(viewed.productId))).cache).toBe("hit");

    await order(await aFreshShopper(), viewed);

    const after = await page(productPage(viewed.productId));
    expect(after.cache).toBe("miss");
    expect(after.html).toContain("49 left");
    expect((await page(other)).cache).toBe("hit");
    // Still in stock: what a listing shows of it has not changed.
    expect((await page("/search?limit=20")).cache).toBe("hit");
  });

  it("forget the listings filtered by availability when an order sells a product out", async () => {
    const lastOne = await aSareeWithSlug({ name: "Paithani Last Piece Saree", stock: 1, price: 9000 });
    const available = "/search?availability=true&limit=20";
    expect((await page(available)).html).toContain("Paithani Last Piece Saree");
    await page(available);
    expect((await page(available)).cache).toBe("hit");

    await order(await aFreshShopper(), lastOne);

    const after = await page(available);
    expect(after.cache).toBe("miss");
    expect(after.html).not.toContain("Paithani Last Piece Saree");
  });

  it("forget a product's page and listings when a job gives its last piece back, as an unconfirmed order is cancelled", async () => {
    const lastOne = await aSareeWithSlug({ name: "Kota Doria Last Piece Saree", stock: 1, price: 3000 });
    const available = "/search?availability=true&limit=50";
    await order(await aFreshShopper(), lastOne);
    expect((await page(productPage(lastOne.productId))).html).toContain("0 left");
    expect((await page(available)).html).not.toContain("Kota Doria Last Piece Saree");
    await keptPage(available);
    await page(productPage(lastOne.productId));
    expect((await page(productPage(lastOne.productId))).cache).toBe("hit");

    // Nobody confirmed the cash-on-delivery order: a day later the job queue cancels it.
    await runDueJobs({ ...shop.deps, now: () => new Date(Date.now() + 25 * 3_600_000) }, jobHandlers);

    const after = await page(productPage(lastOne.productId));
    expect(after.cache).toBe("miss");
    expect(after.html).toContain("1 left");
    expect((await page(available)).html).toContain("Kota Doria Last Piece Saree");
  });

  it("forget a product's page and the listings showing it when its price changes", async () => {
    const listing = "/search?category=banarasi";
    const other = productPage(others[1]!.productId);
    await keptPage(productPage(viewed.productId));
    await keptPage(listing);
    await keptPage("/search?limit=20");
    await keptPage(other);
    expect((await page(listing)).cache).toBe("hit");

    const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    await repriceSize(shop, admin.headers, viewed, 4500);

    for (const url of [productPage(viewed.productId), listing, "/search?limit=20"]) {
      const after = await page(url);
      expect(after.cache, url).toBe("miss");
      expect(after.html, url).toContain("₹4500");
    }
    expect((await page(other)).cache).toBe("hit");
  });

  it("forget on another instance, through Redis, the pages an order changed there, and only those", async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", REDIS_KEY_PREFIX: `test-${randomUUID().slice(0, 8)}:` };
    const web = { WEB_DIST_DIR: join(buildDir, "dist"), PAGE_RENDERS_PER_MINUTE: "10000" };
    const [one, other] = [await startTestShop(redis), await startTestShop({ ...redis, ...web })];
    try {
      const [sold, untouched] = [await aSaree(other.deps.db, { stock: 5 }), await aSaree(other.deps.db, { stock: 5 })];
      const urls = [sold, untouched].map((saree) => `/product/${saree.productId}`);
      const cacheOn = async (url: string) => {
        const answer = await other.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
        if (answer.statusCode === 301) return cacheOnPage(String(answer.headers.location));
        return String(answer.headers["x-cache"] ?? "miss");
      };
      const cacheOnPage = async (url: string) =>
        String((await other.app.inject({ method: "GET", url, headers: { accept: "text/html" } })).headers["x-cache"] ?? "miss");
      // Rendered twice, so kept.
      for (const url of [...urls, ...urls]) await cacheOn(url);
      expect([await cacheOn(urls[0]!), await cacheOn(urls[1]!)]).toEqual(["hit", "hit"]);
      const heard = new Promise<void>((resolve) => other.deps.cacheBus.onInvalidation(() => resolve()));
      await one.deps.cacheBus.publishInvalidation("stock", [`stock:${sold.productId}`]);
      await heard;
      expect([await cacheOn(urls[0]!), await cacheOn(urls[1]!)]).toEqual(["miss", "hit"]);
    } finally {
      await one.close();
      await other.close();
    }
  });

  it("keep a shared link's page, whatever campaign parameters each visitor's copy of it carries", async () => {
    const shared = productPage(others[2]!.productId);
    const first = await page(`${shared}?utm_source=whatsapp&utm_medium=share`);
    expect(first.cache).toBe("miss");
    // Rendered a second time for the second visitor, and kept from then on.
    const second = await page(`${shared}?utm_source=whatsapp&utm_medium=status`);
    expect(second.cache).toBe("miss");
    expect(second.html).toBe(first.html);
    for (const copy of [
      `${shared}?fbclid=IwAR3x`,
      `${shared}?igsh=MWQ1`,
      `${shared}?utm_source=instagram&gclid=Cj0K`,
      shared,
    ]) {
      const visit = await page(copy);
      expect(visit.cache, copy).toBe("hit");
      expect(visit.html).toBe(first.html);
    }
    // A parameter the page reads is a different page.
    await keptPage("/search?limit=20");
    expect((await page("/search?limit=20&utm_source=newsletter")).cache).toBe("hit");
    expect((await page("/search?limit=5&utm_source=newsletter")).cache).toBe("miss");
  });

  it("keep no page asked for once: a walk through hundreds of addresses pushes out none of the pages kept", async () => {
    await keptPage(productPage(viewed.productId));
    // More addresses than the server keeps pages, each asked for once, as a crawler walks a catalogue.
    for (let term = 0; term < 250; term++) expect((await page(`/search?search=walk-${term}`)).cache).toBe("miss");
    expect((await page(productPage(viewed.productId))).cache).toBe("hit");
    expect((await page("/search?search=walk-0")).cache).toBe("miss");
    expect((await page("/search?search=walk-0")).cache).toBe("hit");
  });

  it("never keep a page at an address longer than any of the shop's, so strangers' addresses cannot fill its memory", async () => {
    const long = `${productPage(viewed.productId)}?note=${"a".repeat(2_100)}`;
    for (let ask = 0; ask < 3; ask++) expect((await page(long)).cache).toBe("miss");
  });

  it("forget every page when the shop's settings change", async () => {
    await keptPage(productPage(viewed.productId));
    expect((await page(productPage(viewed.productId))).cache).toBe("hit");
    await shop.deps.cacheBus.publishInvalidation("settings");
    expect((await page(productPage(viewed.productId))).cache).toBe("miss");
  });
});
