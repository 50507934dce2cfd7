import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../db/schema/index.js";
import { aCategory, aProduct } from "../../../test/catalogue-builders.js";
import { startTestShop, type TestShop } from "../../../test/test-app.js";
import { seoHead, seoPageFor, shopIdentityFor } from "./seo-page-data.js";

let shop: TestShop;
let categoryId: string;
let productId: string;

const pageOf = (url: string) => {
  const { pathname, searchParams } = new URL(url, "http://shop.test");
  return seoPageFor(shop.deps.db, pathname, searchParams);
};

beforeAll(async () => {
  shop = await startTestShop();
  categoryId = (await aCategory(shop.deps.db, { name: "Banarasi" })).id;
  productId = (
    await aProduct(shop.deps.db, {
      name: "Banarasi Silk Saree",
      categoryId,
      options: [{ original: 8500, discounted: 7999, stock: 0 }],
    })
  ).id;
});
afterAll(async () => {
  await shop.close();
});

describe("a storefront URL's page, as its head describes it", () => {
  it("reads a product as shoppers see it, without counting a view", async () => {
    const page = await pageOf(`/product/${productId}`);
    expect(page).toMatchObject({
      kind: "product",
      product: {
        _id: productId,
        name: "Banarasi Silk Saree",
        discountPrice: 7999,
        stock: 0,
        category: { _id: categoryId, name: "Banarasi" },
      },
    });
    const [row] = await shop.deps.db
      .select({ viewed: products.viewed })
      .from(products)
      .where(eq(products.id, productId));
    expect(row!.viewed).toBe(0);
    const head = seoHead(page, await shopIdentityFor(shop.deps));
    expect(head).toContain("<title>Banarasi Silk Saree — ₹7,999 | Pallu Handlooms</title>");
    expect(head).toContain('<link rel="canonical" href="http://shop.test/product/banarasi-silk-saree">');
    expect(head).toContain('"availability":"https://schema.org/OutOfStock"');
  });

  it("names a search's category whether the URL gives its id or its name, and counts what it found", async () => {
    for (const category of [categoryId, "banarasi"]) {
      expect(await pageOf(`/search?category=${category}`)).toMatchObject({
        kind: "search",
        category: { _id: categoryId, name: "Banarasi" },
        page: 1,
        totalCount: 1,
        narrowed: false,
        firstProduct: { _id: productId },
      });
    }
    expect(await pageOf("/search?search=silk&sortBy=price&page=2")).toMatchObject({
      kind: "search",
      search: "silk",
      page: 2,
      narrowed: true,
    });
    expect(await pageOf("/search?page=0")).toMatchObject({ kind: "search", totalCount: 0, narrowed: true });
  });

  it("knows home, the information pages and reviews, and calls anything else not found", async () => {
    expect(await pageOf("/")).toEqual({ kind: "home" });
    expect(await pageOf("/refund/")).toEqual({ kind: "static", page: "refund" });
    expect(await pageOf(`/reviews/${productId}`)).toMatchObject({ kind: "reviews", product: { _id: productId } });
    const draft = await aProduct(shop.deps.db, {});
    await shop.deps.db.update(products).set({ hidden: true }).where(eq(products.id, draft.id));
    for (const path of [
      `/product/${draft.id}`,
      "/product/7a1e64a4-0d6c-4ac4-9d8e-3f1f2b3c4d5e",
      "/product/%E0%A4%A",
      "/nowhere",
      `/product/${productId}/more`,
    ]) {
      expect(await pageOf(path), path).toMatchObject({ kind: "notFound" });
    }
  });
});
