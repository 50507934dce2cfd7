import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../test/test-app.js";

let shop: TestShop;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), "pallu-web-"));
  await mkdir(join(webDir, "assets"));
  await writeFile(join(webDir, "index.html"), "<!doctype html><title>Pallu</title>");
  await writeFile(join(webDir, "assets", "app-abc123.js"), "console.log(1)");
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
      expect(response.body).toContain("<title>Pallu</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
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
