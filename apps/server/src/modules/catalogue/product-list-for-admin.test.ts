import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
const shopper = useSignedInUser(shop);
/** More than a storefront page holds (60), as a shop's whole catalogue is. */
const CATALOGUE_SIZE = 69;
let draftId: string;

beforeAll(async () => {
  for (let index = 0; index < CATALOGUE_SIZE - 1; index += 1) await aProduct(shop.deps.db);
  const draft = await aProduct(shop.deps.db, { name: "Unpublished Paithani" });
  await shop.deps.db.update(products).set({ hidden: true }).where(eq(products.id, draft.id));
  draftId = draft.id;
});

type ListAnswer = { products: { _id: string }[]; pagination: { totalCount: number; totalPages: number; limit: number } };

const askAll = (headers: Record<string, string> = {}) =>
  shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct?limit=9999&all=true", headers });

describe("the product list an admin asks for as the spec's client does (GET, limit=9999, all=true)", () => {
  it("answers every product, drafts included, on one page, kept out of shared caches", async () => {
    const response = await askAll(admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as ListAnswer;
    expect(answer.products).toHaveLength(CATALOGUE_SIZE);
    expect(answer.products.map((product) => product._id)).toContain(draftId);
    expect(answer.pagination).toMatchObject({ totalCount: CATALOGUE_SIZE, totalPages: 1, limit: 9999 });
    expect(response.headers["cache-control"]).toMatch(/^private,/);
  });

  it("gives anyone else a storefront page of at most 60, without drafts", async () => {
    for (const headers of [{}, shopper.headers]) {
      const answer = (await askAll(headers)).json() as ListAnswer;
      expect(answer.products).toHaveLength(60);
      expect(answer.pagination).toMatchObject({ totalCount: CATALOGUE_SIZE - 1, limit: 60 });
      expect(answer.products.map((product) => product._id)).not.toContain(draftId);
    }
  });
});
