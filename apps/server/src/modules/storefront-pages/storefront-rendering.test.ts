import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EARLY_TAPS_SCRIPT } from "@pallu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";

let shop: TestShop;
let buildDir: string;
let productId: string;
let productSlug: string;

const TEMPLATE = `<!doctype html><html><head><meta name="description" content="shop"><title>Pallu</title></head><body><div id="root"></div><noscript>Pallu needs JavaScript to show the shop.</noscript></body></html>`;

/** The built page as the shop sends it before the seller names the shop: in the legal name of the environment. */
const SHELL_IN_SHOP_NAME = TEMPLATE.replace('content="shop"', 'content="Pallu Handlooms — Handwoven sarees and Indian clothing"')
  .replace("<title>Pallu</title>", "<title>Pallu Handlooms — Handwoven sarees and Indian clothing</title>")
  .replace("Pallu needs JavaScript", "Pallu Handlooms needs JavaScript");

const MANIFEST = {
  "index.html": { file: "assets/index-entry.js", isEntry: true, dynamicImports: ["_boot.js"] },
  "_boot.js": { file: "assets/boot-1.js", imports: ["index.html"] },
  "src/app/routes/product.tsx": { file: "assets/product-1.js", imports: ["index.html", "_boot.js", "_gallery.js"] },
  "_gallery.js": { file: "assets/gallery-1.js", imports: ["index.html"] },
};

// A stand-in for the web app's server entry: it asks the API as the real one does and says how often it rendered.
const RENDERER = `
export let renders = 0;
export async function renderPage(url, read) {
  renders += 1;
  globalThis.__pageRenders = renders;
  const path = new URL(url, "http://x").pathname;
  if (path === "/nothing-here") return { html: "<title>Page not found · Pallu</title><h1>Page not found</h1>", data: {}, status: 404 };
  const { body } = await read("/products/getAllProduct?limit=5");
  const { products } = body;
  const names = products.map((product) => product.name);
  const text = (name) => name.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const buy = path.startsWith("/product/") ? '<button type="button" data-early-tap="cart">Add to Cart</button>' : "";
  return { html: "<title>" + text(names[0]) + " · Pallu</title><ul>" + names.map((name) => "<li>" + text(name) + "</li>").join("") + "</ul>" + buy, data: { names }, status: 200 };
}`;

const renders = () => (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;
const get = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: "GET", url, headers: { accept: "*/*", ...headers } });
const pageDataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]!) as { names: string[] };

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), "pallu-web-build-"));
  await mkdir(join(buildDir, "dist"));
  await mkdir(join(buildDir, "dist-ssr"));
  await writeFile(join(buildDir, "dist", "index.html"), TEMPLATE);
  await mkdir(join(buildDir, "dist", ".vite"));
  await writeFile(join(buildDir, "dist", ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  await writeFile(join(buildDir, "dist-ssr", "entry-server.js"), RENDERER);
  shop = await startTestShop({ WEB_DIST_DIR: join(buildDir, "dist") });
  ({ id: productId, slug: productSlug } = await aProduct(shop.deps.db, { name: "Kanjivaram Silk </script><script>alert(1)</script> Saree" }));
});
afterAll(async () => {
  await shop.close();
  await rm(buildDir, { recursive: true, force: true });
});

describe("storefront pages rendered on the server", () => {
  it("hold the route's scripts in a template, fetched only once the page has been shown", async () => {
    const html = (await get(`/product/${productSlug}`)).body;
    const held = /<template id="page-scripts">(.*?)<\/template>/s.exec(html)?.[1];
    expect(held).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/product-1.js"><link rel="modulepreload" crossorigin href="/assets/boot-1.js"><link rel="modulepreload" crossorigin href="/assets/gallery-1.js">',
    );
    expect(html.replace(held!, "")).not.toContain("modulepreload");
  });

  it("answer any caller with the whole page, whatever it accepts", async () => {
    for (const url of ["/", "/search?search=silk", `/product/${productSlug}`, "/aboutUs"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toContain("text/html");
      expect(response.body, url).toContain(
        "<li>Kanjivaram Silk &lt;/script>&lt;script>alert(1)&lt;/script> Saree</li>",
      );
    }
  });

  it("put the page's own title in the head, its markup in #root, and the data it was made from beside it", async () => {
    const html = (await get("/")).body;
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain("<title>Kanjivaram Silk &lt;/script>&lt;script>alert(1)&lt;/script> Saree · Pallu</title>");
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The page's own description and sharing tags replace the shop's general description.
    expect(head).not.toContain('content="shop"');
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta property="og:title"');
    expect(head).toContain('<script type="application/ld+json">');
    expect(html).toContain('<div id="root"><ul><li>');
    expect(html).not.toContain("<noscript>");
    // The data travels as JSON that no product text can close early.
    expect(html).not.toContain("</script><script>alert(1)");
    expect(pageDataOf(html).names).toEqual(["Kanjivaram Silk </script><script>alert(1)</script> Saree"]);
  });

  it("keep a tap on a page's buttons before its scripts run with the one inline script the policy allows", async () => {
    const product = await get(`/product/${productSlug}`);
    const head = product.body.slice(0, product.body.indexOf("</head>"));
    expect(head).toContain(`<script>${EARLY_TAPS_SCRIPT}</script>`);
    const hash = createHash("sha256").update(EARLY_TAPS_SCRIPT).digest("base64");
    const scriptSources = /script-src ([^;]*)/.exec(String(product.headers["content-security-policy"]))?.[1];
    expect(scriptSources?.split(" ")).toContain(`'sha256-${hash}'`);
    expect(scriptSources).not.toContain("unsafe-inline");
    // A page without such a button carries no script at all.
    expect((await get("/aboutUs")).body).not.toContain("<script>");
  });

  it("answer a page the shop does not have with 404 and a real page", async () => {
    const response = await get("/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<h1>Page not found</h1>");
  });

  it("let a browser or CDN revalidate a page with its ETag, and share it for a short while", async () => {
    const first = await get("/search?search=kanjivaram");
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    const again = await get("/search?search=kanjivaram", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("render a page at most twice while the shop is unchanged, and again after a change", async () => {
    // Kept from its second render: a page asked for only once is never kept.
    await get("/?from=cache-test");
    const before = (await get("/?from=cache-test")).body;
    const rendered = renders();
    expect((await get("/?from=cache-test")).body).toBe(before);
    expect(renders()).toBe(rendered);

    await shop.deps.db.update(products).set({ name: "Banarasi Katan Saree" }).where(eq(products.id, productId));
    await shop.deps.cacheBus.publishInvalidation("catalogue", [`product:${productId}`]);
    const after = (await get("/?from=cache-test")).body;
    expect(renders()).toBe(rendered + 1);
    expect(after).toContain("<li>Banarasi Katan Saree</li>");
  });

  it("leave a visitor's own pages to the browser, uncached and unrendered, with the shop's script started at once", async () => {
    const rendered = renders();
    const shopStarted = '<link rel="modulepreload" crossorigin href="/assets/boot-1.js">\n';
    for (const url of ["/cart", "/myaccount", "/orders/abc", "/admin/products", "/booking"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL_IN_SHOP_NAME.replace("</head>", `${shopStarted}</head>`));
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
    expect(renders()).toBe(rendered);
  });

  it("still answer the API, images and the app's files as themselves", async () => {
    const api = await get("/api/v1/nothing");
    expect(api.statusCode).toBe(404);
    expect(api.headers["content-type"]).toContain("application/json");
    for (const url of ["/assets/gone-1234.js", "/images/gone-640.webp"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).not.toContain("text/html");
    }
  });
});
