import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { TestShop } from "../test/test-app.js";
import { aCategory, aColour, aProduct } from "../test/catalogue-builders.js";
import { productFormFields } from "../test/product-forms.js";
import { aSignedInUser } from "../test/user-builders.js";
import { aPhoto, startListeningShop, type Encoding, type SpecClient } from "./spec-client.js";
import { answerOf, Category, Colour, Pagination, Product, ProductCard, read } from "./spec-entities.js";

/** The product calls of docs/api.md#products, called as a client written from the spec calls them. */

let shop: TestShop;
let guest: SpecClient;
let admin: SpecClient;
let banarasi: { id: string; name: string };
let maroon: { id: string };

const ListAnswer = answerOf({ products: z.array(ProductCard), pagination: Pagination });
const ProductAnswer = answerOf({ product: Product });
const CategoriesAnswer = answerOf({ categories: z.array(Category) });

beforeAll(async () => {
  ({ shop, guest, admin } = await startListeningShop());
  const db = shop.deps.db;
  banarasi = await aCategory(db, { name: "Banarasi" });
  maroon = await aColour(db, { name: "Maroon", code: "#800020" });
  await aProduct(db, {
    name: "Banarasi Katan Silk Saree",
    categoryId: banarasi.id,
    colourId: maroon.id,
    location: "Varanasi",
    options: [{ original: 16000, discounted: 12999, stock: 4 }],
  });
  await aProduct(db, {
    name: "Chanderi Kurta",
    categoryId: banarasi.id,
    options: [
      { size: "S", original: 2400, discounted: 1999, stock: 0 },
      { size: "M", original: 2400, discounted: 2100, stock: 6 },
    ],
  });
  for (let n = 0; n < 70; n += 1) await aProduct(db, { name: `Everyday Cotton Saree ${n}`, options: [{ original: 700 + n, stock: 2 }] });
});
afterAll(() => shop.close());

const maxDiscountOf = (options: { originalPrice: number; discountedPrice: number }[]) =>
  Math.max(0, ...options.map((o) => (o.originalPrice > 0 ? Math.round(((o.originalPrice - o.discountedPrice) / o.originalPrice) * 100) : 0)));

describe("GET /products/getAllProduct (shopper)", () => {
  it("answers every query parameter of the spec with products and pagination", async () => {
    const answer = await guest.get("/products/getAllProduct", {
      page: 1,
      limit: 12,
      category: banarasi.id,
      priceMin: 0,
      priceMax: 50000,
      discount: 10,
      availibility: true,
      location: "Varanasi",
      payment: "Off",
      sortBy: "createdAt",
      sortOrder: "desc",
      search: "silk",
      color: "Maroon",
    });
    const { products } = read(ListAnswer, answer);
    expect(products.map((product) => product.name)).toEqual(["Banarasi Katan Silk Saree"]);
  });

  it("names each product's category as the text a card shows, and keeps the spec's product rules", async () => {
    const { products } = read(ListAnswer, await guest.get("/products/getAllProduct", { category: banarasi.id }));
    for (const product of products) {
      expect(product.category).toBe("Banarasi");
      expect(product.maxDiscount).toBe(maxDiscountOf(product.buyingOption));
      expect(product.totalBuyingOption).toBe(product.buyingOption.length);
      expect(product.totalOutOfStock).toBe(product.buyingOption.filter((option) => option.stock <= 0).length);
      if (!product.sizeOption) expect(product.buyingOption.map((option) => option.size)).toEqual(["NA"]);
    }
    const kurta = products.find((product) => product.name === "Chanderi Kurta")!;
    expect(kurta).toMatchObject({ sizeOption: true, minStock: 0, stock: 6, totalOutOfStock: 1 });
  });

  it("gives a full page to a limit over the page's maximum instead of refusing it", async () => {
    const { products, pagination } = read(ListAnswer, await guest.get("/products/getAllProduct", { limit: 9999 }));
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThan(72);
    expect(pagination.totalPages).toBeGreaterThan(1);
  });

  it("filters by a category's or colour's name, in any case, as by its id", async () => {
    const byId = read(ListAnswer, await guest.get("/products/getAllProduct", { category: banarasi.id, color: maroon.id }));
    const byName = read(ListAnswer, await guest.get("/products/getAllProduct", { category: "BANARASI", color: "maroon" }));
    expect(byName.products.map((product) => product._id)).toEqual(byId.products.map((product) => product._id));
    expect(byId.products).toHaveLength(1);
  });
});

describe("POST /products/getAllProduct (admin)", () => {
  it("lists every product, newest first, for the spec's body in JSON or as a form", async () => {
    const body = { limit: 9999, sortBy: "createdAt", availibility: false, all: true };
    for (const encoding of ["json", "form"] as const) {
      const { products } = read(ListAnswer, await admin.encoded(encoding, "POST", "/products/getAllProduct", body));
      expect(products).toHaveLength(72);
      const created = products.map((product) => Date.parse(String(product.createdAt)));
      expect(created).toEqual([...created].sort((a, b) => b - a));
    }
  });

  it("is the admin's: a shopper's token is refused", async () => {
    const shopper = guest.as((await aSignedInUser(shop.deps.db)).token);
    expect((await shopper.json("POST", "/products/getAllProduct", { limit: 9999, all: true })).status).toBe(403);
  });
});

describe("POST /products/getProduct", () => {
  it("answers the product with its category as an object, details and suggestions, for JSON and form posts", async () => {
    const { products } = read(ListAnswer, await guest.get("/products/getAllProduct", { search: "Katan" }));
    for (const encoding of ["json", "form", "multipart"] as const) {
      const { product } = read(ProductAnswer, await guest.encoded(encoding, "POST", "/products/getProduct", { id: products[0]!._id }));
      expect(product.category).toEqual(expect.objectContaining({ _id: banarasi.id, name: "Banarasi" }));
      expect(product.discountPrice).toBe(12999);
    }
  });

  it("answers 404 for a product that does not exist and 400 without an identifier", async () => {
    expect((await guest.json("POST", "/products/getProduct", { id: "5d7c6f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f" })).status).toBe(404);
    expect((await guest.form("POST", "/products/getProduct", {})).status).toBe(400);
  });
});

describe("createProduct, updateProduct and deleteProduct (admin, multipart)", () => {
  async function productForm(extra: Record<string, string>, imageField: string, imageCount: number) {
    const form = new FormData();
    const fields = {
      ...productFormFields(banarasi.id),
      name: "Mysore Crepe Silk Saree",
      details: JSON.stringify([{ heading: "Fabric", detail: "Crepe silk" }]),
      ...extra,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (let n = 0; n < imageCount; n += 1) form.append(imageField, await aPhoto(`photo-${n}.jpg`));
    return form;
  }

  for (const [imageField, spelling] of [["images", "images"], ["images[]", "images[]"]] as const) {
    it(`creates a product from files sent as ${spelling}, with booleans spelt as forms spell them`, async () => {
      const form = await productForm({ cashOnDelivery: "yes", sizeOptions: "0" }, imageField, 2);
      const { product } = read(ProductAnswer, await admin.multipart("POST", "/products/createProduct", form));
      expect(product.images).toHaveLength(2);
      expect(product.isCOD).toBe(true);
      expect(product.sizeOption).toBe(false);
      expect(product.buyingOption.map((option) => option.size)).toEqual(["NA"]);
      expect(product.details).toEqual([{ heading: "Fabric", detail: "Crepe silk" }]);
    });
  }

  it("updates a product with the same form plus its id, and deletes it with DELETE and its id", async () => {
    const created = read(ProductAnswer, await admin.multipart("POST", "/products/createProduct", await productForm({}, "images", 1)));
    const update = await productForm({ id: created.product._id, name: "Mysore Crepe Silk Saree in Teal", cashOnDelivery: "off" }, "images", 1);
    const { product } = read(ProductAnswer, await admin.multipart("POST", "/products/updateProduct", update));
    expect(product).toMatchObject({ name: "Mysore Crepe Silk Saree in Teal", isCOD: false });
    read(answerOf({}), await admin.json("DELETE", "/products/deleteProduct", { id: product._id }));
    expect((await guest.json("POST", "/products/getProduct", { id: product._id })).status).toBe(404);
  });
});

describe("/products/category", () => {
  it("lists categories with GET and answers each change with the whole list", async () => {
    read(CategoriesAnswer, await guest.get("/products/category"));
    const create = new FormData();
    create.append("name", "Paithani");
    create.append("image[]", await aPhoto());
    const created = read(CategoriesAnswer, await admin.multipart("POST", "/products/category", create));
    const paithani = created.categories.find((category) => category.name === "Paithani")!;
    expect(paithani.image).toBeTruthy();

    const rename = new FormData();
    rename.append("id", paithani._id);
    rename.append("name", "Paithani Silk");
    const renamed = read(CategoriesAnswer, await admin.multipart("PUT", "/products/category", rename));
    expect(renamed.categories.map((category) => category.name)).toContain("Paithani Silk");

    const removed = read(CategoriesAnswer, await admin.form("DELETE", "/products/category", { id: paithani._id }));
    expect(removed.categories.map((category) => category._id)).not.toContain(paithani._id);
  });
});

describe("/products/getColors and /products/varient", () => {
  it("lists colours by colorName and colorCode", async () => {
    const { colors } = read(answerOf({ colors: z.array(Colour) }), await guest.get("/products/getColors"));
    expect(colors).toContainEqual(expect.objectContaining({ colorName: "Maroon", colorCode: "#800020" }));
  });

  it("adds, changes and removes a size of a product, answering the product", async () => {
    const kurta = await aProduct(shop.deps.db, { name: "Lucknowi Kurta", options: [{ size: "S", original: 1800, stock: 2 }] });
    const added = read(ProductAnswer, await admin.form("POST", "/products/varient", { productId: kurta.id, size: "M", originalPrice: 1800, discountedPrice: 1500, stock: 4 }));
    const medium = added.product.buyingOption.find((option) => option.size === "M")!;
    expect(medium).toMatchObject({ originalPrice: 1800, discountedPrice: 1500, stock: 4 });
    const changed = read(ProductAnswer, await admin.json("PUT", "/products/varient", { productId: kurta.id, varientId: medium._id, stock: "7" }));
    expect(changed.product.buyingOption.find((option) => option._id === medium._id)?.stock).toBe(7);
    const removed = read(ProductAnswer, await admin.json("DELETE", "/products/varient", { productId: kurta.id, varientId: medium._id }));
    expect(removed.product.buyingOption.map((option) => option.size)).toEqual(["S"]);
  });
});

describe("a body in any encoding means the same", () => {
  it.each<Encoding>(["json", "form", "multipart"])("reads a shopper's list filters sent as %s to the admin list", async (encoding) => {
    const { products } = read(ListAnswer, await admin.encoded(encoding, "POST", "/products/getAllProduct", { limit: "5", sortBy: "createdAt", all: "true" }));
    expect(products).toHaveLength(5);
  });
});
