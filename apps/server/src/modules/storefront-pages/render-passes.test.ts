import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../../test/test-app.js";

const TEMPLATE = `<!doctype html><html><head><title>Pallu</title></head><body><div id="root"></div></body></html>`;

// A stand-in for the web app's server entry: the search page asks for a listing its route does not declare.
const RENDERER = `
export async function renderPage(url) {
  const undeclared = url.startsWith("/search") ? ['getProducts({"page":1})'] : [];
  return { html: "<h1>Sarees</h1>", data: {}, status: 200, passes: undeclared.length + 1, undeclared };
}`;

let shop: TestShop;
let buildDir: string;
const lines: string[] = [];
const warnings = () =>
  lines.map((line) => JSON.parse(line) as { msg: string; url?: string; undeclared?: string[] }).filter((entry) => entry.msg.includes("rendered twice"));

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), "pallu-web-build-"));
  await mkdir(join(buildDir, "dist"));
  await mkdir(join(buildDir, "dist-ssr"));
  await writeFile(join(buildDir, "dist", "index.html"), TEMPLATE);
  await writeFile(join(buildDir, "dist-ssr", "entry-server.js"), RENDERER);
  shop = await startTestShop(
    { WEB_DIST_DIR: join(buildDir, "dist"), LOG_LEVEL: "warn" },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await shop.close();
  await rm(buildDir, { recursive: true, force: true });
});

describe("a page that asks for data its route does not declare", () => {
  it("is still sent whole, and the server says which data cost it a second render", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/search?search=silk" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<h1>Sarees</h1>");
    expect(warnings()).toEqual([
      expect.objectContaining({ url: "/search?search=silk", undeclared: ['getProducts({"page":1})'] }),
    ]);
  });

  it("is not mentioned when the render needed only what its route declares", async () => {
    const before = warnings().length;
    expect((await shop.app.inject({ method: "GET", url: "/aboutUs" })).statusCode).toBe(200);
    expect(warnings()).toHaveLength(before);
  });
});
