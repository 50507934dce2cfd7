import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products } from "../../db/schema/index.js";
import { aCategory, aProduct } from "../../test/catalogue-builders.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";

let shop: TestShop;
let buildDir: string;

const TEMPLATE = `<!doctype html><html><head><meta name="description" content="shop"><title>Pallu</title></head><body><div id="root"></div></body></html>`;
// A stand-in for the web app's server entry, reading a product page's product as the app does; the
// page's head comes from the server either way.
const RENDERER = `export async function renderPage(url, read) {
  const product = /^\\/product\\/([^/]+)$/.exec(new URL(url, "http://shop.invalid").pathname);
  if (product) await read("/products/getProduct?id=" + product[1]);
  return { html: "<main>page</main>", data: {}, status: 200 };
}`;

const get = (url: string) => shop.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
const headLinks = (html: string) => ({
  canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1],
  ogUrl: /<meta property="og:url" content="([^"]+)">/.exec(html)?.[1],
});
const renameTo = async (id: string, values: { name?: string; slug?: string }) => {
  await shop.deps.db.update(products).set(values).where(eq(products.id, id));
  await shop.deps.cacheBus.publishInvalidation("catalogue");
};

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), "pallu-web-build-"));
  await mkdir(join(buildDir, "dist"));
  await mkdir(join(buildDir, "dist-ssr"));
  await writeFile(join(buildDir, "dist", "index.html"), TEMPLATE);
  await writeFile(join(buildDir, "dist-ssr", "entry-server.js"), RENDERER);
  shop = await startTestShop({ WEB_DIST_DIR: join(buildDir, "dist") });
});
afterAll(async () => {
  await shop.close();
  await rm(buildDir, { recursive: true, force: true });
});

describe("a product page's address", () => {
  it("by the product's id answers 301 to its slug's address, with no page, keeping the query", async () => {
    const product = await aProduct(shop.deps.db, { name: "Red Katan Silk Banarasi Saree" });
    const response = await get(`/product/${product.id}?utm_source=whatsapp`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/product/red-katan-silk-banarasi-saree?utm_source=whatsapp");
    expect(response.body).not.toContain("<main>");
  });

  it("by its slug is the page itself, whose canonical URL and Open Graph address are the slug's", async () => {
    const product = await aProduct(shop.deps.db, { name: "Onion Pink Organza Saree" });
    const response = await get(`/product/${product.slug}`);
    expect(response.statusCode).toBe(200);
    const { canonical, ogUrl } = headLinks(response.body);
    expect(canonical).toMatch(/\/product\/onion-pink-organza-saree$/);
    expect(ogUrl).toBe(canonical);
  });

  it("by a slug it had before a rename and a new slug answers 301 to the current one", async () => {
    const product = await aProduct(shop.deps.db, { name: "Bottle Green Gadwal Saree" });
    await get(`/product/${product.slug}`);
    await renameTo(product.id, { name: "Emerald Gadwal Silk Saree" });
    expect((await get("/product/bottle-green-gadwal-saree")).statusCode).toBe(200);
    await renameTo(product.id, { slug: "" });
    const moved = await get("/product/bottle-green-gadwal-saree");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/product/emerald-gadwal-silk-saree");
    expect((await get(`/product/${product.id}`)).headers.location).toBe("/product/emerald-gadwal-silk-saree");
  });

  it("of a draft is not sent anywhere: shoppers cannot open it by any address", async () => {
    const product = await aProduct(shop.deps.db, { name: "Unpublished Kalamkari Saree" });
    await shop.deps.db.update(products).set({ hidden: true }).where(eq(products.id, product.id));
    const response = await get(`/product/${product.id}`);
    expect(response.statusCode).not.toBe(301);
    expect(response.headers.location).toBeUndefined();
  });
});

describe("a category listing's address", () => {
  it("by the category's id or name answers 301 to its slug's, other filters kept", async () => {
    const category = await aCategory(shop.deps.db, { name: "Kanjivaram Sarees" });
    for (const asked of [category.id, "Kanjivaram Sarees"]) {
      const response = await get(`/search?category=${encodeURIComponent(asked)}&sortBy=price`);
      expect(response.statusCode, asked).toBe(301);
      expect(response.headers.location).toBe("/search?category=kanjivaram-sarees&sortBy=price");
    }
    expect((await get("/search?category=kanjivaram-sarees")).statusCode).toBe(200);
  });

  it("by an old slug answers 301 to the new one", async () => {
    const category = await aCategory(shop.deps.db, { name: "Cotton Kurtis" });
    await shop.deps.db.update(categories).set({ slug: "handloom-kurtis" }).where(eq(categories.id, category.id));
    const response = await get("/search?category=cotton-kurtis");
    expect(response.headers.location).toBe("/search?category=handloom-kurtis");
  });
});

describe("the sitemap", () => {
  it("lists products and categories by their slugs' addresses, never by id", async () => {
    const category = await aCategory(shop.deps.db, { name: "Patola Sarees" });
    const product = await aProduct(shop.deps.db, { name: "Double Ikat Patola Saree", categoryId: category.id });
    const xml = (await get("/sitemap.xml")).body;
    expect(xml).toMatch(/<loc>[^<]*\/product\/double-ikat-patola-saree<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/search\?category=patola-sarees<\/loc>/);
    expect(xml).not.toContain(product.id);
    expect(xml).not.toContain(category.id);
  });
});
