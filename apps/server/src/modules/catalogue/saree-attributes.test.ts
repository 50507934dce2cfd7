import type { ProductAttributes, ProductDetail } from "@pallu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { aCategory } from "../../test/catalogue-builders.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { productFormFields } from "../../test/product-forms.js";
import { countRows } from "../../test/table-rows.js";
import { aPng, createProductThroughForm, sendForm, type FormValue } from "../../test/uploads.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
let category: { id: string };
let png: Buffer;

function productForm(overrides: Record<string, FormValue | FormValue[]> = {}): Record<string, FormValue | FormValue[]> {
  return { ...productFormFields(category.id), images: { file: png }, ...overrides };
}

const createProduct = (overrides: Record<string, FormValue | FormValue[]> = {}) =>
  createProductThroughForm(shop.app, productForm(overrides), admin.headers);

async function listed(query: string): Promise<{ status: number; names: string[]; message?: string }> {
  const response = await shop.app.inject({ method: "GET", url: `/api/v1/products/getAllProduct?limit=60&${query}` });
  const body = response.json() as { products?: { name: string }[]; message?: string };
  return { status: response.statusCode, names: (body.products ?? []).map((product) => product.name).sort(), message: body.message };
}

async function productPage(id: string): Promise<ProductDetail> {
  const response = await shop.app.inject({ method: "POST", url: "/api/v1/products/getProduct", payload: { id } });
  return (response.json() as { product: ProductDetail }).product;
}

beforeAll(async () => {
  category = await aCategory(shop.deps.db, { name: "Handloom" });
  png = await aPng();
});

describe("a product's saree attributes in the back office", () => {
  it("are set from a multipart form's own fields, by label or value, with string booleans, and shown on the product", async () => {
    const product = await createProduct({
      name: "Banarasi Katan",
      fabric: "Silk",
      weave: "banarasi",
      region: "Uttar Pradesh",
      occasion: "WEDDING",
      length: "6.3",
      blousePiece: "yes",
    });
    const expected: ProductAttributes = {
      fabric: "silk",
      weave: "banarasi",
      region: "uttar-pradesh",
      occasion: "wedding",
      length: 6.3,
      blousePiece: true,
    };
    expect(product.attributes).toEqual(expected);
    expect((await productPage(product._id)).attributes).toEqual(expected);
    const list = await shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct?search=katan" });
    expect((list.json() as { products: { attributes: ProductAttributes }[] }).products[0]?.attributes).toEqual(expected);
  });

  it("are set from one JSON field, and a product without them says none", async () => {
    const plain = await createProduct({ name: "Plain Saree" });
    expect(plain.attributes).toEqual({ fabric: null, weave: null, region: null, occasion: null, length: null, blousePiece: null });
    const product = await createProduct({
      name: "Chanderi Day Saree",
      attributes: JSON.stringify({ fabric: "cotton-silk", weave: "Chanderi", length: 5.5, blousePiece: false }),
    });
    expect(product.attributes).toEqual({ fabric: "cotton-silk", weave: "chanderi", region: null, occasion: null, length: 5.5, blousePiece: false });
  });

  it("are changed by an edit sent as JSON, and empty text clears one", async () => {
    const product = await createProduct({ name: "Ikat Saree", fabric: "cotton", weave: "ikat", occasion: "office" });
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/v1/products/updateProduct",
      headers: admin.headers,
      payload: {
        id: product._id,
        name: "Ikat Saree",
        description: "Woven by hand.",
        category: category.id,
        cashOnDelivery: true,
        details: [{ heading: "Care", detail: "Dry clean" }],
        sizeOptions: false,
        buyingOptions: [{ _id: product.buyingOption[0]!._id, size: "NA", originalPrice: 5000, discountedPrice: 4500, stock: 3 }],
        attributes: { fabric: "Cotton", weave: "Pochampally", region: "telangana", occasion: "", length: "5.5", blousePiece: "false" },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = (response.json() as { product: ProductDetail }).product;
    expect(updated.attributes).toEqual({ fabric: "cotton", weave: "pochampally", region: "telangana", occasion: null, length: 5.5, blousePiece: false });
    expect(updated.images).toEqual(product.images);
  });

  it("are changed by a multipart edit, and an unknown value is refused naming the field, changing nothing", async () => {
    const product = await createProduct({ name: "Tussar Saree", fabric: "tussar" });
    const edit = (overrides: Record<string, FormValue>) =>
      sendForm(
        shop.app,
        "POST",
        "/products/updateProduct",
        { ...productForm({ name: "Tussar Saree", images: [], existingImages: JSON.stringify(product.images), ...overrides }), id: product._id },
        admin.headers,
      );
    const changed = await edit({ fabric: "linen", blousePiece: "on" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as { product: ProductDetail }).product.attributes).toMatchObject({ fabric: "linen", blousePiece: true });

    const before = await countRows(shop.deps.db, "products");
    const cases: [Record<string, FormValue>, string, RegExp][] = [
      [{ fabric: "wool" }, "attributes.fabric", /^Unknown fabric "wool"; use one of: silk, cotton, /],
      [{ weave: "machine" }, "attributes.weave", /^Unknown weave "machine"/],
      [{ region: "Paris" }, "attributes.region", /^Unknown region "Paris"/],
      [{ occasion: "funeral" }, "attributes.occasion", /^Unknown occasion "funeral"/],
      [{ length: "60" }, "attributes.length", /^Saree length must be between 1 and 12 metres/],
      [{ length: "six" }, "attributes.length", /^Saree length must be/],
      [{ blousePiece: "maybe" }, "attributes.blousePiece", /Blouse piece must be true or false/],
      [{ attributes: "{broken" }, "attributes", /attributes must be JSON/],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await edit(overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json(), JSON.stringify(overrides)).toMatchObject({ field, message: expect.stringMatching(message) });
    }
    expect(await countRows(shop.deps.db, "products")).toBe(before);
    expect((await productPage(product._id)).attributes).toMatchObject({ fabric: "linen", blousePiece: true });
  });

  it("refuses a product form sent as JSON without images, as it would a form without them", async () => {
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/v1/products/createProduct",
      headers: admin.headers,
      payload: { name: "No Photo", description: "x", category: category.id, details: [{ heading: "A", detail: "b" }], buyingOptions: [{ originalPrice: 1, discountedPrice: 1, stock: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "At least one image is required" });
  });
});

describe("filtering the product list by attributes", () => {
  /** The listing of this group's pieces only. */
  const inGroup = (query: string) => listed(`category=Filter%20group&${query}`);

  beforeAll(async () => {
    category = await aCategory(shop.deps.db, { name: "Filter group" });
    await createProduct({ name: "F Silk Banarasi Wedding", fabric: "silk", weave: "banarasi", region: "uttar-pradesh", occasion: "wedding", length: "6.3", blousePiece: "true" });
    await createProduct({ name: "F Silk Kanjeevaram Wedding", fabric: "silk", weave: "kanjeevaram", region: "tamil-nadu", occasion: "wedding", length: "5.5", blousePiece: "true" });
    await createProduct({ name: "F Cotton Tant Casual", fabric: "cotton", weave: "tant", region: "west-bengal", occasion: "casual", length: "5.5", blousePiece: "false" });
    await createProduct({ name: "F Georgette Party", fabric: "georgette", occasion: "party" });
    await createProduct({ name: "F Silk Draft", fabric: "silk", weave: "banarasi", hidden: "true" });
  });

  it("keeps the pieces of one value, of any of several (comma-separated or repeated), never a draft", async () => {
    expect((await inGroup("fabric=silk")).names).toEqual(["F Silk Banarasi Wedding", "F Silk Kanjeevaram Wedding"]);
    const several = ["F Cotton Tant Casual", "F Georgette Party"];
    expect((await inGroup("fabric=cotton,georgette")).names).toEqual(several);
    expect((await inGroup("fabric=cotton&fabric=Georgette")).names).toEqual(several);
  });

  it("combines attribute filters with each other and with search", async () => {
    expect((await inGroup("fabric=silk&weave=banarasi")).names).toEqual(["F Silk Banarasi Wedding"]);
    expect((await inGroup("occasion=wedding&region=tamil-nadu,west-bengal")).names).toEqual(["F Silk Kanjeevaram Wedding"]);
    expect((await inGroup("length=5.5&blousePiece=false")).names).toEqual(["F Cotton Tant Casual"]);
    expect((await inGroup("length=6.3,5.5&blousePiece=yes")).names).toEqual(["F Silk Banarasi Wedding", "F Silk Kanjeevaram Wedding"]);
    expect((await inGroup("search=resham&occasion=wedding")).names).toEqual(["F Silk Banarasi Wedding", "F Silk Kanjeevaram Wedding"]);
  });

  it("refuses a value no list has with 400 and the values it may take", async () => {
    for (const [query, message] of [
      ["fabric=silk,wool", /^Unknown fabric "wool"; use one of: silk, cotton/],
      ["weave=handmade", /^Unknown weave "handmade"/],
      ["region=goa", /^Unknown region "goa"/],
      ["occasion=funeral", /^Unknown occasion "funeral"/],
      ["length=tall", /^Saree length must be/],
      ["blousePiece=maybe", /blousePiece must be true or false/],
    ] as const) {
      const answer = await inGroup(query);
      expect(answer.status, query).toBe(400);
      expect(answer.message, query).toMatch(message);
    }
  });

  it("follows an edit at once, though listings are remembered", async () => {
    expect((await inGroup("fabric=linen&weave=tant")).names).toEqual([]);
    const tant = await inGroup("weave=tant");
    expect(tant.names).toEqual(["F Cotton Tant Casual"]);
    const [product] = (
      (await shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct?category=Filter%20group&weave=tant" })).json() as { products: ProductDetail[] }
    ).products;
    const response = await sendForm(
      shop.app,
      "POST",
      "/products/updateProduct",
      { ...productForm({ name: "F Cotton Tant Casual", images: [], existingImages: JSON.stringify(product!.images), fabric: "linen", weave: "tant" }), id: product!._id },
      admin.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await inGroup("fabric=linen&weave=tant")).names).toEqual(["F Cotton Tant Casual"]);
    expect((await inGroup("fabric=cotton&weave=tant")).names).toEqual([]);
  });
});
