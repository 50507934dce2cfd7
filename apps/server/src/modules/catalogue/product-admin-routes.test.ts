import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { AVIF_MARK, type ProductDetail } from "@pallu/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buyingOptions, products } from "../../db/schema/index.js";
import { aCategory, aColour } from "../../test/catalogue-builders.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { productFormFields, sizedFormFields, unsizedFormFields } from "../../test/product-forms.js";
import { countRows } from "../../test/table-rows.js";
import { aPng, createProductThroughForm, sendForm, type FormValue } from "../../test/uploads.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
const customer = useSignedInUser(shop);
let category: { id: string };
let colour: { id: string };
let png: Buffer;

type ProductBody = { success: boolean; message: string; product: ProductDetail };

function productForm(overrides: Record<string, FormValue | FormValue[]> = {}): Record<string, FormValue | FormValue[]> {
  return {
    ...productFormFields(category.id),
    name: "Mysore Silk Saree",
    details: JSON.stringify([{ heading: "Fabric", detail: "Mysore silk" }]),
    ...unsizedFormFields({ originalPrice: 5000, discountedPrice: 4499.5, stock: 7 }),
    color: colour.id,
    location: "Mysuru",
    images: { file: png },
    ...overrides,
  };
}

const createProduct = (overrides: Record<string, FormValue | FormValue[]> = {}) =>
  createProductThroughForm(shop.app, productForm(overrides), admin.headers);

async function storedFiles(): Promise<string[]> {
  return readdir(join(shop.deps.config.dataDir, "images")).catch(() => []);
}

beforeAll(async () => {
  const db = shop.deps.db;
  category = await aCategory(db, { name: "Mysore Silk" });
  colour = await aColour(db, { name: "Peacock Green", code: "#005F56" });
  png = await aPng();
});

describe("POST /products/createProduct", () => {
  it("creates a product from the multipart form and answers with the product page's shape", async () => {
    const product = await createProduct();
    expect(product).toMatchObject({
      name: "Mysore Silk Saree",
      category: { _id: category.id, name: "Mysore Silk" },
      color: { _id: colour.id, colorName: "Peacock Green" },
      location: "Mysuru",
      isCOD: true,
      sizeOption: false,
      minPrice: 4499.5,
      maxDiscount: 10,
      stock: 7,
      totalBuyingOption: 1,
      details: [{ heading: "Fabric", detail: "Mysore silk" }],
    });
    expect(product.buyingOption).toEqual([{ _id: expect.any(String), size: "NA", originalPrice: 5000, discountedPrice: 4499.5, stock: 7 }]);
    expect(product.images).toHaveLength(1);
    expect(product.images[0]).toMatch(/^\/images\/[0-9a-f]{24}-640\.webp\?avif$/);
    const paise = await shop.deps.db.select({ p: buyingOptions.discountedPricePaise }).from(buyingOptions).where(eq(buyingOptions.productId, product._id));
    expect(paise[0]?.p).toBe(449950);
  });

  it("makes the new product findable by its category, colour and origin in search", async () => {
    const product = await createProduct({ name: "Ilkal Cotton Saree", location: "Ilkal" });
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct?search=peacock%20ilkal" });
    expect((response.json() as { products: { _id: string }[] }).products.map((p) => p._id)).toContain(product._id);
  });

  it("refuses a form breaking the spec's rules with 400 and the spec's message, storing nothing", async () => {
    const before = await countRows(shop.deps.db, "products");
    const cases: [Record<string, FormValue | FormValue[]>, RegExp][] = [
      [{ name: "  " }, /Name is required/],
      [{ category: "" }, /Category is required/],
      [{ details: "[]" }, /^Atleast one detail is required$/],
      [{ details: JSON.stringify([{ heading: "Fabric", detail: " " }]) }, /information text/],
      [{ buyingOptions: "[]" }, /At least one buying option/],
      [{ buyingOptions: JSON.stringify([{ originalPrice: 100, discountedPrice: 120, stock: 1 }]) }, /discounted price/],
      [{ buyingOptions: JSON.stringify([{ originalPrice: 100.555, discountedPrice: 10, stock: 1 }]) }, /2 decimals/],
      [{ buyingOptions: JSON.stringify([{ originalPrice: 100, discountedPrice: 10, stock: 1.5 }]) }, /whole number/],
      [{ buyingOptions: JSON.stringify([{ originalPrice: 100, discountedPrice: 10, stock: 1_000_001 }]) }, /at most/],
      [{ buyingOptions: JSON.stringify([{ originalPrice: -1, discountedPrice: 0, stock: 1 }]) }, /negative/],
      [{ buyingOptions: JSON.stringify([{ size: "S", originalPrice: 1, discountedPrice: 1, stock: 1 }, { size: "M", originalPrice: 1, discountedPrice: 1, stock: 1 }]) }, /exactly one buying option/],
      [sizedFormFields([{ size: "M", originalPrice: 1, discountedPrice: 1, stock: 1 }, { size: "m", originalPrice: 1, discountedPrice: 1, stock: 1 }]), /different/],
      [sizedFormFields([{ size: "", originalPrice: 1, discountedPrice: 1, stock: 1 }]), /needs a size/],
      [{ details: "{not json" }, /must be JSON/],
      [{ images: [] }, /At least one image/],
      [{ category: "00000000-0000-4000-8000-000000000000" }, /category does not exist/],
    ];
    for (const [overrides, message] of cases) {
      const response = await sendForm(shop.app, "POST", "/products/createProduct", productForm(overrides), admin.headers);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect((response.json() as { message: string }).message, JSON.stringify(overrides)).toMatch(message);
    }
    expect(await countRows(shop.deps.db, "products")).toBe(before);
  });

  it("accepts several sizes with their own prices and stock", async () => {
    const product = await createProduct({
      name: "Chikankari Kurta",
      ...sizedFormFields([
        { size: "S", originalPrice: 1500, discountedPrice: 1200, stock: 0 },
        { size: "M", originalPrice: "1500", discountedPrice: "999", stock: "4" },
      ]),
      images: [{ file: png }, { file: await aPng("#112233") }],
    });
    expect(product.buyingOption.map((o) => [o.size, o.discountedPrice, o.stock])).toEqual([["S", 1200, 0], ["M", 999, 4]]);
    expect(product).toMatchObject({ minPrice: 999, totalBuyingOption: 2, totalOutOfStock: 1, stock: 4, sizeOption: true });
    expect(product.images).toHaveLength(2);
  });
});

describe("uploads that are not images", () => {
  const attempts: [string, () => Promise<FormValue>, number][] = [
    ["a text file renamed .jpg", async () => ({ file: Buffer.from("just some text, honestly"), name: "photo.jpg", type: "image/jpeg" }), 400],
    [
      "an SVG carrying a script",
      async () => ({ file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), name: "x.svg", type: "image/svg+xml" }),
      400,
    ],
    ["an HTML page", async () => ({ file: Buffer.from("<!doctype html><html><body>hi</body></html>"), name: "x.png" }), 400],
    ["an image over 8 MB", async () => ({ file: Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 + 10)]) }), 413],
  ];

  for (const [what, file, status] of attempts) {
    it(`refuses ${what} with ${status} and stores nothing`, async () => {
      const [productsBefore, filesBefore] = [await countRows(shop.deps.db, "products"), (await storedFiles()).length];
      const response = await sendForm(shop.app, "POST", "/products/createProduct", productForm({ name: `Upload ${what}`, images: await file() }), admin.headers);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ success: false });
      if (status === 400) expect((response.json() as { message: string }).message).toMatch(/Only JPEG, PNG, WebP, AVIF or GIF|not an image/);
      expect(await countRows(shop.deps.db, "products")).toBe(productsBefore);
      expect((await storedFiles()).length).toBe(filesBefore);
    });
  }

  it("refuses more than ten images", async () => {
    const images = await Promise.all(Array.from({ length: 11 }, (_, i) => aPng(`#0000${(i + 16).toString(16)}`)));
    const response = await sendForm(shop.app, "POST", "/products/createProduct", productForm({ images: images.map((file) => ({ file })) }), admin.headers);
    expect(response.statusCode).toBe(413);
  });

  it("stores no file when a good image comes with a bad one", async () => {
    const filesBefore = (await storedFiles()).length;
    const images = [{ file: await aPng("#123456") }, { file: Buffer.from("not an image"), name: "b.png" }];
    const response = await sendForm(shop.app, "POST", "/products/createProduct", productForm({ images }), admin.headers);
    expect(response.statusCode).toBe(400);
    expect((await storedFiles()).length).toBe(filesBefore);
  });
});

describe("POST /products/updateProduct", () => {
  it("keeps the ids of options still listed, soft-deletes removed ones, adds new ones and refreshes the summary", async () => {
    const created = await createProduct({
      name: "Bandhani Saree",
      ...sizedFormFields([
        { size: "Free", originalPrice: 3000, discountedPrice: 2500, stock: 3 },
        { size: "Petite", originalPrice: 3000, discountedPrice: 2000, stock: 2 },
      ]),
    });
    const [free, petite] = created.buyingOption;
    const response = await sendForm(
      shop.app,
      "POST",
      "/products/updateProduct",
      productForm({
        id: created._id,
        name: "Bandhani Saree from Kutch",
        ...sizedFormFields([
          { _id: free!._id, size: "Free", originalPrice: 3200, discountedPrice: 1600, stock: 9 },
          { size: "Tall", originalPrice: 4000, discountedPrice: 4000, stock: 0 },
        ]),
        existingImages: JSON.stringify(created.images),
        images: [],
      }),
      admin.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { product } = response.json() as ProductBody;
    expect(product.name).toBe("Bandhani Saree from Kutch");
    expect(product.buyingOption.map((o) => o.size)).toEqual(["Free", "Tall"]);
    expect(product.buyingOption[0]?._id).toBe(free!._id);
    expect(product).toMatchObject({ minPrice: 1600, maxDiscount: 50, stock: 9, minStock: 0, totalBuyingOption: 2, totalOutOfStock: 1 });
    expect(product.images).toEqual(created.images);
    const removed = await shop.deps.db.select({ deleted_at: buyingOptions.deletedAt }).from(buyingOptions).where(eq(buyingOptions.id, petite!._id));
    expect(removed[0]?.deleted_at).not.toBeNull();
  });

  it("keeps chosen images in order and adds the uploaded ones after them", async () => {
    const created = await createProduct({ name: "Paithani", images: [{ file: await aPng("#010203") }, { file: await aPng("#040506") }] });
    const response = await sendForm(
      shop.app,
      "POST",
      "/products/updateProduct",
      productForm({ id: created._id, name: "Paithani", existingImages: JSON.stringify([created.images[1]]), images: { file: await aPng("#070809") } }),
      admin.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { product } = response.json() as ProductBody;
    expect(product.images).toHaveLength(2);
    expect(product.images[0]).toBe(created.images[1]);
    expect(product.images[1]).not.toBe(created.images[0]);
  });

  it("keeps an image the AVIF backfill marked after the form was loaded", async () => {
    const created = await createProduct({ name: "Bomkai", images: [{ file: await aPng("#0d0e0f") }] });
    // the form was loaded before the image's URL was marked
    const existingImages = JSON.stringify(created.images.map((url) => url.replace(AVIF_MARK, "")));
    const form = productForm({ id: created._id, name: "Bomkai", existingImages, images: [] });
    const response = await sendForm(shop.app, "POST", "/products/updateProduct", form, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ProductBody).product.images).toEqual(created.images);
  });

  it("refuses to keep an image of another product, an option of another product, or no image at all", async () => {
    const one = await createProduct({ name: "Tant One" });
    const other = await createProduct({ name: "Tant Other", images: { file: await aPng("#0a0b0c") } });
    const base = { id: one._id, name: "Tant One", images: [] as FormValue[] };
    const cases: Record<string, FormValue | FormValue[]>[] = [
      { ...base, existingImages: JSON.stringify(other.images) },
      { ...base, existingImages: "[]" },
      { ...base, existingImages: JSON.stringify(one.images), buyingOptions: JSON.stringify([{ _id: other.buyingOption[0]!._id, originalPrice: 1, discountedPrice: 1, stock: 1 }]) },
    ];
    for (const form of cases) {
      const response = await sendForm(shop.app, "POST", "/products/updateProduct", productForm(form), admin.headers);
      expect(response.statusCode, response.body).toBe(400);
    }
    const unchanged = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id: one._id } });
    expect((unchanged.json() as ProductBody).product.buyingOption[0]?._id).toBe(one.buyingOption[0]?._id);
  });

  it("answers 404 for an unknown product", async () => {
    const response = await sendForm(shop.app, "POST", "/products/updateProduct", productForm({ id: "00000000-0000-4000-8000-000000000000" }), admin.headers);
    expect(response.statusCode).toBe(404);
  });
});

describe("DELETE /products/deleteProduct", () => {
  it("hides the product from the listing and its page but keeps its row for orders", async () => {
    const product = await createProduct({ name: "Pochampally Ikat" });
    const response = await shop.app.inject({ method: "DELETE", url: "/api/v1/products/deleteProduct", payload: { id: product._id }, headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    const page = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id: product._id } });
    expect(page.statusCode).toBe(404);
    const listing = await shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct?search=pochampally" });
    expect((listing.json() as { products: unknown[] }).products).toHaveLength(0);
    const adminList = await shop.post("/products/getAllProduct", admin.headers, {});
    expect((adminList.json() as { products: { _id: string }[] }).products.map((p) => p._id)).not.toContain(product._id);
    const rows = await shop.deps.db.select({ id: products.id }).from(products).where(and(eq(products.id, product._id), isNotNull(products.deletedAt)));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for an unknown or already deleted product", async () => {
    const product = await createProduct({ name: "Gone Twice" });
    await shop.app.inject({ method: "DELETE", url: "/api/v1/products/deleteProduct", payload: { id: product._id }, headers: admin.headers });
    for (const id of [product._id, "00000000-0000-4000-8000-000000000000"]) {
      const response = await shop.app.inject({ method: "DELETE", url: "/api/v1/products/deleteProduct", payload: { id }, headers: admin.headers });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe("POST /products/getAllProduct (admin list)", () => {
  it("lists out-of-stock products too, newest first, up to 9999 at once", async () => {
    await createProduct({ name: "Sold Out Saree", buyingOptions: JSON.stringify([{ originalPrice: 100, discountedPrice: 100, stock: 0 }]) });
    const response = await shop.post("/products/getAllProduct", admin.headers, { limit: 9999, sortBy: "createdAt", availibility: false, all: true });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { products: { name: string; stock: number }[]; pagination: { limit: number } };
    expect(body.products[0]?.name).toBe("Sold Out Saree");
    expect(body.pagination.limit).toBe(9999);
  });
});

describe("admin-only product calls", () => {
  it("answers a guest with 401 and a customer with 403, changing nothing", async () => {
    const product = await createProduct({ name: "Guarded Saree" });
    const before = await countRows(shop.deps.db, "products");
    const calls = [
      () => ({ method: "POST" as const, url: "/api/v1/products/getAllProduct", payload: {} }),
      () => ({ method: "DELETE" as const, url: "/api/v1/products/deleteProduct", payload: { id: product._id } }),
    ];
    for (const [headers, status] of [[{}, 401], [customer.headers, 403]] as const) {
      for (const call of calls) {
        const response = await shop.app.inject({ ...call(), headers });
        expect(response.statusCode).toBe(status);
      }
      const created = await sendForm(shop.app, "POST", "/products/createProduct", productForm({ name: "Intruder" }), headers);
      expect(created.statusCode).toBe(status);
      const updated = await sendForm(shop.app, "POST", "/products/updateProduct", productForm({ id: product._id, name: "Hacked" }), headers);
      expect(updated.statusCode).toBe(status);
    }
    expect(await countRows(shop.deps.db, "products")).toBe(before);
    const page = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id: product._id } });
    expect((page.json() as ProductBody).product.name).toBe("Guarded Saree");
  });
});
