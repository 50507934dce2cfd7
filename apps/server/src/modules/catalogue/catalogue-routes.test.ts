import { beforeAll, describe, expect, it } from "vitest";
import type { ProductSummary } from "@pallu/domain";
import { aCategory, aColour, aProduct } from "../../test/catalogue-builders.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { productViewsFor } from "./product-views.js";

const shop = useTestShop();
let banarasi: { id: string };
let kanjivaram: { id: string };
let maroon: { id: string; code: string };

type ListBody = { success: boolean; products: ProductSummary[]; pagination: { currentPage: number; totalPages: number; totalCount: number } };

async function list(query: string): Promise<ListBody> {
  const response = await shop.app.inject({ method: "GET", url: `/api/v1/products/getAllProduct?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListBody;
}

beforeAll(async () => {
  const db = shop.deps.db;
  banarasi = await aCategory(shop.deps.db, { name: "Banarasi" });
  kanjivaram = await aCategory(shop.deps.db, { name: "Kanjivaram" });
  maroon = await aColour(db, { name: "Maroon", code: "#800020" });
  await aProduct(db, {
    name: "Banarasi Silk Saree with Zari Border",
    categoryId: banarasi.id,
    colourId: maroon.id,
    location: "Varanasi",
    options: [{ original: 12000, discounted: 9000, stock: 3 }],
    purchased: 40,
    viewed: 10,
    createdAt: new Date("2026-01-01"),
  });
  await aProduct(db, {
    name: "Kanjivaram Pure Silk Saree",
    categoryId: kanjivaram.id,
    location: "Kanchipuram",
    isCod: false,
    options: [{ original: 24999, stock: 0 }],
    purchased: 5,
    viewed: 90,
    createdAt: new Date("2026-02-01"),
  });
  await aProduct(db, {
    name: "Cotton Kurta",
    location: "Lucknow",
    options: [
      { size: "S", original: 1500, discounted: 1200, stock: 0 },
      { size: "M", original: 1500, discounted: 999, stock: 4 },
    ],
    purchased: 12,
    viewed: 30,
    createdAt: new Date("2026-03-01"),
  });
  for (let i = 0; i < 10; i += 1) {
    await aProduct(db, { name: `Everyday Cotton Saree ${i}`, options: [{ original: 700 + i * 10, stock: 2 }], createdAt: new Date(2025, 0, i + 1) });
  }
});

describe("GET /products/category", () => {
  it("lists every category with its number of products", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/products/category" });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { categories: { name: string; productCount: number }[] };
    expect(body.categories.map((c) => [c.name, c.productCount])).toEqual([
      ["Banarasi", 1],
      ["Kanjivaram", 1],
    ]);
  });

  it("answers a repeat request with the same ETag by 304", async () => {
    const first = await shop.app.inject({ method: "GET", url: "/api/v1/products/category" });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers["cache-control"]).toContain("max-age=");
    const second = await shop.app.inject({ method: "GET", url: "/api/v1/products/category", headers: { "if-none-match": etag } });
    expect(second.statusCode).toBe(304);
  });
});

describe("GET /products/getAllProduct", () => {
  it("pages the catalogue twelve at a time by default, newest first, with pagination that agrees", async () => {
    const body = await list("");
    expect(body.products).toHaveLength(12);
    expect(body.pagination).toMatchObject({ currentPage: 1, totalPages: 2, totalCount: 13 });
    expect(body.products[0]?.name).toBe("Cotton Kurta");
    const second = await list("page=2");
    expect(second.products).toHaveLength(1);
  });

  it("describes each product with the spec's fields, derived from its live sizes", async () => {
    const body = await list("search=kurta");
    const kurta = body.products.find((p) => p.name === "Cotton Kurta");
    expect(kurta).toMatchObject({
      minPrice: 999,
      maxDiscount: 33,
      minStock: 0,
      stock: 4,
      totalBuyingOption: 2,
      totalOutOfStock: 1,
      isCOD: true,
      sizeOption: true,
      category: null,
    });
    expect(kurta?.buyingOption.map((o) => o.size)).toEqual(["S", "M"]);
  });

  it("filters by category, colour code or name, origin, cash on delivery and availability", async () => {
    expect((await list(`category=${banarasi.id}`)).products.map((p) => p.name)).toEqual(["Banarasi Silk Saree with Zari Border"]);
    expect((await list("color=maroon")).products).toHaveLength(1);
    expect((await list(`color=${encodeURIComponent(maroon.code)}`)).products).toHaveLength(1);
    expect((await list("location=kanchipuram")).products.map((p) => p.name)).toEqual(["Kanjivaram Pure Silk Saree"]);
    const codOnly = await list("payment=Off&limit=60");
    expect(codOnly.products.some((p) => !p.isCOD)).toBe(false);
    expect(codOnly.pagination.totalCount).toBe(12);
    const inStock = await list("availibility=true&limit=60");
    expect(inStock.products.map((p) => p.name)).not.toContain("Kanjivaram Pure Silk Saree");
    expect((await list("availability=true&limit=60")).pagination.totalCount).toBe(inStock.pagination.totalCount);
  });

  it("filters price on one size option and discount as a minimum percent", async () => {
    const range = await list("priceMin=900&priceMax=1000&limit=60");
    expect(range.products.map((p) => p.name)).toEqual(["Cotton Kurta"]);
    const discounted = await list("discount=25&limit=60");
    expect(discounted.products.map((p) => p.name).sort()).toEqual(["Banarasi Silk Saree with Zari Border", "Cotton Kurta"]);
  });

  it("sorts by price in both directions with a stable order", async () => {
    const ascending = (await list("sortBy=price&sortOrder=asc&limit=60")).products.map((p) => p.minPrice);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await list("sortBy=price&sortOrder=desc&limit=60")).products.map((p) => p.minPrice);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it("sorts by purchased and viewed, most first", async () => {
    expect((await list("sortBy=purchased&sortOrder=desc&limit=1")).products[0]?.name).toBe("Banarasi Silk Saree with Zari Border");
    expect((await list("sortBy=viewed&sortOrder=desc&limit=1")).products[0]?.name).toBe("Kanjivaram Pure Silk Saree");
  });

  it("finds products by search text despite typos", async () => {
    expect((await list("search=banarsi%20silk")).products[0]?.name).toBe("Banarasi Silk Saree with Zari Border");
    expect((await list("search=kanjeevaram")).products[0]?.name).toBe("Kanjivaram Pure Silk Saree");
  });

  it("treats special characters in search as plain text", async () => {
    for (const text of ["'; DROP TABLE products; --", "%_\\", "(silk|cotton)*", "&&!!::"]) {
      const response = await shop.app.inject({ method: "GET", url: `/api/v1/products/getAllProduct?search=${encodeURIComponent(text)}` });
      expect(response.statusCode).toBe(200);
    }
    expect((await list("")).pagination.totalCount).toBe(13);
  });

  it("refuses invalid parameters with 400 and a clear message", async () => {
    for (const query of ["limit=0", "page=0", "sortBy=secret", "sortOrder=up", "priceMin=-1", "priceMin=500&priceMax=100", "availibility=maybe", "payment=Cash"]) {
      const response = await shop.app.inject({ method: "GET", url: `/api/v1/products/getAllProduct?${query}` });
      expect(response.statusCode, query).toBe(400);
      const body = response.json() as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message.length).toBeGreaterThan(5);
      expect(body.message).not.toMatch(/undefined|\[object/);
    }
  });
});

describe("GET /products/getPriceRanges", () => {
  it("cuts the search page's price ranges up to the catalogue's most expensive piece, the last one open-ended", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/products/getPriceRanges" });
    expect(response.statusCode).toBe(200);
    // The dearest piece here is the ₹24,999 Kanjivaram.
    expect((response.json() as { priceRanges: unknown[] }).priceRanges).toEqual([
      { min: 0, max: 500 },
      { min: 500, max: 1000 },
      { min: 1000, max: 2000 },
      { min: 2000, max: 5000 },
      { min: 5000, max: 10000 },
      { min: 10000, max: 15000 },
      { min: 15000, max: 20000 },
      { min: 20000 },
    ]);
  });
});

describe("GET /products/getAllProduct as any client asks", () => {
  it("gives a full page, not an error, to a limit over the page's maximum", async () => {
    const { products, pagination } = await list("limit=500");
    expect(products).toHaveLength(13);
    expect(pagination).toMatchObject({ currentPage: 1, totalPages: 1, totalCount: 13 });
  });

  it("filters by a category or colour named in any case as by its id", async () => {
    const byId = (await list(`category=${banarasi.id}`)).products.map((product) => product._id);
    expect((await list("category=banarasi")).products.map((product) => product._id)).toEqual(byId);
    expect((await list("category=BANARASI&color=maroon")).products.map((product) => product._id)).toEqual(byId);
    expect((await list(`color=${maroon.id}`)).products.map((product) => product._id)).toEqual(byId);
    expect((await list("category=Unknown")).products).toEqual([]);
  });

  it("names the category of each listed product as the card's label", async () => {
    const [saree] = (await list(`category=${banarasi.id}`)).products;
    expect(saree).toMatchObject({ category: "Banarasi", categoryId: banarasi.id });
  });
});

describe("POST /products/getProduct", () => {
  it("returns the product with its details and suggestions, and counts the view", async () => {
    const { products } = await list("search=zari");
    const id = products[0]!._id;
    const response = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id } });
    expect(response.statusCode).toBe(200);
    const { product } = response.json() as { product: ProductSummary & { details: unknown[]; viewed: number; discountPrice: number } };
    expect(product.details).toEqual([{ heading: "Fabric", detail: "Cotton" }]);
    expect(product.viewed).toBe(10);
    expect(product.discountPrice).toBe(9000);
    // Counted after the answer has left, in the next batch.
    await productViewsFor(shop.deps).flush();
    const again = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id }, remoteAddress: "10.7.7.7" });
    expect((again.json() as { product: { viewed: number } }).product.viewed).toBe(11);
  });

  it("answers a GET as it answers the POST, with an ETag a repeat visit is answered 304 by", async () => {
    const { products } = await list("search=zari");
    const product = products[0]!;
    const url = `/api/v1/products/getProduct?id=${product.slug}`;
    const [posted, got] = [
      await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id: product.slug } }),
      await shop.app.inject({ method: "GET", url }),
    ];
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(posted.json());
    expect(got.headers["cache-control"]).toContain("public");
    const repeat = await shop.app.inject({ method: "GET", url, headers: { "if-none-match": String(got.headers.etag) } });
    expect(repeat.statusCode).toBe(304);
    expect((await shop.app.inject({ method: "GET", url: "/api/v1/products/getProduct?id=not-an-id" })).statusCode).toBe(404);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});

describe("the API shell", () => {
  it("reports health with the database driver, and liveness and readiness for load balancers", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect((await shop.app.inject({ method: "GET", url: "/api/v1/health/live" })).json()).toMatchObject({ message: "alive" });
    expect((await shop.app.inject({ method: "GET", url: "/api/v1/health/ready" })).json()).toMatchObject({ message: "ok" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/nothing-here", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });

  it("answers malformed JSON with 400 and no stack trace", async () => {
    const response = await shop.post("/products/getProduct", { "content-type": "application/json" }, "{bad json");
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.js/);
  });

  it("serves the OpenAPI description", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(Object.keys((response.json() as { paths: object }).paths)).toContain("/api/v1/products/getAllProduct");
  });
});
