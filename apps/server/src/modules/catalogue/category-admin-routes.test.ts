import type { Category, ProductSummary } from "@pallu/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.js";
import { aCategory, aProduct } from "../../test/catalogue-builders.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aPng, sendForm } from "../../test/uploads.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
const customer = useSignedInUser(shop);
let png: Buffer;

type CategoriesBody = { success: boolean; message: string; categories: Category[] };

async function searchText(productId: string): Promise<string> {
  const [row] = await shop.deps.db.select({ searchText: products.searchText }).from(products).where(eq(products.id, productId));
  return row!.searchText;
}

async function search(text: string): Promise<string[]> {
  const response = await shop.app.inject({ method: "GET", url: `/api/v1/products/getAllProduct?search=${encodeURIComponent(text)}` });
  return (response.json() as { products: ProductSummary[] }).products.map((p) => p.name);
}

beforeAll(async () => {
  png = await aPng();
});

describe("POST /products/category", () => {
  it("creates a category with its image and answers with the whole list", async () => {
    const response = await sendForm(shop.app, "POST", "/products/category", { name: "  Patola  ", image: { file: png } }, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as CategoriesBody;
    expect(body.success).toBe(true);
    const patola = body.categories.find((c) => c.name === "Patola");
    expect(patola?.image).toMatch(/^\/images\/.+-640\.webp\?avif$/);
    expect(patola?.productCount).toBe(0);
  });

  it("requires a name and an image, with the spec's messages", async () => {
    const noName = await sendForm(shop.app, "POST", "/products/category", { name: "   ", image: { file: png } }, admin.headers);
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ success: false, message: "This field is required" });
    const noImage = await sendForm(shop.app, "POST", "/products/category", { name: "Bomkai" }, admin.headers);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toMatchObject({ success: false, message: "Image is required" });
  });

  it("refuses a name already used, whatever its case, with 409", async () => {
    await aCategory(shop.deps.db, { name: "Chanderi" });
    const response = await sendForm(shop.app, "POST", "/products/category", { name: "CHANDERI", image: { file: png } }, admin.headers);
    expect(response.statusCode).toBe(409);
    expect((response.json() as { message: string }).message).toMatch(/already exists/);
  });

  it("refuses a category image that is really a text file", async () => {
    const response = await sendForm(shop.app, "POST", "/products/category", { name: "Fake Image", image: { file: Buffer.from("hello"), name: "a.jpg" } }, admin.headers);
    expect(response.statusCode).toBe(400);
    const list = await shop.app.inject({ method: "GET", url: "/api/v1/products/category" });
    expect((list.json() as CategoriesBody).categories.map((c) => c.name)).not.toContain("Fake Image");
  });
});

describe("PUT /products/category", () => {
  it("renames a category and its products are found by the new name", async () => {
    const category = await aCategory(shop.deps.db, { name: "Tussar" });
    const product = await aProduct(shop.deps.db, { name: "Handloom Saree", categoryId: category.id });
    const response = await sendForm(shop.app, "PUT", "/products/category", { id: category.id, name: "Bhagalpuri" }, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const renamed = (response.json() as CategoriesBody).categories.find((c) => c._id === category.id);
    expect(renamed).toMatchObject({ name: "Bhagalpuri", image: "/images/category-640.webp", productCount: 1 });
    expect(await searchText(product.id)).toContain("bhagalpuri");
    expect(await searchText(product.id)).not.toContain("tussar");
    expect(await search("bhagalpuri")).toContain("Handloom Saree");
  });

  it("replaces the image when a new one is sent", async () => {
    const category = await aCategory(shop.deps.db, { name: "Kota Doria" });
    const response = await sendForm(shop.app, "PUT", "/products/category", { id: category.id, name: "Kota Doria", image: { file: await aPng("#334455") } }, admin.headers);
    const updated = (response.json() as CategoriesBody).categories.find((c) => c._id === category.id);
    expect(updated?.image).not.toBe("/images/category-640.webp");
  });

  it("refuses a rename onto another category's name with 409 and an unknown id with 404", async () => {
    const first = await aCategory(shop.deps.db, { name: "Sambalpuri" });
    await aCategory(shop.deps.db, { name: "Jamdani" });
    const clash = await sendForm(shop.app, "PUT", "/products/category", { id: first.id, name: "jamdani" }, admin.headers);
    expect(clash.statusCode).toBe(409);
    const unknown = await sendForm(shop.app, "PUT", "/products/category", { id: "00000000-0000-4000-8000-000000000000", name: "Nope" }, admin.headers);
    expect(unknown.statusCode).toBe(404);
  });
});

describe("DELETE /products/category", () => {
  it("deletes a category while its products stay on sale without one and lose its name from search", async () => {
    const category = await aCategory(shop.deps.db, { name: "Venkatagiri" });
    const product = await aProduct(shop.deps.db, { name: "Zari Cotton Saree", categoryId: category.id });
    const response = await shop.app.inject({ method: "DELETE", url: "/api/v1/products/category", payload: { id: category.id }, headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as CategoriesBody).categories.map((c) => c._id)).not.toContain(category.id);
    const page = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id: product.id } });
    expect(page.statusCode).toBe(200);
    expect((page.json() as { product: ProductSummary }).product.category).toBeNull();
    expect(await searchText(product.id)).not.toContain("venkatagiri");
  });

  it("answers 404 for an unknown category", async () => {
    const response = await shop.app.inject({
      method: "DELETE",
      url: "/api/v1/products/category",
      payload: { id: "00000000-0000-4000-8000-000000000000" },
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("admin-only category calls", () => {
  it("answers a guest with 401 and a customer with 403, changing nothing", async () => {
    const category = await aCategory(shop.deps.db, { name: "Guarded" });
    for (const [headers, status] of [[{}, 401], [customer.headers, 403]] as const) {
      expect((await sendForm(shop.app, "POST", "/products/category", { name: "Intruder", image: { file: png } }, headers)).statusCode).toBe(status);
      expect((await sendForm(shop.app, "PUT", "/products/category", { id: category.id, name: "Hacked" }, headers)).statusCode).toBe(status);
      const removal = await shop.app.inject({ method: "DELETE", url: "/api/v1/products/category", payload: { id: category.id }, headers });
      expect(removal.statusCode).toBe(status);
    }
    const names = ((await shop.app.inject({ method: "GET", url: "/api/v1/products/category" })).json() as CategoriesBody).categories.map((c) => c.name);
    expect(names).toContain("Guarded");
    expect(names).not.toContain("Intruder");
    expect(names).not.toContain("Hacked");
  });
});
