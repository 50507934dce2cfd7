import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct } from "../../test/catalogue-builders.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { RENDER_READ_HEADER } from "./render-read-marker.js";

const READS_PER_MINUTE = 5;
const RENDERS_PER_MINUTE = 6;

let shop: TestShop;
let buildDir: string;

const TEMPLATE = `<!doctype html><html><head><title>Pallu</title></head><body><div id="root"></div></body></html>`;

// A stand-in for the web app's server entry that asks the API as the real product and search pages
// do: with the product's answer the page shows it; without it, only a placeholder. Told to, it
// sends its next product read malformed, so that read fails (400) as a busy or refused one would.
const RENDERER = `
export async function renderPage(url, read) {
  const { pathname, searchParams } = new URL(url, "http://x");
  const product = /^\\/product\\/([^/]+)$/.exec(pathname);
  if (product) {
    const broken = globalThis.__breakNextProductRead === true;
    globalThis.__breakNextProductRead = false;
    const answer = await read(broken ? "/products/getProduct" : "/products/getProduct?id=" + product[1]);
    if (answer.status === 404) return { html: "<h1>Page not found</h1>", data: {}, status: 404 };
    if (answer.status !== 200) return { html: "<div class=skeleton></div>", data: {}, status: 200 };
    const { product: found } = answer.body;
    const price = "₹" + found.buyingOption[0].originalPrice.toLocaleString("en-IN");
    return { html: "<h1>" + found.name + "</h1><p>" + price + "</p><button>Add to Cart</button>", data: {}, status: 200 };
  }
  const query = new URLSearchParams({ search: searchParams.get("search") ?? "" });
  const answer = await read("/products/getAllProduct?" + query);
  if (answer.status !== 200) return { html: "<div class=skeleton></div>", data: {}, status: 200 };
  const { products } = answer.body;
  return { html: "<ul>" + products.map((item) => "<li>" + item.name + "</li>").join("") + "</ul>", data: {}, status: 200 };
}`;

const page = (url: string, ip: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: "GET", url, remoteAddress: ip, headers: { accept: "text/html", ...headers } });
const listing = (ip: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct", remoteAddress: ip, headers });
/** What the page shows, as against its head (whose tags the server reads for itself). */
const shownOf = (html: string) => /<div id="root">(.*?)<\/div><script/s.exec(html)?.[1];
const breakNextProductRead = () => ((globalThis as { __breakNextProductRead?: boolean }).__breakNextProductRead = true);

async function spendAllReads(ip: string) {
  for (let read = 0; read < READS_PER_MINUTE; read += 1) expect((await listing(ip)).statusCode).toBe(200);
  expect((await listing(ip)).statusCode).toBe(429);
}

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), "pallu-web-build-"));
  await mkdir(join(buildDir, "dist"));
  await mkdir(join(buildDir, "dist-ssr"));
  await writeFile(join(buildDir, "dist", "index.html"), TEMPLATE);
  await writeFile(join(buildDir, "dist-ssr", "entry-server.js"), RENDERER);
  shop = await startTestShop({
    WEB_DIST_DIR: join(buildDir, "dist"),
    ANONYMOUS_READS_PER_MINUTE: String(READS_PER_MINUTE),
    PAGE_RENDERS_PER_MINUTE: String(RENDERS_PER_MINUTE),
  });
});
afterAll(async () => {
  await shop.close();
  await rm(buildDir, { recursive: true, force: true });
});

describe("a storefront page rendered for a visitor who has spent its reads", () => {
  it("is still the whole page, because the render's own reads are not the visitor's", async () => {
    const { slug } = await aProduct(shop.deps.db, { name: "Kanjivaram Silk Saree" });
    await spendAllReads("10.20.0.1");

    const answer = await page(`/product/${slug}`, "10.20.0.1");
    expect(answer.statusCode).toBe(200);
    const whole = "<h1>Kanjivaram Silk Saree</h1><p>₹1,000</p><button>Add to Cart</button>";
    expect(shownOf(answer.body)).toBe(whole);
    expect(shownOf((await page(`/product/${slug}`, "10.20.0.2")).body)).toBe(whole);
  });

  it("is the visitor's alone when one of its reads failed: never kept, and the next visitor gets it whole", async () => {
    const { slug } = await aProduct(shop.deps.db, { name: "Banarasi Katan Saree" });
    breakNextProductRead();
    const partial = await page(`/product/${slug}`, "10.21.0.1");
    // The shopper gets the page as it could be made (the app asks again in the browser), not an error.
    expect(partial.statusCode).toBe(200);
    expect(shownOf(partial.body)).toBe("<div class=skeleton></div>");
    expect(partial.headers["cache-control"]).toBe("no-store");
    expect(partial.headers.etag).toBeUndefined();

    const next = await page(`/product/${slug}`, "10.21.0.2");
    expect(next.statusCode).toBe(200);
    expect(shownOf(next.body)).toBe("<h1>Banarasi Katan Saree</h1><p>₹1,000</p><button>Add to Cart</button>");
    expect(next.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
  });

  it("still says 'not found' with 404 for a product that is not there, shared like any page", async () => {
    const answer = await page("/product/7a1e64a4-0d6c-4ac4-9d8e-3f1f2b3c4d5e", "10.22.0.1");
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain("<h1>Page not found</h1>");
    expect(answer.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
  });

  it("cannot be imitated: an outside request claiming to be a render's read is limited like any other", async () => {
    const { slug } = await aProduct(shop.deps.db, { name: "Paithani Silk Saree" });
    const lookalikes = ["1", "true", "", "x".repeat(43)];
    for (let read = 0; read < READS_PER_MINUTE; read += 1) {
      expect(
        (await listing("10.23.0.1", { [RENDER_READ_HEADER]: lookalikes[read % lookalikes.length]! })).statusCode,
      ).toBe(200);
    }
    for (const claimed of lookalikes) {
      const refused = await listing("10.23.0.1", { [RENDER_READ_HEADER]: claimed });
      expect(refused.statusCode, claimed).toBe(429);
    }
    // The same address's page still renders whole: only the shop's own renders carry the real mark.
    expect(shownOf((await page(`/product/${slug}`, "10.23.0.1")).body)).toContain("<h1>Paithani Silk Saree</h1>");
  });
});

describe("pages rendered per address", () => {
  it("are limited: past the budget one address gets 429 with Retry-After and a short page, while another is served", async () => {
    await aProduct(shop.deps.db, { name: "Chanderi Cotton Saree" });
    for (let search = 1; search <= RENDERS_PER_MINUTE; search += 1) {
      expect((await page(`/search?search=chanderi-${search}`, "10.24.0.1")).statusCode).toBe(200);
    }
    const refused = await page("/search?search=chanderi", "10.24.0.1");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.body).toContain("<h1>Please wait a moment</h1>");
    expect(refused.body).toContain('<a href="/">Back to the shop</a>');

    // The refusal was not kept: another address gets the page itself.
    const served = await page("/search?search=chanderi", "10.24.0.2");
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain("<li>Chanderi Cotton Saree</li>");
  });

  it("count only renders: a page the server kept, and the app's shell, cost the address nothing", async () => {
    await aProduct(shop.deps.db, { name: "Tussar Silk Saree" });
    // Rendered twice from another address, so kept.
    for (let ask = 0; ask < 2; ask += 1) expect((await page("/search?search=tussar", "10.25.0.2")).statusCode).toBe(200);
    for (let search = 1; search <= RENDERS_PER_MINUTE; search += 1)
      await page(`/search?search=tussar-${search}`, "10.25.0.1");
    expect((await page("/search?search=tussar-more", "10.25.0.1")).statusCode).toBe(429);

    const kept = await page("/search?search=tussar", "10.25.0.1");
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toContain("<li>Tussar Silk Saree</li>");
    expect((await page("/cart", "10.25.0.1")).statusCode).toBe(200);
  });
});
