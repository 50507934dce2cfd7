import { eq } from "drizzle-orm";
import Fastify from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productImages, products, siteSlides } from "../../../db/schema/index.js";
import { errorsPlugin } from "../../../plugins/errors.js";
import { aCategory, aProduct } from "../../../test/catalogue-builders.js";
import { startTestShop, type TestShop } from "../../../test/test-app.js";
import { storeImage } from "../../images/image-processor.js";
import { seoRoutes } from "./seo-routes.js";

let shop: TestShop;
const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: "GET", url, headers });
const locations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replaceAll("&amp;", "&"));

/** A picture as a phone uploads it: portrait, one colour. */
const aPhoto = (colour: string) =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: colour } })
    .png()
    .toBuffer();
const pixel = async (jpeg: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
};
const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - expected[i]!) <= 6);

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop.close();
});

describe("robots.txt", () => {
  it("keeps crawlers out of carts, checkout, accounts, orders, the back office, the API and development pages, and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    const lines = response.body.split("\n");
    for (const path of [
      "/cart",
      "/wishlist",
      "/booking",
      "/login",
      "/signup",
      "/myaccount",
      "/orders",
      "/return/",
      "/admin",
      "/api/",
      "/dev/",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const open of ["/search", "/product/", "/reviews/", "/images/", "/aboutUs"]) {
      expect(
        lines.filter((line) => line.startsWith("Disallow: ")).some((line) => open.startsWith(line.slice(10))),
      ).toBe(false);
    }
    expect(lines).toContain("Sitemap: http://shop.test/sitemap.xml");
  });
});

describe("the sitemap", () => {
  it("lists home, the information pages, each category with products and every product shoppers can open, with when it changed", async () => {
    const silk = await aCategory(shop.deps.db, { name: "Silk" });
    const empty = await aCategory(shop.deps.db, { name: "Nothing yet" });
    const shown = await aProduct(shop.deps.db, { categoryId: silk.id });
    const draft = await aProduct(shop.deps.db, { categoryId: silk.id });
    const deleted = await aProduct(shop.deps.db, {});
    await shop.deps.db.update(products).set({ hidden: true }).where(eq(products.id, draft.id));
    await shop.deps.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, deleted.id));

    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const listed = locations(response.body);
    expect(listed.slice(0, 5)).toEqual([
      "http://shop.test/",
      "http://shop.test/aboutUs",
      "http://shop.test/contactUs",
      "http://shop.test/privacy",
      "http://shop.test/refund",
    ]);
    expect(listed).toContain(`http://shop.test/search?category=${silk.slug}`);
    expect(listed).not.toContain(`http://shop.test/search?category=${empty.slug}`);
    expect(listed).toContain(`http://shop.test/product/${shown.slug}`);
    expect(listed).not.toContain(`http://shop.test/product/${draft.slug}`);
    expect(listed).not.toContain(`http://shop.test/product/${deleted.slug}`);
    const [row] = await shop.deps.db
      .select({ updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, shown.id));
    expect(response.body).toContain(
      `<loc>http://shop.test/product/${shown.slug}</loc><lastmod>${row!.updatedAt.toISOString()}</lastmod>`,
    );
  });

  it("becomes an index of files of at most the allowed number of URLs when the catalogue outgrows one, each product listed once", async () => {
    for (let i = 0; i < 12; i += 1) await aProduct(shop.deps.db, {});
    const shownSlugs = (
      await shop.deps.db
        .select({ slug: products.slug, hidden: products.hidden, deletedAt: products.deletedAt })
        .from(products)
    )
      .filter((row) => !row.hidden && !row.deletedAt)
      .map((row) => row.slug);
    const small = Fastify();
    small.decorate("deps", shop.deps);
    await small.register(errorsPlugin);
    // files of 6 URLs read 4 products at a time: each file of products continues a keyset page
    await small.register(seoRoutes, { sitemapMaxUrls: 6, sitemapReadBatch: 4 });
    try {
      const root = await small.inject({ method: "GET", url: "/sitemap.xml" });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = locations(root.body);
      const productFiles = Math.ceil(shownSlugs.length / 6);
      expect(files).toEqual([
        "http://shop.test/sitemaps/pages.xml",
        ...Array.from({ length: productFiles }, (_, i) => `http://shop.test/sitemaps/products-${i + 1}.xml`),
      ]);

      const listed: string[] = [];
      for (const file of files) {
        const response = await small.inject({ method: "GET", url: new URL(file).pathname });
        expect(response.statusCode, file).toBe(200);
        const urls = locations(response.body);
        expect(urls.length, file).toBeLessThanOrEqual(6);
        listed.push(...urls);
      }
      const productUrls = listed.filter((url) => url.includes("/product/"));
      expect(productUrls).toHaveLength(shownSlugs.length);
      expect(new Set(productUrls)).toEqual(new Set(shownSlugs.map((slug) => `http://shop.test/product/${slug}`)));
      expect(listed).toContain("http://shop.test/");

      for (const missing of [
        `/sitemaps/products-${productFiles + 1}.xml`,
        "/sitemaps/products-0.xml",
        "/sitemaps/other.xml",
      ]) {
        expect((await small.inject({ method: "GET", url: missing })).statusCode, missing).toBe(404);
      }
    } finally {
      await small.close();
    }
  });
});

describe("a shared link's picture", () => {
  it("is the product's first picture, contained and centred on the shop's colour at 1200 × 630, cached for good under its version", async () => {
    const first = await storeImage(shop.deps.imageStore, await aPhoto("#7a1f2b"));
    const second = await storeImage(shop.deps.imageStore, await aPhoto("#1f4d7a"));
    const product = await aProduct(shop.deps.db, { images: [first.url, second.url] });
    const version = /([0-9a-f]{24})-640\.webp\?avif$/.exec(first.url)![1]!;

    const response = await get(`/images/og/product/${product.id}.jpg?v=${version}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const jpeg = response.rawPayload;
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(near(await pixel(jpeg, 600, 315), [0x7a, 0x1f, 0x2b])).toBe(true);
    expect(near(await pixel(jpeg, 20, 315), [0xfb, 0xf7, 0xf0])).toBe(true);

    const again = await get(`/images/og/product/${product.id}.jpg?v=${version}`, {
      "if-none-match": String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const unversioned = await get(`/images/og/product/${product.id}.jpg`);
    expect(unversioned.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("is drawn again when the product's first picture changes", async () => {
    const first = await storeImage(shop.deps.imageStore, await aPhoto("#2f6b3a"));
    const product = await aProduct(shop.deps.db, { images: [first.url] });
    const before = await get(`/images/og/product/${product.id}.jpg`);
    const replaced = await storeImage(shop.deps.imageStore, await aPhoto("#e8891c"));
    await shop.deps.db.update(productImages).set({ url: replaced.url }).where(eq(productImages.productId, product.id));
    const after = await get(`/images/og/product/${product.id}.jpg`, { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(near(await pixel(after.rawPayload, 600, 315), [0xe8, 0x89, 0x1c])).toBe(true);
  });

  it("is the shop's colour alone for a product without pictures and for a home page without slides", async () => {
    const bare = await aProduct(shop.deps.db, { images: [] });
    for (const url of [`/images/og/product/${bare.id}.jpg`, "/images/og/home.jpg"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(near(await pixel(response.rawPayload, 600, 315), [0xfb, 0xf7, 0xf0]), url).toBe(true);
    }
  });

  it("shows the home page's first slide", async () => {
    const slide = await storeImage(shop.deps.imageStore, await aPhoto("#470912"));
    await shop.deps.db
      .insert(siteSlides)
      .values({ position: 0, title: "Banarasi", description: "", smallImage: slide.url, largeImage: slide.url });
    const response = await get("/images/og/home.jpg");
    expect(near(await pixel(response.rawPayload, 600, 315), [0x47, 0x09, 0x12])).toBe(true);
  });

  it("is not found for an unknown, malformed or draft product", async () => {
    const draft = await aProduct(shop.deps.db, {});
    await shop.deps.db.update(products).set({ hidden: true }).where(eq(products.id, draft.id));
    for (const url of [
      "/images/og/product/7a1e64a4-0d6c-4ac4-9d8e-3f1f2b3c4d5e.jpg",
      "/images/og/product/not-a-product.jpg",
      `/images/og/product/${draft.id}.png`,
      `/images/og/product/${draft.id}.jpg`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});
