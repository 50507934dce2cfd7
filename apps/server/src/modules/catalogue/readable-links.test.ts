import { slugOf, type Category, type ProductDetail } from "@pallu/domain";
import { productViewsFor } from "./product-views.js";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.js";
import { aCategory, aProduct } from "../../test/catalogue-builders.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { productFormFields, unsizedFormFields } from "../../test/product-forms.js";
import { aPng, createProductThroughForm, sendForm, type FormValue } from "../../test/uploads.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
let category: { id: string; slug: string };
let png: Buffer;

type ProductAnswer = { success: boolean; message: string; product: ProductDetail; field?: string };

function productForm(overrides: Record<string, FormValue | FormValue[]> = {}): Record<string, FormValue | FormValue[]> {
  return {
    ...productFormFields(category.id),
    name: "Red Katan Silk Banarasi Saree",
    ...unsizedFormFields({ originalPrice: 9000, discountedPrice: 8000, stock: 3 }),
    images: { file: png },
    ...overrides,
  };
}

const createProduct = (overrides: Record<string, FormValue | FormValue[]> = {}) =>
  createProductThroughForm(shop.app, productForm(overrides), admin.headers);

const updateProduct = (product: ProductDetail, overrides: Record<string, FormValue | FormValue[]>) =>
  sendForm(
    shop.app,
    "POST",
    "/products/updateProduct",
    productForm({ id: product._id, name: product.name, existingImages: JSON.stringify(product.images), images: [], ...overrides }),
    admin.headers,
  );

const getProduct = (id: string) =>
  shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id } });

beforeAll(async () => {
  category = await aCategory(shop.deps.db, { name: "Banarasi Sarees" });
  png = await aPng();
});

describe("a product's slug", () => {
  it("is made from its name in lower-case ASCII words joined by hyphens", async () => {
    const product = await createProduct();
    expect(product.slug).toBe("red-katan-silk-banarasi-saree");
  });

  it("differs for two products of the same name, by a short suffix", async () => {
    const first = await createProduct({ name: "Peacock Kanjivaram Saree" });
    const second = await createProduct({ name: "Peacock Kanjivaram Saree" });
    expect(first.slug).toBe("peacock-kanjivaram-saree");
    expect(second.slug).toMatch(/^peacock-kanjivaram-saree-[0-9a-f]{4}$/);
  });

  it("is made by the database exactly as the shop's slug rule makes it, accents, ampersands and other scripts included", async () => {
    for (const name of ["Crème Brûlée Chiffon", "Silk & Zari — Ārani", "  Pure   Cotton!! (Handloom) ", "लाल साड़ी", "Ⅻ ﬁne ½ Saree"]) {
      const product = await aProduct(shop.deps.db, { name });
      expect(product.slug).toEqual(slugOf(name) || expect.stringMatching(/^product-[0-9a-f]{4}$/));
    }
  });

  it("never takes a word the shop keeps for its own pages", async () => {
    const product = await createProduct({ name: "Search" });
    expect(product.slug).toMatch(/^search-[0-9a-f]{4}$/);
  });

  it("stays when the product is renamed, and both the slug and the id keep opening it", async () => {
    const product = await createProduct({ name: "Mustard Chanderi Saree" });
    const renamed = await updateProduct(product, { name: "Mustard Chanderi Cotton Saree" });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as ProductAnswer).product.slug).toBe("mustard-chanderi-saree");
    for (const asked of [product._id, "mustard-chanderi-saree"]) {
      const answer = await getProduct(asked);
      expect(answer.statusCode).toBe(200);
      expect((answer.json() as ProductAnswer).product).toMatchObject({ _id: product._id, name: "Mustard Chanderi Cotton Saree" });
    }
  });

  it("can be set by the seller, and the old slug still finds the product", async () => {
    const product = await createProduct({ name: "Green Ikat Saree" });
    const edited = await updateProduct(product, { slug: "  green-pochampally-ikat  " });
    expect((edited.json() as ProductAnswer).product.slug).toBe("green-pochampally-ikat");
    const byOldSlug = await getProduct("green-ikat-saree");
    expect((byOldSlug.json() as ProductAnswer).product).toMatchObject({ _id: product._id, slug: "green-pochampally-ikat" });
  });

  it("is made again from the new name when the seller empties it, the old one still finding the product", async () => {
    const product = await createProduct({ name: "Yellow Bandhani Saree" });
    const renamed = await updateProduct(product, { name: "Haldi Yellow Bandhani Saree", slug: "" });
    expect((renamed.json() as ProductAnswer).product.slug).toBe("haldi-yellow-bandhani-saree");
    expect((await getProduct("yellow-bandhani-saree").then((r) => r.json() as ProductAnswer)).product._id).toBe(product._id);
  });

  it("may go back to one the product had before", async () => {
    const product = await createProduct({ name: "Maroon Paithani Saree" });
    await updateProduct(product, { slug: "maroon-paithani" });
    const back = await updateProduct(product, { slug: "maroon-paithani-saree" });
    expect(back.statusCode).toBe(200);
    expect((back.json() as ProductAnswer).product.slug).toBe("maroon-paithani-saree");
  });

  it("refuses a malformed slug, a reserved word and an id-shaped one with 400 and a message naming the problem", async () => {
    const product = await createProduct({ name: "Blue Jamdani Saree" });
    const cases: [string, RegExp][] = [
      ["Blue Jamdani", /only lower-case letters \(a–z\), digits and single hyphens/],
      ["blue--jamdani", /single hyphens between words/],
      ["-blue-jamdani", /single hyphens between words/],
      ["neela-साड़ी", /only lower-case letters/],
      ["admin", /“admin” is a word the shop keeps for its own pages/],
      ["new", /“new” is a word the shop keeps/],
      [product._id, /may not look like a product number/],
      ["a".repeat(101), /at most 100 characters/],
    ];
    for (const [slug, message] of cases) {
      const response = await updateProduct(product, { slug });
      expect(response.statusCode, slug).toBe(400);
      expect(response.json(), slug).toMatchObject({ success: false, message: expect.stringMatching(message), field: "slug" });
    }
    expect((await getProduct(product._id).then((r) => r.json() as ProductAnswer)).product.slug).toBe("blue-jamdani-saree");
  });

  it("refuses with 409 a slug another product has or had", async () => {
    const taken = await createProduct({ name: "Orange Kota Doria Saree" });
    await updateProduct(taken, { slug: "orange-kota-doria" });
    const other = await createProduct({ name: "Orange Kota Saree" });
    for (const slug of ["orange-kota-doria", "orange-kota-doria-saree"]) {
      const response = await updateProduct(other, { slug });
      expect(response.statusCode, slug).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        message: `Another product already uses the link “${slug}”, now or in the past; choose another.`,
        field: "slug",
      });
    }
    const created = await sendForm(shop.app, "POST", "/products/createProduct", productForm({ name: "Orange Saree", slug: "orange-kota-doria" }), admin.headers);
    expect(created.statusCode).toBe(409);
  });

  it("is given to a duplicate of its own, never the original's", async () => {
    const product = await createProduct({ name: "Wine Baluchari Saree" });
    const copy = await shop.app.inject({ method: "POST", url: "/api/v1/products/duplicateProduct", headers: admin.headers, payload: { id: product._id } });
    expect((copy.json() as ProductAnswer).product.slug).toBe("wine-baluchari-saree-copy");
  });

  it("is in every product of a listing", async () => {
    await createProduct({ name: "Listed Tant Saree" });
    const listing = await shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct?search=listed%20tant" });
    expect((listing.json() as { products: { slug: string }[] }).products.map((p) => p.slug)).toContain("listed-tant-saree");
  });

  it("counts a shopper opening a product by its id and then by its slug as one view", async () => {
    const product = await aProduct(shop.deps.db, { name: "Lilac Chiffon Saree" });
    await getProduct(product.id);
    await getProduct(product.slug);
    await productViewsFor(shop.deps).flush();
    const [row] = await shop.deps.db.select({ viewed: products.viewed }).from(products).where(eq(products.id, product.id));
    expect(row!.viewed).toBe(1);
  });

  it("answers 404 for a slug no product ever had", async () => {
    const response = await getProduct("no-such-saree");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: "Product not found" });
  });
});

describe("a category's slug", () => {
  const categoryForm = (values: Record<string, FormValue>) => sendForm(shop.app, "PUT", "/products/category", values, admin.headers);
  const categoriesNow = async () =>
    ((await shop.app.inject({ method: "GET", url: "/api/v1/products/category" })).json() as { categories: Category[] }).categories;

  it("is made from its name and listed with the categories", async () => {
    const made = await aCategory(shop.deps.db, { name: "Silk & Cotton Kurtas" });
    expect((await categoriesNow()).find((c) => c._id === made.id)?.slug).toBe("silk-and-cotton-kurtas");
  });

  it("can be edited, and listings find the category by its id, its name, its new slug and its old one", async () => {
    const made = await aCategory(shop.deps.db, { name: "Tussar Sarees" });
    await aProduct(shop.deps.db, { name: "Tussar Saree in Rust", categoryId: made.id });
    const response = await categoryForm({ id: made.id, name: "Tussar Sarees", slug: "tussar-silk-sarees" });
    expect(response.statusCode).toBe(200);
    expect((await categoriesNow()).find((c) => c._id === made.id)?.slug).toBe("tussar-silk-sarees");
    for (const asked of [made.id, "tussar sarees", "tussar-silk-sarees", "tussar-sarees"]) {
      const listing = await shop.app.inject({ method: "GET", url: `/api/v1/products/getAllProduct?category=${encodeURIComponent(asked)}` });
      expect((listing.json() as { products: { name: string }[] }).products.map((p) => p.name), asked).toEqual(["Tussar Saree in Rust"]);
    }
  });

  it("refuses a reserved word with 400 and another category's slug with 409", async () => {
    const made = await aCategory(shop.deps.db, { name: "Lehengas" });
    const reserved = await categoryForm({ id: made.id, name: "Lehengas", slug: "checkout" });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json()).toMatchObject({ message: "“checkout” is a word the shop keeps for its own pages; choose another link." });
    const taken = await categoryForm({ id: made.id, name: "Lehengas", slug: category.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: `Another category already uses the link “${category.slug}”, now or in the past; choose another.` });
  });
});
