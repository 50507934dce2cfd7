import { describe, expect, it } from "vitest";
import { aSaree } from "../../test/catalogue-builders.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { saveSellingAbroad } from "./selling-abroad-store.js";

const shop = useTestShop();

describe("catalogue prices in a buyer's currency", () => {
  it("answers the rupee prices as before, and beside them the prices in the currency asked for", async () => {
    await saveSellingAbroad(shop.deps, null, () => ({
      zones: [],
      exchangeRates: { rupeesPer: { USD: 84.5 }, marginPercent: 3, rounding: "ninety-nine", source: "table", updatedAt: null },
    }));
    const saree = await aSaree(shop.deps.db, { stock: 2, price: 12_000 });

    const rupees = await shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct?limit=60" });
    expect(rupees.json()).not.toHaveProperty("currency");
    const listed = await shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct?limit=60&currency=usd" });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ currency: "USD", exchangeRate: 82.038835 });
    expect(listed.json<{ inCurrency: { _id: string; minPrice: number }[] }>().inCurrency).toContainEqual({ _id: saree.productId, minPrice: 146.99, originalPrice: 146.99 });

    const page = await shop.app.inject({ method: "GET", url: `/api/v1/products/getProduct?id=${saree.productId}&currency=USD` });
    expect(page.json()).toMatchObject({
      product: { minPrice: 12_000 },
      currency: "USD",
      inCurrency: { minPrice: 146.99, buyingOption: [{ _id: saree.sizeId, discountedPrice: 146.99 }], services: [], suggestions: [] },
    });

    const posted = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id: saree.productId, currency: "JPY" } });
    expect(posted.statusCode).toBe(400);
    expect(posted.json()).toMatchObject({ success: false, message: "Prices in JPY are not available" });
  });
});
