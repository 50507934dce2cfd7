import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser } from "../../test/user-builders.js";

const shop = useTestShop();

async function aDraft() {
  const draft = await aProduct(shop.deps.db, { name: "Unlaunched Paithani Saree" });
  await shop.deps.db.update(products).set({ hidden: true }).where(eq(products.id, draft.id));
  return draft;
}

const productAs = (id: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: "GET", url: `/api/v1/products/getProduct?id=${id}`, headers });
const everythingAs = (headers: Record<string, string>) =>
  shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct?all=true&limit=500", headers });
const named = (answer: { json(): unknown }) => (answer.json() as { products: { name: string }[] }).products.map((product) => product.name);

describe("a product not yet shown to shoppers", () => {
  it("opens for the staff who edit the catalogue, in the product's page and the back office's list", async () => {
    const draft = await aDraft();
    for (const role of ["owner", "manager", "catalogue"] as const) {
      const member = await aSignedInUser(shop.deps.db, { role });
      expect((await productAs(draft.id, member.headers)).statusCode, role).toBe(200);
      expect(named(await everythingAs(member.headers)), role).toContain("Unlaunched Paithani Saree");
    }
  });

  it("does not exist for the rest of the staff, as for shoppers", async () => {
    const draft = await aDraft();
    expect((await productAs(draft.id)).statusCode).toBe(404);
    for (const role of ["orders", "support"] as const) {
      const member = await aSignedInUser(shop.deps.db, { role });
      expect((await productAs(draft.id, member.headers)).statusCode, role).toBe(404);
      expect(named(await everythingAs(member.headers)), role).not.toContain("Unlaunched Paithani Saree");
    }
  });
});
