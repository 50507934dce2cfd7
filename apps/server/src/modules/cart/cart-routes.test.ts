import { eq } from "drizzle-orm";
import { buyingOptions } from "../../db/schema/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { aProduct, inSizes } from "../../test/catalogue-builders.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser } from "../../test/user-builders.js";

const shop = useTestShop();
let headers: Record<string, string>;
let saree: { id: string; buyingOptionId: string };
let kurta: { id: string; small: string; large: string };

async function buyingOptionIdsOf(productId: string): Promise<string[]> {
  const response = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id: productId } });
  return (response.json() as { product: { buyingOption: { _id: string }[] } }).product.buyingOption.map((o) => o._id);
}

async function saveCart(cart: unknown, as = headers) {
  return shop.post("/order/updateMyCart", as, { cart: JSON.stringify(cart) });
}

beforeAll(async () => {
  ({ headers } = await aSignedInUser(shop.deps.db));
  const sareeRow = await aProduct(shop.deps.db, { name: "Chanderi Saree", options: [{ original: 2500, discounted: 1999, stock: 3 }] });
  const kurtaRow = await aProduct(shop.deps.db, {
    name: "Lucknowi Kurta",
    options: inSizes({ S: 2, L: 0 }, 1800),
  });
  saree = { id: sareeRow.id, buyingOptionId: (await buyingOptionIdsOf(sareeRow.id))[0]! };
  const [small, large] = await buyingOptionIdsOf(kurtaRow.id);
  kurta = { id: kurtaRow.id, small: small!, large: large! };
});

describe("the cart", () => {
  it("is priced by the server whatever price the client sends", async () => {
    const response = await saveCart([{ productId: saree.id, sizeId: saree.buyingOptionId, quantity: 2, price: 1, name: "Free saree" }]);
    expect(response.statusCode).toBe(200);
    const { cart } = response.json() as { cart: { price: number; name: string; quantity: number; maxQuantity: number }[] };
    expect(cart).toEqual([expect.objectContaining({ price: 1999, name: "Chanderi Saree", quantity: 2, maxQuantity: 3 })]);
    const saved = await shop.post("/order/getMyCart", headers, {});
    expect((saved.json() as { cart: unknown[] }).cart).toHaveLength(1);
  });

  it("caps a quantity at the stock, keeps a sold-out size apart as unavailable, and drops unknown ones, saying which", async () => {
    const response = await saveCart([
      { productId: saree.id, sizeId: saree.buyingOptionId, quantity: 9 },
      { productId: kurta.id, sizeId: kurta.large, quantity: 1 },
      { productId: kurta.id, sizeId: saree.buyingOptionId, quantity: 1 },
      { productId: "00000000-0000-4000-8000-000000000000", quantity: 1 },
    ]);
    const body = response.json() as {
      cart: { quantity: number }[];
      unavailable: { sizeId: string; quantity: number; reason: string }[];
      removed: { reason: string }[];
    };
    expect(body.cart.map((line) => line.quantity)).toEqual([3]);
    expect(body.unavailable).toEqual([expect.objectContaining({ sizeId: kurta.large, quantity: 1, reason: "Out of Stock" })]);
    expect(body.removed.map((line) => line.reason)).toEqual([
      "This item is no longer available",
      "This item is no longer available",
    ]);
  });

  it("keeps a size another shopper's purchase sold out, and brings it back when the stock returns", async () => {
    const shopper = await aSignedInUser(shop.deps.db);
    const product = await aProduct(shop.deps.db, { name: "Bandhani Dupatta", options: [{ original: 900, stock: 1 }] });
    const [buyingOptionId] = await buyingOptionIdsOf(product.id);
    await saveCart([{ productId: product.id, sizeId: buyingOptionId, quantity: 1 }], shopper.headers);
    const read = async () =>
      (await shop.app.inject({ method: "POST", url: "/api/v1/order/getMyCart", headers: shopper.headers })).json() as {
        cart: { sizeId: string }[];
        unavailable: { sizeId: string; reason: string }[];
        removed: unknown[];
      };

    await shop.deps.db.update(buyingOptions).set({ stock: 0 }).where(eq(buyingOptions.id, buyingOptionId!));
    const whileSoldOut = await read();
    expect(whileSoldOut.cart).toEqual([]);
    expect(whileSoldOut.unavailable).toEqual([expect.objectContaining({ sizeId: buyingOptionId, reason: "Out of Stock" })]);
    expect(whileSoldOut.removed).toEqual([]);
    expect(await read()).toEqual(whileSoldOut);

    await shop.deps.db.update(buyingOptions).set({ stock: 1 }).where(eq(buyingOptions.id, buyingOptionId!));
    const back = await read();
    expect(back.cart).toEqual([expect.objectContaining({ sizeId: buyingOptionId, quantity: 1 })]);
    expect(back.unavailable).toEqual([]);
  });

  it("refuses negative, fractional, huge, string and array quantities and changes nothing", async () => {
    await saveCart([{ productId: saree.id, sizeId: saree.buyingOptionId, quantity: 1 }]);
    for (const quantity of [-1, 0, 1.5, 1e9, "2", [1]]) {
      const response = await saveCart([{ productId: saree.id, sizeId: saree.buyingOptionId, quantity }]);
      expect(response.statusCode, String(quantity)).toBe(400);
    }
    const saved = await shop.post("/order/getMyCart", headers, {});
    expect((saved.json() as { cart: { quantity: number }[] }).cart.map((l) => l.quantity)).toEqual([1]);
  });

  it("refuses more than fifty lines and text that is not JSON", async () => {
    const many = Array.from({ length: 51 }, () => ({ productId: saree.id, quantity: 1 }));
    expect((await saveCart(many)).statusCode).toBe(400);
    const broken = await shop.post("/order/updateMyCart", headers, { cart: "[{oops" });
    expect(broken.statusCode).toBe(400);
  });

  it("belongs to its owner alone", async () => {
    const other = await aSignedInUser(shop.deps.db);
    await saveCart([{ productId: kurta.id, sizeId: kurta.small, quantity: 1 }], other.headers);
    const mine = await shop.post("/order/getMyCart", headers, {});
    expect(JSON.stringify(mine.json())).not.toContain(kurta.small);
  });

  it("needs a signed-in shopper", async () => {
    const response = await shop.app.inject({ method: "POST", url: "/api/v1/order/getMyCart", payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe("the wishlist", () => {
  it("keeps sizes, including ones out of stock, with server prices", async () => {
    const response = await shop.post("/order/updateMyWishlist", headers, { wishlist: JSON.stringify([{ productId: kurta.id, sizeId: kurta.large, price: 5 }, { productId: saree.id }]) });
    expect(response.statusCode).toBe(200);
    const { wishlist } = response.json() as { wishlist: { price: number; inStock: boolean; sizeId: string }[] };
    expect(wishlist).toEqual([
      expect.objectContaining({ price: 1800, inStock: false, sizeId: kurta.large }),
      expect.objectContaining({ price: 1999, inStock: true, sizeId: saree.buyingOptionId }),
    ]);
  });
});
