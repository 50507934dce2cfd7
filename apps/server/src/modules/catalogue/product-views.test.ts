import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.js";
import { aCategory, aColour, aProduct } from "../../test/catalogue-builders.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { productViewsFor } from "./product-views.js";

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
});
