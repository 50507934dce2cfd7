import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyingOptions, categories, productImages, products } from "../../db/schema/index.js";
import { jobHandlers } from "../../job-registration.js";
import { startPictureServer, testPictureFetcher, type PictureServer } from "../../test/picture-server.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aPng, sendForm } from "../../test/uploads.js";
import { combineJobHandlers } from "../jobs/index.js";
import { runDueJobs } from "../jobs/job-worker.js";
import { catalogueFileJobHandlers } from "./picture-fetch-job.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
let pictures: PictureServer;
let shopifyCsv: string;

type Summary = {
  rows: number;
  created: number;
  updated: number;
  dryRun: boolean;
  format?: string;
  newCategories?: string[];
  newAttributeValues?: { attribute: string; label: string }[];
  notes?: string[];
  pictures?: { count: number; importId?: string };
};

beforeAll(async () => {
  const png = (colour: string) => aPng(colour, 32);
  pictures = await startPictureServer({
    "/tanchoi-front.png": { headers: { "content-type": "image/png" }, body: await png("#7a1f2b") },
    "/tanchoi-pallu.png": { headers: { "content-type": "image/png" }, body: await png("#c9a227") },
    "/kurta-front.png": { headers: { "content-type": "image/png" }, body: await png("#2b6f7a") },
    "/kurta-back.png": { headers: { "content-type": "image/png" }, body: await png("#2b7a4b") },
    // a server that says "picture" about a web page
    "/not-a-picture.png": { headers: { "content-type": "image/png" }, body: "<html><body>Sold out</body></html>" },
  });
  const fixture = await readFile(new URL("./fixtures/shopify-products.csv", import.meta.url), "utf8");
  shopifyCsv = fixture.replaceAll("{{pictures}}", pictures.origin);
});
afterAll(() => pictures.close());

function importShopify(csv: string, dryRun: boolean) {
  return sendForm(
    shop.app,
    "POST",
    "/products/importProducts",
    { file: { file: Buffer.from(csv), name: "products_export_1.csv", type: "text/csv" }, dryRun: String(dryRun) },
    admin.headers,
  );
}

const productByHandle = async (handle: string) =>
  (await shop.deps.db.select().from(products).where(eq(products.handle, handle)))[0];
const categoryCount = async () =>
  (await shop.deps.db.select({ count: sql<number>`count(*)::int` }).from(categories))[0]!.count;

/** The shop's job handlers, with a fetcher that may reach the local picture server in place of the real one. */
const handlersWithTestFetcher = () => {
  const { "catalogue.fetchPictures": _real, ...others } = jobHandlers;
  return combineJobHandlers(others, catalogueFileJobHandlers(testPictureFetcher()));
};

describe("importing a Shopify product export", () => {
  it("reads the file in a dry run and says what it will create, changing nothing", async () => {
    const before = await categoryCount();
    const response = await importShopify(shopifyCsv, true);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<{ summary: Summary }>().summary;
    expect(summary).toMatchObject({ format: "shopify", dryRun: true, created: 2, updated: 0, rows: 6 });
    expect(summary.newCategories).toEqual(["Silk Sarees", "Kurtas"]);
    expect(summary.notes).toEqual([
      "New category: Silk Sarees — will be created",
      "New category: Kurtas — will be created",
      "New weave: Tanchoi — will be added",
      "5 pictures will be fetched from their addresses after the import",
    ]);
    expect(await productByHandle("tanchoi-silk-saree")).toBeUndefined();
    expect(await categoryCount()).toBe(before);
    const lists = await shop.app.inject({ method: "GET", url: "/api/v1/products/getAttributeValues" });
    expect(
      lists.json<{ attributes: { weave: { value: string }[] } }>().attributes.weave.map((option) => option.value),
    ).not.toContain("tanchoi");
  });

  it("imports the products with their sizes, prices, stock and plain-text descriptions, then fetches their pictures", async () => {
    const response = await importShopify(shopifyCsv, false);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<{ summary: Summary }>().summary;
    expect(summary).toMatchObject({ created: 2, dryRun: false, pictures: { count: 5, importId: expect.any(String) } });
    expect(summary.notes).toContain("New weave: Tanchoi — added");

    const saree = (await productByHandle("tanchoi-silk-saree"))!;
    expect(saree).toMatchObject({
      name: "Tanchoi Silk Saree",
      weave: "tanchoi",
      fabric: "silk",
      weightGrams: 750,
      hidden: true,
    });
    expect(saree.description).toBe(
      "Woven in Varanasi on a pit loom, with a zari pallu.\n\n• Dry clean only\n• Store folded & wrapped",
    );
    const sareeSizes = await shop.deps.db
      .select({
        size: buyingOptions.size,
        original: buyingOptions.originalPricePaise,
        discounted: buyingOptions.discountedPricePaise,
        stock: buyingOptions.stock,
      })
      .from(buyingOptions)
      .where(eq(buyingOptions.productId, saree.id))
      .orderBy(buyingOptions.position);
    expect(sareeSizes).toEqual([
      { size: "Blouse 38", original: 1_500_000, discounted: 1_250_000, stock: 3 },
      { size: "Blouse 40", original: 1_500_000, discounted: 1_250_000, stock: 2 },
    ]);
    const kurta = (await productByHandle("kota-cotton-kurta"))!;
    const kurtaSizes = await shop.deps.db
      .select({
        size: buyingOptions.size,
        original: buyingOptions.originalPricePaise,
        discounted: buyingOptions.discountedPricePaise,
      })
      .from(buyingOptions)
      .where(eq(buyingOptions.productId, kurta.id))
      .orderBy(buyingOptions.position);
    // an empty compare-at price is no discount: the price is the original price
    expect(kurtaSizes).toEqual([
      { size: "S", original: 220_000, discounted: 180_000 },
      { size: "M", original: 180_000, discounted: 180_000 },
    ]);
    const [category] = await shop.deps.db.select().from(categories).where(eq(categories.id, saree.categoryId!));
    expect(category?.name).toBe("Silk Sarees");

    const ran = await runDueJobs(shop.deps, handlersWithTestFetcher());
    expect(ran).toBeGreaterThan(0);
    const progress = await shop.app.inject({
      method: "GET",
      url: `/api/v1/products/getPictureImport?id=${summary.pictures!.importId}`,
      headers: admin.headers,
    });
    expect(progress.statusCode, progress.body).toBe(200);
    expect(progress.json<{ progress: unknown }>().progress).toEqual({
      total: 5,
      stored: 4,
      failed: 1,
      waiting: 0,
      failures: [
        {
          line: 8,
          url: `${pictures.origin}/not-a-picture.png`,
          message: "The address does not give a picture (JPEG, PNG, WebP, AVIF or GIF)",
        },
      ],
    });
    const imagesOf = async (productId: string) =>
      (
        await shop.deps.db
          .select({ url: productImages.url })
          .from(productImages)
          .where(eq(productImages.productId, productId))
      ).length;
    expect(await imagesOf(saree.id)).toBe(2);
    expect(await imagesOf(kurta.id)).toBe(2);
    // the saree is active in Shopify: on show once its pictures are in; the kurta is a draft there and stays one
    expect((await productByHandle("tanchoi-silk-saree"))!.hidden).toBe(false);
    expect((await productByHandle("kota-cotton-kurta"))!.hidden).toBe(true);
    // the weave the import added is one shoppers filter by
    const listed = await shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct?weave=Tanchoi" });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ products: { name: string }[] }>().products.map((product) => product.name)).toEqual([
      "Tanchoi Silk Saree",
    ]);
  });

  it("leaves a product's services, made to order and launch day as they are: Shopify has none of them", async () => {
    const fallPico = { id: "svc-fall", kind: "fallPico" as const, name: "Fall and pico", pricePaise: 15_000, leadDays: 2, needsMeasurements: false, returnable: false, styles: [] };
    await shop.deps.db
      .update(products)
      .set({ services: [fallPico], madeToOrderDays: 15, availableFrom: "2027-01-15" })
      .where(eq(products.handle, "tanchoi-silk-saree"));
    const response = await importShopify(shopifyCsv, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(await productByHandle("tanchoi-silk-saree")).toMatchObject({ services: [fallPico], madeToOrderDays: 15, availableFrom: "2027-01-15" });
    // One without them is still sold from the shelf, with its category's services.
    expect(await productByHandle("kota-cotton-kurta")).toMatchObject({ services: null, madeToOrderDays: null, availableFrom: null });
  });

  it("tells the admin which pictures an unknown import has, with 404", async () => {
    const response = await shop.app.inject({
      method: "GET",
      url: "/api/v1/products/getPictureImport?id=00000000-0000-4000-8000-000000000000",
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it("says at Shopify's own columns what is wrong with a product", async () => {
    const csv = shopifyCsv
      .replace("tanchoi-silk-saree,Tanchoi Silk Saree", "tanchoi-silk-saree,")
      .replace(`${pictures.origin}/kurta-front.png`, "http://example.com/kurta.png");
    const response = await importShopify(csv, true);
    expect(response.statusCode, response.body).toBe(400);
    const errors = response.json<{ errors: { line: number; column: string; message: string }[] }>().errors;
    expect(errors).toEqual([
      { line: 2, column: "Title", message: "Name is required" },
      { line: 5, column: "Image Src", message: "A picture's address must begin with https://" },
    ]);
  });
});
