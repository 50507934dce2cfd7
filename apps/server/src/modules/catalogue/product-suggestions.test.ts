import { SUGGESTIONS_MAX, type ProductDetail } from "@pallu/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.js";
import { aCategory, aProduct } from "../../test/catalogue-builders.js";
import { useTestShop } from "../../test/file-fixtures.js";

/**
 * A product page suggests its category's best sellers that a shopper can buy: on show, in stock,
 * never the product itself, at most SUGGESTIONS_MAX of them, best seller first.
 */

const shop = useTestShop();
let viewed: { id: string };
let uncategorised: { id: string };
const bestSellersOnShow: string[] = [];
const neverSuggested: string[] = [];

beforeAll(async () => {
  const db = shop.deps.db;
  const banarasi = await aCategory(db, { name: "Banarasi" });
  const kanjivaram = await aCategory(db, { name: "Kanjivaram" });
  viewed = await aProduct(db, { name: "Banarasi Katan Silk Saree", categoryId: banarasi.id, purchased: 1000 });
  for (let sold = 111; sold >= 100; sold -= 1) {
    bestSellersOnShow.push(
      (await aProduct(db, { name: `Banarasi Saree sold ${sold}`, categoryId: banarasi.id, purchased: sold })).id,
    );
  }
  const draft = await aProduct(db, { name: "Banarasi Draft", categoryId: banarasi.id, purchased: 500 });
  await db.update(products).set({ hidden: true }).where(eq(products.id, draft.id));
  const deleted = await aProduct(db, { name: "Banarasi Deleted", categoryId: banarasi.id, purchased: 400 });
  await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, deleted.id));
  const soldOut = await aProduct(db, {
    name: "Banarasi Sold Out",
    categoryId: banarasi.id,
    purchased: 300,
    options: [{ original: 9000, stock: 0 }],
  });
  const otherCategory = await aProduct(db, {
    name: "Kanjivaram Best Seller",
    categoryId: kanjivaram.id,
    purchased: 900,
  });
  neverSuggested.push(viewed.id, draft.id, deleted.id, soldOut.id, otherCategory.id);
  uncategorised = await aProduct(db, { name: "Cotton Saree without a category", purchased: 50 });
});

async function suggestionsOf(id: string): Promise<ProductDetail["suggestions"]> {
  const response = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { product: ProductDetail }).product.suggestions;
}

describe("a product page's suggestions", () => {
  it("are at most SUGGESTIONS_MAX of the category's best sellers on show and in stock, best first", async () => {
    const suggestions = await suggestionsOf(viewed.id);
    expect(suggestions).toHaveLength(SUGGESTIONS_MAX);
    expect(suggestions.map((product) => product._id)).toEqual(bestSellersOnShow.slice(0, SUGGESTIONS_MAX));
  });

  it("never hold the product itself, a draft, a deleted or sold-out product, or another category's", async () => {
    const suggested = (await suggestionsOf(viewed.id)).map((product) => product._id);
    for (const id of neverSuggested) expect(suggested).not.toContain(id);
  });

  it("leave out the product being looked at but still offer its category's best seller to the others", async () => {
    const suggested = (await suggestionsOf(bestSellersOnShow[0]!)).map((product) => product._id);
    expect(suggested[0]).toBe(viewed.id);
    expect(suggested).not.toContain(bestSellersOnShow[0]);
    expect(suggested).toHaveLength(SUGGESTIONS_MAX);
  });

  it("are empty for a product without a category", async () => {
    expect(await suggestionsOf(uncategorised.id)).toEqual([]);
  });
});
