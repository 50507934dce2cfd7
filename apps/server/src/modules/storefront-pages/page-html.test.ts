import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, siteSlides } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";

let shop: TestShop;
let webDir: string;
let productId: string;
let productSlug: string;

const TEMPLATE = "<!doctype html><html><head><title>Pallu</title></head><body><div id=root></div></body></html>";
const MANIFEST = {
  "index.html": { file: "assets/index-entry.js", isEntry: true, dynamicImports: ["_boot.js"] },
  "_boot.js": { file: "assets/boot-1.js", imports: ["index.html"] },
  "src/app/routes/home.tsx": { file: "assets/home-1.js", imports: ["index.html", "_card.js"] },
  "src/app/routes/search.tsx": { file: "assets/search-1.js", imports: ["index.html", "_card.js"] },
  "src/app/routes/product.tsx": { file: "assets/product-1.js", imports: ["index.html"] },
  "_card.js": { file: "assets/card-1.js", imports: ["index.html"] },
};

const page = async (url: string) => {
  const response = await shop.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers["content-type"]).toContain("text/html");
  return response.body;
};
const preloadedImages = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag);
const preloadedScripts = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href);

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), "pallu-web-"));
  await mkdir(join(webDir, ".vite"), { recursive: true });
  await writeFile(join(webDir, "index.html"), TEMPLATE);
  await writeFile(join(webDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  shop = await startTestShop({ WEB_DIST_DIR: webDir });
  await shop.deps.db.insert(siteSlides).values({
    position: 0,
    title: "Banarasi silk",
    description: "Woven in Varanasi",
    smallImage: "/images/hero-small-640.webp",
    largeImage: "/images/hero-large-640.webp",
  });
  ({ id: productId, slug: productSlug } = await aProduct(shop.deps.db, { name: "Kanjivaram Silk Saree", images: ["/images/kanji-640.webp"] }));
});
afterAll(async () => {
  await shop.close();
  await rm(webDir, { recursive: true, force: true });
});

describe("the storefront's first screens", () => {
  it("start the home page's hero picture for the screen's width and the page's scripts with the HTML", async () => {
    const html = await page("/");
    expect(preloadedImages(html)).toEqual([
      '<link rel="preload" as="image" href="/images/hero-small-640.webp" imagesrcset="/images/hero-small-320.webp 320w, /images/hero-small-640.webp 640w, /images/hero-small-1280.webp 1280w" imagesizes="100vw" media="(max-width: 768px)" fetchpriority="high">',
      '<link rel="preload" as="image" href="/images/hero-large-640.webp" imagesrcset="/images/hero-large-320.webp 320w, /images/hero-large-640.webp 640w, /images/hero-large-1280.webp 1280w" imagesizes="100vw" media="(min-width: 769px)" fetchpriority="high">',
    ]);
    expect(preloadedScripts(html)).toEqual(["/assets/boot-1.js", "/assets/home-1.js", "/assets/card-1.js"]);
  });

  it("start a product page's first picture, at the size the gallery draws it, without counting a view", async () => {
    const html = await page(`/product/${productSlug}`);
    const [image] = preloadedImages(html);
    expect(image).toContain('href="/images/kanji-640.webp"');
    expect(image).toContain('imagesizes="(min-width: 1024px) 44vw, (min-width: 768px) 50vw, 100vw"');
    expect(preloadedScripts(html)).toEqual(["/assets/boot-1.js", "/assets/product-1.js"]);
    const [row] = await shop.deps.db.select({ viewed: products.viewed }).from(products).where(eq(products.id, productId));
    expect(row!.viewed).toBe(0);
  });

  it("start a picture with AVIF copies as the AVIF the page offers, typed so a browser without AVIF skips it", async () => {
    const paithani = { name: "Paithani Silk Saree", images: ["/images/paithani-640.webp?avif"] };
    const { slug } = await aProduct(shop.deps.db, paithani);
    const html = await page(`/product/${slug}`);
    expect(preloadedImages(html)).toEqual([
      '<link rel="preload" as="image" href="/images/paithani-640.avif" imagesrcset="/images/paithani-320.avif 320w, /images/paithani-640.avif 640w, /images/paithani-1280.avif 1280w" imagesizes="(min-width: 1024px) 44vw, (min-width: 768px) 50vw, 100vw" type="image/avif" fetchpriority="high">',
    ]);
  });

  it("start the first result's picture of a search", async () => {
    const html = await page("/search?search=kanjeevaram");
    expect(preloadedImages(html)).toHaveLength(1);
    expect(preloadedImages(html)[0]).toContain('href="/images/kanji-640.webp"');
  });

  it("still serve the page, without a picture hint, for an unknown product, a search the API would refuse or one the sort form sent", async () => {
    for (const url of [
      "/product/not-a-product",
      "/product/7a1e64a4-0d6c-4ac4-9d8e-3f1f2b3c4d5e",
      "/search?page=0",
      "/search?search=kanjeevaram&sort=price:desc",
    ]) {
      const html = await page(url);
      expect(html, url).toContain("<div id=root>");
      expect(preloadedImages(html), url).toEqual([]);
    }
  });

  it("start the shop's script at once on every other page, an empty shell until it runs", async () => {
    const html = await page("/myaccount");
    expect(preloadedScripts(html)).toEqual(["/assets/boot-1.js"]);
    expect(preloadedImages(html)).toEqual([]);
    // The built page in the shop's name (until the seller names it, the legal name of the environment).
    expect(html.replace(/<link rel="modulepreload"[^>]*>\n/, "")).toBe(
      TEMPLATE.replace("<title>Pallu</title>", "<title>Pallu Handlooms — Handwoven sarees and Indian clothing</title>"),
    );
  });
});
