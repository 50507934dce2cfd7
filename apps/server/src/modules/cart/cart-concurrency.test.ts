import { beforeAll, describe, expect, it } from "vitest";
import { aProduct, inSizes, sizesOf } from "../../test/catalogue-builders.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser } from "../../test/user-builders.js";

const shop = useTestShop();
let sizes: { productId: string; sizeId: string }[];

beforeAll(async () => {
  const product = await aProduct(shop.deps.db, {
    name: "Ikat Kurta",
    options: inSizes({ S: 50, M: 50, L: 50, XL: 50 }, 1200),
  });
  sizes = Object.values(await sizesOf(shop.deps.db, product.id));
});

/** Twenty different carts (or wishlists) of the same sizes in other orders and amounts. */
function twentyLists() {
  return Array.from({ length: 20 }, (_, i) =>
    sizes.filter((_, s) => (i + s) % 3 !== 0).map((size, s) => ({ ...size, quantity: 1 + ((i + s) % 4) })),
  );
}

describe("one shopper saving from several tabs or retries at once", () => {
  it("answers every one of 20 simultaneous cart saves with 200, and keeps exactly one of the carts sent", async () => {
    const { headers } = await aSignedInUser(shop.deps.db);
    const carts = twentyLists();
    const responses = await Promise.all(
      carts.map((cart) =>
        shop.post("/order/updateMyCart", headers, { cart: JSON.stringify(cart) }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const saved = await shop.app.inject({ method: "POST", url: "/api/v1/order/getMyCart", headers });
    const lines = (saved.json() as { cart: { sizeId: string; quantity: number }[] }).cart.map(({ sizeId, quantity }) => ({
      sizeId,
      quantity,
    }));
    const sent = carts.map((cart) => cart.map(({ sizeId, quantity }) => ({ sizeId, quantity })));
    expect(sent).toContainEqual(lines);
  });

  it("answers every one of 20 simultaneous wishlist saves with 200, and keeps exactly one of the lists sent", async () => {
    const { headers } = await aSignedInUser(shop.deps.db);
    const lists = twentyLists().map((list) => list.map(({ productId, sizeId }) => ({ productId, sizeId })));
    const responses = await Promise.all(
      lists.map((wishlist) =>
        shop.post("/order/updateMyWishlist", headers, { wishlist: JSON.stringify(wishlist) }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const saved = await shop.app.inject({ method: "POST", url: "/api/v1/order/getMyWishlist", headers });
    const ids = (saved.json() as { wishlist: { sizeId: string }[] }).wishlist.map((line) => line.sizeId);
    expect(lists.map((list) => list.map((line) => line.sizeId))).toContainEqual(ids);
  });
});
