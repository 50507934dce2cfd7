import type { Colour, ProductDetail } from "@pallu/domain";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buyingOptions } from "../../db/schema/index.js";
import { aColour, aProduct } from "../../test/catalogue-builders.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
const customer = useSignedInUser(shop);

type ProductBody = { product: ProductDetail; message: string };
type ColoursBody = { colors: Colour[]; message: string };

function call(method: "POST" | "PUT" | "DELETE", url: string, payload: object, headers: Record<string, string> = admin.headers) {
  return shop.app.inject({ method, url: `/api/v1${url}`, payload, headers });
}

async function sizedProduct() {
  const product = await aProduct(shop.deps.db, {
    options: [
      { size: "S", original: 1000, discounted: 800, stock: 2 },
      { size: "M", original: 1000, discounted: 900, stock: 0 },
    ],
  });
  const options = await shop.deps.db
    .select({ id: buyingOptions.id })
    .from(buyingOptions)
    .where(eq(buyingOptions.productId, product.id))
    .orderBy(asc(buyingOptions.position));
  return { id: product.id, small: options[0]!.id, medium: options[1]!.id };
}

describe("/products/varient", () => {
  it("adds a size to a product and the summary follows", async () => {
    const product = await sizedProduct();
    const response = await call("POST", "/products/varient", { productId: product.id, size: "L", originalPrice: 1200, discountedPrice: 600, stock: 5 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ProductBody;
    expect(body.product.buyingOption.map((o) => o.size)).toEqual(["S", "M", "L"]);
    expect(body.product).toMatchObject({ minPrice: 600, maxDiscount: 50, stock: 7, totalBuyingOption: 3, totalOutOfStock: 1 });
  });

  it("refuses a size the product already has with 409", async () => {
    const product = await sizedProduct();
    const response = await call("POST", "/products/varient", { productId: product.id, size: "s", originalPrice: 1, discountedPrice: 1, stock: 1 });
    expect(response.statusCode).toBe(409);
  });

  it("refuses a second option on a product without size options", async () => {
    const plain = await aProduct(shop.deps.db);
    const response = await call("POST", "/products/varient", { productId: plain.id, size: "XL", originalPrice: 1, discountedPrice: 1, stock: 1 });
    expect(response.statusCode).toBe(400);
  });

  it("edits only the fields sent, keeping the option's id", async () => {
    const product = await sizedProduct();
    const response = await call("PUT", "/products/varient", { productId: product.id, varientId: product.medium, stock: 12 });
    expect(response.statusCode, response.body).toBe(200);
    const medium = (response.json() as ProductBody).product.buyingOption.find((o) => o._id === product.medium);
    expect(medium).toMatchObject({ size: "M", originalPrice: 1000, discountedPrice: 900, stock: 12 });
    expect((response.json() as ProductBody).product).toMatchObject({ stock: 14, totalOutOfStock: 0 });
  });

  it("refuses an edit that puts the discounted price above the original", async () => {
    const product = await sizedProduct();
    const response = await call("PUT", "/products/varient", { productId: product.id, varientId: product.small, discountedPrice: 1500 });
    expect(response.statusCode).toBe(400);
  });

  it("answers 404 for an option of another product", async () => {
    const [one, other] = [await sizedProduct(), await sizedProduct()];
    const response = await call("PUT", "/products/varient", { productId: one.id, varientId: other.small, stock: 1 });
    expect(response.statusCode).toBe(404);
  });

  it("soft-deletes an option but refuses to delete the last live one with 409", async () => {
    const product = await sizedProduct();
    const first = await call("DELETE", "/products/varient", { productId: product.id, varientId: product.small });
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as ProductBody).product.buyingOption.map((o) => o.size)).toEqual(["M"]);
    const kept = await shop.deps.db.select({ id: buyingOptions.id }).from(buyingOptions).where(and(eq(buyingOptions.id, product.small), isNotNull(buyingOptions.deletedAt)));
    expect(kept).toHaveLength(1);
    const last = await call("DELETE", "/products/varient", { productId: product.id, varientId: product.medium });
    expect(last.statusCode).toBe(409);
  });

  it("answers a guest with 401 and a customer with 403, changing nothing", async () => {
    const product = await sizedProduct();
    for (const [headers, status] of [[{}, 401], [customer.headers, 403]] as const) {
      expect((await call("POST", "/products/varient", { productId: product.id, size: "XL", originalPrice: 1, discountedPrice: 1, stock: 1 }, headers)).statusCode).toBe(status);
      expect((await call("PUT", "/products/varient", { productId: product.id, varientId: product.small, stock: 0 }, headers)).statusCode).toBe(status);
      expect((await call("DELETE", "/products/varient", { productId: product.id, varientId: product.small }, headers)).statusCode).toBe(status);
    }
    const page = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id: product.id } });
    expect((page.json() as ProductBody).product.buyingOption.map((o) => [o.size, o.stock])).toEqual([["S", 2], ["M", 0]]);
  });
});

describe("/products/color", () => {
  it("adds a colour and answers with the whole list", async () => {
    const response = await call("POST", "/products/color", { colorName: "Mustard", colorCode: "#e1ad01" });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ColoursBody).colors).toContainEqual({ _id: expect.any(String), colorName: "Mustard", colorCode: "#E1AD01" });
  });

  it("refuses a name or code already used with 409 and a malformed code with 400", async () => {
    await aColour(shop.deps.db, { name: "Indigo", code: "#3F00FF" });
    expect((await call("POST", "/products/color", { colorName: "indigo", colorCode: "#000001" })).statusCode).toBe(409);
    expect((await call("POST", "/products/color", { colorName: "Deep Blue", colorCode: "#3f00ff" })).statusCode).toBe(409);
    for (const colorCode of ["3F00FF", "#3F00F", "#GGGGGG", "red"]) {
      expect((await call("POST", "/products/color", { colorName: `Bad ${colorCode}`, colorCode })).statusCode, colorCode).toBe(400);
    }
  });

  it("renames a colour and its products are found by the new name", async () => {
    const colour = await aColour(shop.deps.db, { name: "Rani Pink", code: "#E0115F" });
    await aProduct(shop.deps.db, { name: "Georgette Saree", colourId: colour.id });
    const response = await call("PUT", "/products/color", { id: colour.id, colorName: "Magenta" });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ColoursBody).colors.find((c) => c._id === colour.id)).toMatchObject({ colorName: "Magenta", colorCode: "#E0115F" });
    const found = await shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct?search=magenta" });
    expect((found.json() as { products: { name: string }[] }).products.map((p) => p.name)).toContain("Georgette Saree");
  });

  it("deletes a colour while its products keep selling without one", async () => {
    const colour = await aColour(shop.deps.db, { name: "Saffron", code: "#F4C430" });
    const product = await aProduct(shop.deps.db, { colourId: colour.id });
    const response = await call("DELETE", "/products/color", { id: colour.id });
    expect(response.statusCode).toBe(200);
    expect((response.json() as ColoursBody).colors.map((c) => c._id)).not.toContain(colour.id);
    const page = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id: product.id } });
    expect((page.json() as ProductBody).product.color).toBeNull();
    expect((await call("DELETE", "/products/color", { id: colour.id })).statusCode).toBe(404);
  });

  it("answers a guest with 401 and a customer with 403", async () => {
    const colour = await aColour(shop.deps.db);
    for (const [headers, status] of [[{}, 401], [customer.headers, 403]] as const) {
      expect((await call("POST", "/products/color", { colorName: "Sneaky", colorCode: "#010101" }, headers)).statusCode).toBe(status);
      expect((await call("PUT", "/products/color", { id: colour.id, colorName: "Sneaky" }, headers)).statusCode).toBe(status);
      expect((await call("DELETE", "/products/color", { id: colour.id }, headers)).statusCode).toBe(status);
    }
    const colours = await shop.app.inject({ method: "GET", url: "/api/v1/products/getColors" });
    expect((colours.json() as ColoursBody).colors.map((c) => c.colorName)).not.toContain("Sneaky");
  });
});
