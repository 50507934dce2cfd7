import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyingOptions } from "../db/schema/index.js";
import { listingCacheFor } from "../modules/catalogue/listing-cache.js";
import { aCategory, aProduct } from "../test/catalogue-builders.js";
import { payCod } from "../test/checkout.js";
import { startTestShop, type TestShop } from "../test/test-app.js";
import { aSignedInUser, anAddress } from "../test/user-builders.js";

let shop: TestShop;
let productId: string;
let buyingOptionId: string;
let banarasiId: string;
let kanjivaramId: string;

const LISTING = "/api/v1/products/getAllProduct?limit=60";
const listing = () => shop.app.inject({ method: "GET", url: LISTING });
const cacheOfNextListing = async () => (await listing()).headers["x-cache"] ?? "miss";
const cacheOf = async (url: string) => String((await shop.app.inject({ method: "GET", url })).headers["x-cache"] ?? "miss");

async function placeOrder() {
  const shopper = await aShopperWithAnAddress();
  const placed = await payCod(shop, shopper, [{ productId, sizeId: buyingOptionId, quantity: 1 }]);
  expect(placed.statusCode, placed.body).toBe(200);
}

async function changePrice(rupees: number) {
  const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
  const changed = await shop.app.inject({
    method: "PUT",
    url: "/api/v1/products/varient",
    headers: admin.headers,
    payload: { productId, varientId: buyingOptionId, originalPrice: rupees, discountedPrice: rupees },
  });
  expect(changed.statusCode, changed.body).toBe(200);
}

async function aShopperWithAnAddress() {
  const shopper = await aSignedInUser(shop.deps.db);
  const address = await anAddress(shop.deps.db, shopper.user.id);
  return { headers: shopper.headers, addressId: address.id };
}

beforeAll(async () => {
  shop = await startTestShop();
  ({ id: banarasiId } = await aCategory(shop.deps.db, { name: "Banarasi" }));
  ({ id: kanjivaramId } = await aCategory(shop.deps.db, { name: "Kanjivaram" }));
  await aProduct(shop.deps.db, { name: "Kanjivaram Silk Saree", categoryId: kanjivaramId, categoryName: "Kanjivaram" });
  const product = await aProduct(shop.deps.db, {
    name: "Banarasi Silk Saree",
    categoryId: banarasiId,
    categoryName: "Banarasi",
    options: [{ original: 4000, stock: 20 }],
  });
  productId = product.id;
  const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, productId));
  buyingOptionId = option!.id;
});
afterAll(async () => {
  await shop.close();
});

describe("the catalogue response cache", () => {
  it("answers a repeated anonymous listing from memory", async () => {
    await listing();
    expect(await cacheOfNextListing()).toBe("hit");
  });

  it("is kept when shoppers look at products and fill their carts", async () => {
    const shopper = await aShopperWithAnAddress();
    await listing();
    const views = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id: productId } });
    expect(views.statusCode).toBe(200);
    const cart = JSON.stringify([{ productId, sizeId: buyingOptionId, quantity: 1 }]);
    expect((await shop.post("/order/updateMyCart", shopper.headers, { cart })).statusCode).toBe(200);
    expect((await shop.app.inject({ method: "POST", url: "/api/v1/order/getMyCart", headers: shopper.headers })).statusCode).toBe(200);
    expect(await cacheOfNextListing()).toBe("hit");
  });

  it("keeps listings through an order that leaves the product in stock, and drops the product's own answer", async () => {
    const ownAnswer = `/api/v1/products/getProduct?id=${productId}`;
    await listing();
    await shop.app.inject({ method: "GET", url: ownAnswer });
    expect(await cacheOf(ownAnswer)).toBe("hit");
    const before = (await shop.app.inject({ method: "GET", url: ownAnswer })).json() as { product: { stock: number } };
    await placeOrder();
    expect(await cacheOfNextListing()).toBe("hit");
    const after = await shop.app.inject({ method: "GET", url: ownAnswer });
    expect(after.headers["x-cache"]).toBeUndefined();
    expect((after.json() as { product: { stock: number } }).product.stock).toBe(before.product.stock - 1);
  });

  it("is emptied by an admin's price change, so shoppers see the new price at once", async () => {
    await listing();
    await changePrice(4500);
    const after = await listing();
    expect(after.headers["x-cache"]).toBeUndefined();
    const shown = (after.json() as { products: { _id: string; minPrice: number }[] }).products.find((p) => p._id === productId);
    expect(shown?.minPrice).toBe(4500);
  });
});

describe("invalidation by tag", () => {
  const pages = () => ({
    ownCategory: `/api/v1/products/getAllProduct?category=${banarasiId}`,
    ownCategoryByName: "/api/v1/products/getAllProduct?category=banarasi",
    otherCategory: `/api/v1/products/getAllProduct?category=${kanjivaramId}`,
    wholeCatalogue: LISTING,
    categories: "/api/v1/products/category",
    footer: "/api/v1/site/getFooter",
    policies: "/api/v1/site/getPolicies",
  });

  async function cacheOfEveryPage() {
    const seen: Record<string, string> = {};
    for (const [name, url] of Object.entries(pages())) seen[name] = await cacheOf(url);
    return seen;
  }

  it("drops exactly the pages showing a changed product and its category, and keeps the others", async () => {
    await cacheOfEveryPage();
    expect(Object.values(await cacheOfEveryPage())).toEqual(Array(7).fill("hit"));
    await changePrice(4600);
    expect(await cacheOfEveryPage()).toEqual({
      ownCategory: "miss",
      ownCategoryByName: "miss",
      otherCategory: "hit",
      wholeCatalogue: "miss",
      categories: "miss",
      footer: "hit",
      policies: "hit",
    });
  });

  it("keeps the catalogue when the site's footer changes, and drops the site's pages", async () => {
    await cacheOfEveryPage();
    const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    const footer = (await shop.app.inject({ method: "GET", url: "/api/v1/site/getFooter" })).json() as { footer: Record<string, unknown> };
    const changed = await shop.app.inject({ method: "PUT", url: "/api/v1/site/updateFooter", headers: admin.headers, payload: footer.footer });
    expect(changed.statusCode, changed.body).toBe(200);
    const seen = await cacheOfEveryPage();
    expect([seen.footer, seen.policies]).toEqual(["miss", "miss"]);
    expect([seen.ownCategory, seen.otherCategory, seen.wholeCatalogue]).toEqual(["hit", "hit", "hit"]);
  });

  it("drops the same pages on another instance, through Redis, and only those", async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", REDIS_KEY_PREFIX: `test-${randomUUID().slice(0, 8)}:` };
    const [one, other] = [await startTestShop(redis), await startTestShop(redis)];
    try {
      const [changed, untouched] = [await aCategory(other.deps.db), await aCategory(other.deps.db)];
      const urls = [changed, untouched].map((category) => `/api/v1/products/getAllProduct?category=${category.id}`);
      const cacheOn = async (url: string) => (await other.app.inject({ method: "GET", url })).headers["x-cache"] ?? "miss";
      for (const url of urls) await cacheOn(url);
      const heard = new Promise<void>((resolve) => other.deps.cacheBus.onInvalidation(() => resolve()));
      await one.deps.cacheBus.publishInvalidation("catalogue", [`category:${changed.id}`]);
      await heard;
      expect([await cacheOn(urls[0]!), await cacheOn(urls[1]!)]).toEqual(["miss", "hit"]);
    } finally {
      await one.close();
      await other.close();
    }
  });
});

describe("the listing counts and search rankings", () => {
  it("outlive orders, which change no match or rank, and are dropped by catalogue writes", async () => {
    let computed = 0;
    const remembered = () => listingCacheFor(shop.deps.db).remember("count:probe", async () => ++computed);
    await remembered();
    await placeOrder();
    await remembered();
    expect(computed).toBe(1);
    await changePrice(4700);
    await remembered();
    expect(computed).toBe(2);
  });
});
