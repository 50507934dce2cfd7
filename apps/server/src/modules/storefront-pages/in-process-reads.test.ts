import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { products } from "../../db/schema/index.js";
import { aCategory, aProduct } from "../../test/catalogue-builders.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { productViewsFor } from "../catalogue/index.js";
import { watchedReads } from "./render-reads.js";
import { inProcessApi, type ApiAnswer } from "./storefront-renderer.js";

const shop = useTestShop();
let productId: string;
let categoryId: string;

const overHttp = (path: string, ip = "10.1.0.1") => shop.app.inject({ method: "GET", url: `/api/v1${path}`, remoteAddress: ip });

/** One read as a page render makes it: the answer the render gets, and the tags the page is kept under. */
async function readByRender(path: string, ip = "10.1.0.2") {
  const ask = inProcessApi(shop.app, ip);
  let sent: ApiAnswer | undefined;
  const reads = watchedReads(async (below) => (sent = await ask(below)));
  const answer = await reads.read(path);
  return { status: answer.status, type: sent?.contentType, body: Buffer.from(sent?.body ?? ""), json: answer.body, tags: reads.tags() };
}

async function viewsOf(id: string): Promise<number> {
  await productViewsFor(shop.deps).flush();
  const [row] = await shop.deps.db.select({ viewed: products.viewed }).from(products).where(eq(products.id, id));
  return row!.viewed;
}

beforeAll(async () => {
  ({ id: categoryId } = await aCategory(shop.deps.db, { name: "Banarasi" }));
  ({ id: productId } = await aProduct(shop.deps.db, { name: "Banarasi Silk Saree", categoryId }));
});

describe("a page render's read of the API", () => {
  it("reaches only the API's own paths", async () => {
    const ask = inProcessApi(shop.app, "10.1.0.3");
    for (const path of ["products/category", "/../health", "/site/../../health", "/%2e%2e/health", "/site//getFooter"]) {
      expect((await ask(path)).status, path).toBe(404);
    }
    expect((await ask("/site/getFooter?x=/../y")).status).toBe(200);
  });

  it("that the response cache holds gets the same JSON and tags as when the route answered it, without a request", async () => {
    for (const path of ["/products/category", `/products/getAllProduct?category=${categoryId}&limit=5`, "/site/getFooter", `/promotions/getOffers?productId=${productId}`]) {
      const answered = await readByRender(path);
      const inject = vi.spyOn(shop.app, "inject");
      const kept = await readByRender(path);
      expect(inject, path).not.toHaveBeenCalled();
      inject.mockRestore();
      const http = await overHttp(path);
      expect(http.headers["x-cache"], path).toBe("hit");
      expect(kept.status, path).toBe(200);
      expect(kept.type, path).toBe(http.headers["content-type"]);
      expect(kept.body.equals(http.rawPayload), path).toBe(true);
      expect(kept.body.equals(answered.body), path).toBe(true);
      expect(kept.tags, path).toEqual(answered.tags);
      expect(kept.tags, path).not.toContain("untagged");
    }
  });

  it("of a product the cache holds counts the shopper's view, once, without a request", async () => {
    const path = `/products/getProduct?id=${productId}`;
    expect((await overHttp(path, "10.1.1.1")).statusCode).toBe(200);
    const before = await viewsOf(productId);
    const inject = vi.spyOn(shop.app, "inject");
    const read = await readByRender(path, "10.1.1.2");
    await readByRender(path, "10.1.1.2");
    expect(inject).not.toHaveBeenCalled();
    inject.mockRestore();
    expect(read.body.equals((await overHttp(path, "10.1.1.1")).rawPayload)).toBe(true);
    expect(read.tags).toContain(`product:${productId}`);
    expect(await viewsOf(productId)).toBe(before + 1);
    await readByRender(path, "10.1.1.3");
    expect(await viewsOf(productId)).toBe(before + 2);
  });

  it("that no cache holds is the route's own answer, byte for byte", async () => {
    const path = `/products/getAllProduct?search=banarasi&limit=3`;
    const read = await readByRender(path);
    const http = await overHttp(path);
    expect(read.status).toBe(200);
    expect(read.body.equals(http.rawPayload)).toBe(true);
    expect(read.json).toEqual(JSON.parse(http.payload));
    expect(read.tags).toContain(`product:${productId}`);
  });
});
