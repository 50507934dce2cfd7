import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.js";
import { aCategory, aColour, aProduct } from "../../test/catalogue-builders.js";
import { useTestShop } from "../../test/file-fixtures.js";
import type { RateLimiter } from "../../lib/rate-limiter.js";
import { ProductViews, productViewsFor } from "./product-views.js";

const shop = useTestShop({ ANONYMOUS_READS_PER_MINUTE: "30" });
let productId: string;

function view(ip: string, id = productId) {
  return shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id }, remoteAddress: ip });
}

async function viewsOf(id: string): Promise<number> {
  await productViewsFor(shop.deps).flush();
  const [row] = await shop.deps.db.select({ viewed: products.viewed }).from(products).where(eq(products.id, id));
  return row!.viewed;
}

beforeAll(async () => {
  const category = await aCategory(shop.deps.db, { name: "Banarasi" });
  const colour = await aColour(shop.deps.db, { name: "Maroon", code: "#800020" });
  ({ id: productId } = await aProduct(shop.deps.db, {
    name: "Banarasi Silk Saree",
    categoryId: category.id,
    colourId: colour.id,
  }));
});

describe("product views", () => {
  it("count a view at most once per client and product, however often the page is asked for", async () => {
    const before = await viewsOf(productId);
    for (let i = 0; i < 20; i++) expect((await view("10.0.0.1")).statusCode).toBe(200);
    expect(await viewsOf(productId)).toBe(before + 1);
    await view("10.0.0.2");
    await view("10.0.0.2");
    expect(await viewsOf(productId)).toBe(before + 2);
  });

  it("count views asked by GET too, also when the response cache answers them", async () => {
    const before = await viewsOf(productId);
    const get = (ip: string) => shop.app.inject({ method: "GET", url: `/api/v1/products/getProduct?id=${productId}`, remoteAddress: ip });
    expect((await get("10.0.1.1")).statusCode).toBe(200);
    const second = await get("10.0.1.2");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(await viewsOf(productId)).toBe(before + 2);
  });

  it("limit anonymous reads per client with 429, Retry-After and a clear message, leaving other clients alone", async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await view("10.0.0.3"));
    expect(answers.slice(0, 30).every((answer) => answer.statusCode === 200)).toBe(true);
    const refused = answers[30]!;
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ success: false, message: "Too many requests from this connection. Please try again in a minute." });
    const listing = await shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct", remoteAddress: "10.0.0.3" });
    expect(listing.statusCode).toBe(429);
    expect((await view("10.0.0.4")).statusCode).toBe(200);
  });

  it("add the views of many products in one flush, whether each was asked by its id, its slug or a slug it had before", async () => {
    const sarees = await Promise.all([1, 2, 3].map((n) => aProduct(shop.deps.db, { name: `Chanderi Cotton Saree ${n}` })));
    const [first, second, third] = sarees;
    await shop.deps.db.update(products).set({ slug: "chanderi-in-ivory" }).where(eq(products.id, third!.id));
    const views = productViewsFor(shop.deps);
    views.note("ip:10.0.2.1", first!.id);
    views.note("ip:10.0.2.2", first!.slug);
    views.note("ip:10.0.2.1", second!.slug);
    views.note("ip:10.0.2.1", third!.slug);
    views.note("ip:10.0.2.2", "chanderi-in-ivory");
    views.note("ip:10.0.2.3", "no-such-saree");
    await views.flush();
    const rows = await shop.deps.db.select({ id: products.id, viewed: products.viewed }).from(products).where(inArray(products.id, sarees.map((saree) => saree.id)));
    const viewed = new Map(rows.map((row) => [row.id, row.viewed]));
    expect([first, second, third].map((saree) => viewed.get(saree!.id))).toEqual([2, 1, 2]);
  });

  it("still count other shoppers' views when one client asks for a page tens of thousands of times between flushes", async () => {
    const [refreshed, other] = await Promise.all([1, 2].map((n) => aProduct(shop.deps.db, { name: `Kota Doria Saree ${n}` })));
    const views = new ProductViews(shop.deps.db, shop.deps.rateLimiter);
    for (let i = 0; i < 60_000; i++) views.note("ip:10.0.4.1", refreshed!.id);
    views.note("ip:10.0.4.2", other!.id);
    await views.flush();
    const rows = await shop.deps.db.select({ id: products.id, viewed: products.viewed }).from(products).where(inArray(products.id, [refreshed!.id, other!.id]));
    const viewed = new Map(rows.map((row) => [row.id, row.viewed]));
    expect([viewed.get(refreshed!.id), viewed.get(other!.id)]).toEqual([1, 1]);
  });

  it("give the event loop back while a flush checks thousands of views", async () => {
    const saree = await aProduct(shop.deps.db, { name: "Paithani Silk Saree" });
    let checked = 0;
    const counting: RateLimiter = {
      hit: async (key, limit, windowMs) => {
        checked += 1;
        return shop.deps.rateLimiter.hit(key, limit, windowMs);
      },
      reset: (key) => shop.deps.rateLimiter.reset(key),
    };
    const views = new ProductViews(shop.deps.db, counting);
    for (let n = 0; n < 3_000; n++) views.note(`ip:10.0.5.${n}`, saree.id);
    const checkedWhenTheLoopTurned = new Promise<number>((resolve) => setImmediate(() => resolve(checked)));
    await views.flush();
    expect(await checkedWhenTheLoopTurned).toBeLessThan(3_000);
    const [row] = await shop.deps.db.select({ viewed: products.viewed }).from(products).where(eq(products.id, saree.id));
    expect(row!.viewed).toBe(3_000);
  });

  it("add every product's views when a flush takes several statements, a hundred products each", async () => {
    const sarees = [];
    for (let n = 0; n < 250; n++) sarees.push(await aProduct(shop.deps.db, { name: `Bandhani Saree ${n}` }));
    const views = new ProductViews(shop.deps.db, shop.deps.rateLimiter);
    sarees.forEach((saree, n) => {
      for (let client = 0; client <= n % 3; client++) views.note(`ip:10.0.6.${client}`, saree.id);
    });
    await views.flush();
    const rows = await shop.deps.db.select({ id: products.id, viewed: products.viewed }).from(products).where(inArray(products.id, sarees.map((saree) => saree.id)));
    const viewed = new Map(rows.map((row) => [row.id, row.viewed]));
    expect(sarees.map((saree) => viewed.get(saree.id))).toEqual(sarees.map((_, n) => (n % 3) + 1));
  });

  it("are all kept when two instances flush views of the same products at once", async () => {
    const sarees = await Promise.all([1, 2, 3, 4].map((n) => aProduct(shop.deps.db, { name: `Tussar Silk Saree ${n}` })));
    const instances = [new ProductViews(shop.deps.db, shop.deps.rateLimiter), new ProductViews(shop.deps.db, shop.deps.rateLimiter)];
    instances.forEach((instance, index) => {
      const inItsOrder = index === 0 ? sarees : [...sarees].reverse();
      for (const saree of inItsOrder) for (const client of ["a", "b", "c"]) instance.note(`ip:10.0.3.${index}-${client}`, saree.id);
    });
    await Promise.all(instances.map((instance) => instance.flush()));
    const rows = await shop.deps.db.select({ viewed: products.viewed }).from(products).where(inArray(products.id, sarees.map((saree) => saree.id)));
    expect(rows.map((row) => row.viewed)).toEqual([6, 6, 6, 6]);
  });
});
