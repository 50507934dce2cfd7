import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyingOptions } from "../db/schema/index.js";
import { listingCacheFor } from "../modules/catalog/listing-cache.js";
import { aProduct } from "../test/catalog-builders.js";
import { startTestShop, type TestShop } from "../test/test-app.js";
import { aSignedInUser, anAddress } from "../test/user-builders.js";

let shop: TestShop;
let productId: string;
let sizeId: string;

const LISTING = "/api/v1/products/getAllProduct?limit=60";
const listing = () => shop.app.inject({ method: "GET", url: LISTING });
const cacheOfNextListing = async () => (await listing()).headers["x-cache"] ?? "miss";

async function placeOrder() {
  const buyer = await shopper();
  const placed = await shop.app.inject({
    method: "POST",
    url: "/api/v1/order/cashOnDelivery",
    headers: buyer.headers,
    payload: { addressId: buyer.addressId, cart: JSON.stringify([{ productId, sizeId, quantity: 1 }]) },
  });
  expect(placed.statusCode, placed.body).toBe(200);
}

async function changePrice(rupees: number) {
  const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
  const changed = await shop.app.inject({
    method: "PUT",
    url: "/api/v1/products/varient",
    headers: admin.headers,
    payload: { productId, varientId: sizeId, originalPrice: rupees, discountedPrice: rupees },
  });
  expect(changed.statusCode, changed.body).toBe(200);
}

async function shopper() {
  const buyer = await aSignedInUser(shop.deps.db);
  const address = await anAddress(shop.deps.db, buyer.user.id);
  return { headers: buyer.headers, addressId: address.id };
}

beforeAll(async () => {
  shop = await startTestShop();
  const product = await aProduct(shop.deps.db, { options: [{ original: 4000, stock: 20 }] });
  productId = product.id;
  const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, productId));
  sizeId = option!.id;
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
    const buyer = await shopper();
    await listing();
    const views = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id: productId } });
    expect(views.statusCode).toBe(200);
    const cart = JSON.stringify([{ productId, sizeId, quantity: 1 }]);
    expect((await shop.app.inject({ method: "POST", url: "/api/v1/order/updateMyCart", headers: buyer.headers, payload: { cart } })).statusCode).toBe(200);
    expect((await shop.app.inject({ method: "POST", url: "/api/v1/order/getMyCart", headers: buyer.headers })).statusCode).toBe(200);
    expect(await cacheOfNextListing()).toBe("hit");
  });

  it("is emptied by an order, which moves stock", async () => {
    await listing();
    await placeOrder();
    expect(await cacheOfNextListing()).toBe("miss");
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
