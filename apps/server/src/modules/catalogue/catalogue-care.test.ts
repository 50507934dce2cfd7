import type { ProductDetail } from "@pallu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyingOptions, productImages } from "../../db/schema/index.js";
import { payCod } from "../../test/checkout.js";
import type { FakeShiprocket } from "../../test/fake-shiprocket.js";
import { aCategory } from "../../test/catalogue-builders.js";
import { productFormFields, sizedFormFields } from "../../test/product-forms.js";
import { aShopWithShiprocket } from "../../test/shiprocket-shop.js";
import type { TestShop } from "../../test/test-app.js";
import { aShopper, aSignedInUser, type SignedInUser } from "../../test/user-builders.js";
import { aPng, createProductThroughForm, sendForm, type FormValue } from "../../test/uploads.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../jobs/job-worker.js";

/**
 * What the seller keeps in the catalogue: drafts shoppers never see, a product's parcel for the
 * courier, copies to start from, a size chart per category, slides that lead somewhere, and the
 * size filter shoppers narrow a search with.
 */

let fake: FakeShiprocket;
let shop: TestShop;
let closeShop: () => Promise<void>;
let admin: SignedInUser;
let category: { id: string };
let png: Buffer;

type Form = Record<string, FormValue | FormValue[]>;

function productForm(overrides: Form = {}): Form {
  return {
    ...productFormFields(category.id),
    name: "Chanderi Kurta",
    ...sizedFormFields([
      { size: "S", originalPrice: 2400, discountedPrice: 2400, stock: 4 },
      { size: "M", originalPrice: 2400, discountedPrice: 2400, stock: 6 },
      { size: "XL", originalPrice: 2400, discountedPrice: 2400, stock: 0 },
    ]),
    images: { file: png },
    ...overrides,
  };
}

const createProduct = (overrides: Form = {}) => createProductThroughForm(shop.app, productForm(overrides), admin.headers);

const api = (method: "GET" | "POST", url: string, options: { headers?: Record<string, string>; payload?: object } = {}) =>
  shop.app.inject({ method, url: `/api/v1${url}`, headers: options.headers ?? {}, ...(options.payload ? { payload: options.payload } : {}) });

async function shopperListing(query: string): Promise<string[]> {
  const response = await api("GET", `/products/getAllProduct?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { products: { _id: string }[] }).products.map((product) => product._id);
}

beforeAll(async () => {
  ({ fake, shop, close: closeShop } = await aShopWithShiprocket());
  admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
  category = await aCategory(shop.deps.db, { name: "Kurtas" });
  png = await aPng();
});
afterAll(() => closeShop());

describe("a draft product", () => {
  it("stays in the back office and out of the shop: listings, search, its page, the cart and checkout", async () => {
    const draft = await createProduct({ name: "Draft Ikat Kurta", hidden: "on" });
    expect(draft.hidden).toBe(true);

    expect(await shopperListing(`category=${category.id}&limit=60`)).not.toContain(draft._id);
    expect(await shopperListing("search=ikat")).not.toContain(draft._id);
    expect((await api("POST", "/products/getProduct", { payload: { id: draft._id } })).statusCode).toBe(404);
    const categories = (await api("GET", "/products/category")).json() as { categories: { _id: string; productCount: number }[] };
    expect(categories.categories.find((c) => c._id === category.id)?.productCount ?? 0).toBe(0);

    const shopper = await aShopper(shop.deps.db);
    const size = draft.buyingOption[0]!;
    const checkout = await payCod(shop, shopper, [{ productId: draft._id, sizeId: size._id, quantity: 1 }]);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toBe("Some items in your cart are no longer available");

    // The seller sees and opens it, and publishing it puts it in the shop.
    const adminList = (await api("POST", "/products/getAllProduct", { headers: admin.headers, payload: {} })).json() as { products: { _id: string; hidden: boolean }[] };
    expect(adminList.products.find((product) => product._id === draft._id)?.hidden).toBe(true);
    expect((await api("POST", "/products/getProduct", { headers: admin.headers, payload: { id: draft._id } })).statusCode).toBe(200);
    const published = await sendForm(shop.app, "POST", "/products/updateProduct", productForm({ id: draft._id, name: "Draft Ikat Kurta", hidden: "false", existingImages: JSON.stringify(draft.images), images: [] }), admin.headers);
    expect(published.statusCode, published.body).toBe(200);
    expect(await shopperListing(`category=${category.id}&limit=60`)).toContain(draft._id);
  });
});

describe("duplicating a product", () => {
  it("makes a draft copy with the same pictures and sizes at the same prices and no stock", async () => {
    const original = await createProduct({ name: "Bandhani Kurta", weightGrams: "450" });
    const response = await api("POST", "/products/duplicateProduct", { headers: admin.headers, payload: { id: original._id } });
    expect(response.statusCode, response.body).toBe(200);
    const copy = (response.json() as { product: ProductDetail }).product;
    expect(copy).toMatchObject({ name: "Bandhani Kurta (copy)", hidden: true, weightGrams: 450, category: { _id: category.id } });
    expect(copy._id).not.toBe(original._id);
    expect(copy.images).toEqual(original.images);
    expect(copy.buyingOption.map((o) => [o.size, o.discountedPrice, o.stock])).toEqual([
      ["S", 2400, 0],
      ["M", 2400, 0],
      ["XL", 2400, 0],
    ]);
    // The original keeps its own sizes and stock.
    const kept = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, original._id));
    expect(kept.map((o) => o.stock).sort()).toEqual([0, 4, 6]);
    expect(await shop.deps.db.select().from(productImages).where(eq(productImages.productId, copy._id))).toHaveLength(1);
  });

  it("is for admins, of a product that exists", async () => {
    const customer = await aShopper(shop.deps.db);
    const original = await createProduct({ name: "Leheriya Kurta" });
    expect((await api("POST", "/products/duplicateProduct", { headers: customer.headers, payload: { id: original._id } })).statusCode).toBe(403);
    expect((await api("POST", "/products/duplicateProduct", { headers: admin.headers, payload: { id: "0b7c2f0e-6a55-4a57-9c59-1f1d9d4d0a11" } })).statusCode).toBe(404);
  });
});

describe("a product's parcel", () => {
  it("is validated on the form", async () => {
    const response = await sendForm(shop.app, "POST", "/products/createProduct", productForm({ weightGrams: "-3" }), admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Weight must be at least 1");
  });

  it("goes to the shipping provider: the pieces' weight and size instead of a fixed parcel", async () => {
    const kurta = await createProduct({ name: "Kota Doria Kurta", weightGrams: "600", lengthCm: "32", breadthCm: "24", heightCm: "3" });
    const shopper = await aShopper(shop.deps.db);
    const size = kurta.buyingOption.find((option) => option.size === "M")!;
    const placed = await payCod(shop, shopper, [{ productId: kurta._id, sizeId: size._id, quantity: 2 }]);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = (placed.json() as { order: { _id: string } }).order._id;
    expect((await api("POST", "/order/updateOrder", { headers: admin.headers, payload: { orderId, status: "Confirmed" } })).statusCode).toBe(200);
    await runDueJobs(shop.deps, jobHandlers);
    expect(fake.created.at(-1)).toMatchObject({ weight: 1.2, length: 32, breadth: 24, height: 6 });
  });
});

describe("the size filter and size charts", () => {
  it("finds products with the size in stock, whatever its case, and lists the sizes on offer in order", async () => {
    const kurta = await createProduct({ name: "Mulmul Kurta" });
    expect(await shopperListing(`size=m&category=${category.id}&limit=60`)).toContain(kurta._id);
    // XL is out of stock: the kurta is not an XL result.
    expect(await shopperListing(`size=XL&category=${category.id}&limit=60`)).not.toContain(kurta._id);
    const sizes = ((await api("GET", "/products/getSizes")).json() as { sizes: string[] }).sizes;
    expect(sizes.indexOf("S")).toBeLessThan(sizes.indexOf("M"));
    expect(sizes).not.toContain("XL");
    expect(sizes).not.toContain("NA");
  });

  it("shows the category's size chart on its products' pages", async () => {
    const chart = "Size | Bust (in) | Length (in)\nS | 36 | 44\nM | 38 | 44";
    const form = { name: "Anarkalis", sizeChart: chart, image: { file: png } };
    const created = await sendForm(shop.app, "POST", "/products/category", form, admin.headers);
    expect(created.statusCode, created.body).toBe(200);
    const anarkalis = (created.json() as { categories: { _id: string; name: string; sizeChart: string | null }[] }).categories.find((c) => c.name === "Anarkalis")!;
    // A multipart form sends its lines with CRLF; the chart is kept with plain line breaks.
    expect(anarkalis.sizeChart).toBe(chart);
    const dress = await createProduct({ name: "Anarkali in Rani Pink", category: anarkalis._id });
    const page = (await api("POST", "/products/getProduct", { payload: { id: dress._id } })).json() as { product: ProductDetail };
    expect(page.product.sizeChart).toBe(chart);
  });
});

describe("a home slide", () => {
  const slideForm = (overrides: Form = {}): Form => ({
    title: "Wedding silks",
    description: "Kanjivaram for the big day",
    smallImage: { file: png },
    largeImage: { file: png },
    ...overrides,
  });

  it("may lead to a page of the shop and show its picture without the words over it", async () => {
    const response = await sendForm(shop.app, "POST", "/site/addSiteData", slideForm({ link: "/search?category=silk", showText: "false" }), admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const slides = ((await api("GET", "/site/getSiteData")).json() as { siteData: { title: string; link: string | null; showText: boolean }[] }).siteData;
    expect(slides.at(-1)).toMatchObject({ title: "Wedding silks", link: "/search?category=silk", showText: false });
  });

  it("refuses a link to another site", async () => {
    for (const link of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await sendForm(shop.app, "POST", "/site/addSiteData", slideForm({ link }), admin.headers);
      expect(response.statusCode, link).toBe(400);
      expect(response.json().message).toBe("The link must be a page of this shop, starting with /, such as /search?category=…");
    }
  });
});

describe("a product's tax data", () => {
  it("takes an HSN code and a rate set by hand, and refuses codes and rates that cannot be", async () => {
    const saree = await createProduct({ hsnCode: "50072010", gstRate: "12" });
    expect(saree).toMatchObject({ hsnCode: "50072010", gstRate: 12 });
    for (const [field, value, message] of [
      ["hsnCode", "12345", "HSN code must be 4, 6 or 8 digits"],
      ["gstRate", "7", "GST rate must be 0, 5, 12, 18 or 28"],
    ] as const) {
      const response = await sendForm(shop.app, "POST", "/products/createProduct", productForm({ [field]: value }), admin.headers);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toBe(message);
    }
  });

  it("starts a new product with its category's HSN code when it has none of its own", async () => {
    const form = { name: "Kurta", sizeChart: "", hsnCode: "6211", image: { file: png } };
    const created = await sendForm(shop.app, "POST", "/products/category", form, admin.headers);
    expect(created.statusCode, created.body).toBe(200);
    const kurtas = (created.json() as { categories: { _id: string; name: string; hsnCode: string | null }[] }).categories.find((c) => c.name === "Kurta")!;
    expect(kurtas.hsnCode).toBe("6211");
    const kurta = await createProduct({ category: kurtas._id });
    expect(kurta).toMatchObject({ hsnCode: "6211", gstRate: null });
  });
});
