import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../test/test-app.js";

let shop: TestShop;
let webDir: string;
const SHOP_SCRIPT = `export const shop = ${JSON.stringify("Pallu ".repeat(400))};`;
// Compressed as a build would, at settings no per-request compression uses, so the bytes tell which was sent.
const BROTLI_COPY = brotliCompressSync(SHOP_SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 10 } });
const GZIP_COPY = gzipSync(SHOP_SCRIPT, { level: 1, memLevel: 1 });

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), "pallu-web-"));
  await mkdir(join(webDir, "assets"));
  // Long enough that a page made from it is worth compressing.
  await writeFile(join(webDir, "index.html"), `<!doctype html><title>Pallu</title><body>${"<p>Handwoven in Varanasi</p>".repeat(100)}</body>`);
  await writeFile(join(webDir, "assets", "app-abc123.js"), "console.log(1)");
  await writeFile(join(webDir, "assets", "shop-def456.js"), SHOP_SCRIPT);
  await writeFile(join(webDir, "assets", "shop-def456.js.br"), BROTLI_COPY);
  await writeFile(join(webDir, "assets", "shop-def456.js.gz"), GZIP_COPY);
  shop = await startTestShop({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await shop.close();
  await rm(webDir, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("serves the home page, and index.html for any other page of the app", async () => {
    for (const url of ["/", "/product/123", "/myaccount"]) {
      const response = await shop.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<title>Pallu Handlooms — Handwoven sarees and Indian clothing</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("sends the build's brotli or gzip copy of an asset as it is, and the file itself to a caller that takes neither", async () => {
    const asset = (acceptEncoding: string) =>
      shop.app.inject({ method: "GET", url: "/assets/shop-def456.js", headers: { "accept-encoding": acceptEncoding } });

    const overBrotli = await asset("gzip, deflate, br");
    expect(overBrotli.headers["content-encoding"]).toBe("br");
    expect(overBrotli.headers.vary).toMatch(/accept-encoding/i);
    expect(overBrotli.rawPayload.equals(BROTLI_COPY), "the build's own copy").toBe(true);
    expect(brotliDecompressSync(overBrotli.rawPayload).toString()).toBe(SHOP_SCRIPT);

    const overGzip = await asset("gzip");
    expect(overGzip.headers["content-encoding"]).toBe("gzip");
    expect(overGzip.rawPayload.equals(GZIP_COPY), "the build's own copy").toBe(true);
    expect(gunzipSync(overGzip.rawPayload).toString()).toBe(SHOP_SCRIPT);

    const plain = await asset("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SHOP_SCRIPT);
    expect(plain.headers["content-type"]).toContain("javascript");
  });

  it("sends a page compressed for a browser that takes brotli or gzip, and as it is to one that takes neither", async () => {
    for (const url of ["/", "/product/123"]) {
      const page = (acceptEncoding: string) => shop.app.inject({ method: "GET", url, headers: { accept: "text/html", "accept-encoding": acceptEncoding } });
      const plain = await page("identity");
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      expect(plain.body).toContain("Handwoven in Varanasi");

      const overBrotli = await page("gzip, deflate, br");
      expect(overBrotli.headers["content-encoding"], url).toBe("br");
      expect(overBrotli.headers.vary).toMatch(/accept-encoding/i);
      expect(overBrotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(brotliDecompressSync(overBrotli.rawPayload).toString()).toBe(plain.body);

      const overGzip = await page("gzip, br;q=0");
      expect(overGzip.headers["content-encoding"], url).toBe("gzip");
      expect(gunzipSync(overGzip.rawPayload).toString()).toBe(plain.body);
    }
  });

  it("answers an asset the build did not write with 404, and an address no file has with a page", async () => {
    const missingAsset = await shop.app.inject({ method: "GET", url: "/assets/shop-000000.js" });
    expect(missingAsset.statusCode).toBe(404);
    const page = await shop.app.inject({ method: "GET", url: "/assets-of-the-weave" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("lets browsers keep hashed assets for a year", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });
});

describe("serving images", () => {
  it("lets browsers and CDNs keep a stored image for a year", async () => {
    await shop.deps.imageStore.put("abc123-640.webp", Buffer.from("RIFF0000WEBP"), "image/webp");
    const response = await shop.app.inject({ method: "GET", url: "/images/abc123-640.webp" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
