import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BannerSchema, FooterSchema, SlideFormSchema } from "@pallu/domain";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { LocalImageStore } from "../../integrations/storage/local-image-store.js";
import { parseRows } from "../../lib/rows.js";
import { openTestDatabase } from "../../test/test-database.js";
import type { Database } from "../client.js";
import { categories } from "../schema/index.js";
import { seedBulkCatalogue } from "./seed-bulk.js";
import { DEMO_ARTWORK_JOB, fillDemoArtwork, PLACEHOLDER_IMAGE_URL, seedDemoCatalogue } from "./seed-demo.js";

const opened: Array<() => Promise<void>> = [];

afterEach(async () => {
  while (opened.length > 0) await opened.pop()?.();
});

type Shop = { database: Database; imagesDir: string; store: LocalImageStore; close: () => Promise<void> };

async function openShop(): Promise<Shop> {
  const database = await openTestDatabase();
  const imagesDir = await mkdtemp(join(tmpdir(), "pallu-seed-"));
  const close = async () => {
    await database.close();
    await rm(imagesDir, { recursive: true, force: true });
  };
  return { database, imagesDir, store: new LocalImageStore(imagesDir), close };
}

/** A shop for one test, closed after it. */
async function freshShop(): Promise<Shop> {
  const shop = await openShop();
  opened.push(shop.close);
  return shop;
}

/** Any row, for statements whose whole answer a test compares. */
const anyRow = z.record(z.string(), z.unknown());

async function rows<Schema extends z.ZodType>(database: Database, schema: Schema, query: SQL): Promise<z.output<Schema>[]> {
  return parseRows(schema, await database.db.execute(query));
}

async function count(database: Database, table: string): Promise<number> {
  const [row] = await rows(database, z.object({ n: z.number() }), sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return row?.n ?? 0;
}

const AGGREGATES = sql`
  SELECT id, min_price_paise, max_discount_percent, total_stock, min_stock, total_options, out_of_stock_options
  FROM products ORDER BY id`;

describe("demo catalogue seed on an empty shop", () => {
  let shop: Shop;
  let database: Database;
  let firstRun: { seeded: boolean };

  beforeAll(async () => {
    shop = await openShop();
    database = shop.database;
    firstRun = await seedDemoCatalogue(database.db, shop.store, { images: false });
  });
  afterAll(() => shop.close());

  it("fills the shop with categories, products that can be bought, nine slides, a banner, a footer, the demo shop's name and its zones abroad", async () => {
    expect(firstRun).toEqual({ seeded: true });
    expect(await count(database, "categories")).toBeGreaterThanOrEqual(8);
    expect(await count(database, "colours")).toBeGreaterThanOrEqual(10);
    expect(await count(database, "products")).toBeGreaterThanOrEqual(60);
    const [withoutOptions] = await rows(
      database,
      z.object({ n: z.number() }),
      sql`SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM buying_options b WHERE b.product_id = p.id)`,
    );
    expect(withoutOptions?.n).toBe(0);
    const [stock] = await rows(
      database,
      z.object({ sold_out: z.number(), low: z.number(), plenty: z.number() }),
      sql`SELECT count(*) FILTER (WHERE total_stock = 0)::int AS sold_out,
                 count(*) FILTER (WHERE total_stock BETWEEN 1 AND 10)::int AS low,
                 count(*) FILTER (WHERE total_stock > 10)::int AS plenty
          FROM products`,
    );
    expect(stock?.sold_out).toBeGreaterThan(0);
    expect(stock?.low).toBeGreaterThan(0);
    expect(stock?.plenty).toBeGreaterThan(stock?.sold_out ?? 0);
    const slides = await rows(database, z.object({ position: z.number() }), sql`SELECT position FROM site_slides ORDER BY position`);
    expect(slides.map((slide) => slide.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const content = await rows(database, z.object({ key: z.string() }), sql`SELECT key FROM site_content ORDER BY key`);
    expect(content.map((row) => row.key)).toEqual(["banner", "footer", "selling_abroad", "shop_settings"]);
    // The demo ships abroad out of the box: every piece has the packed weight its zones price.
    const unweighed = await rows(database, z.object({ count: z.number() }), sql`SELECT count(*)::int AS count FROM products WHERE weight_grams IS NULL`);
    expect(unweighed[0]?.count).toBe(0);
  });

  it("writes slides, a banner and a footer that pass the shop's own admin validation", async () => {
    const slides = await rows(
      database,
      z.object({ title: z.string(), description: z.string(), alt: z.string() }),
      sql`SELECT title, description, alt FROM site_slides ORDER BY position`,
    );
    for (const slide of slides) expect(SlideFormSchema.safeParse(slide).success).toBe(true);
    const [banner] = await rows(database, z.object({ value: z.unknown() }), sql`SELECT value FROM site_content WHERE key = 'banner'`);
    const [footer] = await rows(database, z.object({ value: z.unknown() }), sql`SELECT value FROM site_content WHERE key = 'footer'`);
    expect(BannerSchema.safeParse(banner?.value).success).toBe(true);
    expect(FooterSchema.safeParse(footer?.value).success).toBe(true);
  });

  it("gives stitched garments five sizes and sarees the single size NA", async () => {
    const sizes = await rows(
      database,
      z.object({ category: z.string(), sizes: z.string() }),
      sql`SELECT c.name AS category, string_agg(b.size, ',' ORDER BY b.position) AS sizes
          FROM products p JOIN categories c ON c.id = p.category_id JOIN buying_options b ON b.product_id = p.id
          GROUP BY p.id, c.name`,
    );
    for (const row of sizes) {
      expect(row.sizes).toBe(["Lehenga", "Kurta"].includes(row.category) ? "S,M,L,XL,XXL" : "NA");
    }
  });

  it("keeps each product's price and stock columns equal to what its live buying options say", async () => {
    const mismatches = await rows(
      database,
      z.object({ id: z.string() }),
      sql`SELECT p.id FROM products p JOIN (
            SELECT product_id, min(discounted_price_paise) AS min_price, sum(stock)::int AS total_stock, min(stock) AS min_stock,
                   count(*)::int AS options, (count(*) FILTER (WHERE stock = 0))::int AS sold_out,
                   max(round((original_price_paise - discounted_price_paise) * 100.0 / original_price_paise))::int AS discount
            FROM buying_options WHERE deleted_at IS NULL GROUP BY product_id
          ) b ON b.product_id = p.id
          WHERE (p.min_price_paise, p.total_stock, p.min_stock, p.total_options, p.out_of_stock_options, p.max_discount_percent)
                IS DISTINCT FROM (b.min_price, b.total_stock, b.min_stock, b.options, b.sold_out, b.discount)`,
    );
    expect(mismatches).toEqual([]);
    const [prices] = await rows(
      database,
      z.object({ cheapest: z.number(), dearest: z.number(), discounted: z.number(), undiscounted: z.number() }),
      sql`SELECT min(min_price_paise)::int AS cheapest, max(min_price_paise)::int AS dearest,
                 count(*) FILTER (WHERE max_discount_percent > 0)::int AS discounted,
                 count(*) FILTER (WHERE max_discount_percent = 0)::int AS undiscounted
          FROM products`,
    );
    expect(prices?.cheapest).toBeLessThan(100_000);
    expect(prices?.dearest).toBeGreaterThan(2_000_000);
    expect(prices?.discounted).toBeGreaterThan(0);
    expect(prices?.undiscounted).toBeGreaterThan(0);
  });

  it("does nothing the second time, so a restart never duplicates the catalogue", async () => {
    const before = [
      await count(database, "products"),
      await count(database, "buying_options"),
      await count(database, "site_slides"),
    ];

    const again = await seedDemoCatalogue(database.db, shop.store, { images: false });

    expect(again).toEqual({ seeded: false });
    expect([
      await count(database, "products"),
      await count(database, "buying_options"),
      await count(database, "site_slides"),
    ]).toEqual(before);
  });
});

describe("demo catalogue seed on a shop with data or with artwork", () => {
  it("leaves a shop alone once it has a category of its own", async () => {
    const { database, store } = await freshShop();
    await database.db.insert(categories).values({ name: "Paithani" });

    const result = await seedDemoCatalogue(database.db, store, { images: false });

    expect(result).toEqual({ seeded: false });
    expect(await count(database, "products")).toBe(0);
  });

  it("draws the artwork and stores every image as WebP and AVIF at 320, 640 and 1280 pixels wide", async () => {
    const { database, store, imagesDir } = await freshShop();

    await seedDemoCatalogue(database.db, store, { limit: 1 });

    const images = await rows(database, z.object({ url: z.string() }), sql`SELECT url FROM product_images ORDER BY position`);
    const slides = await rows(
      database,
      z.object({ small_image: z.string(), large_image: z.string() }),
      sql`SELECT small_image, large_image FROM site_slides`,
    );
    const tiles = await rows(database, z.object({ image: z.string() }), sql`SELECT image FROM categories`);
    const urls = [
      ...images.map((image) => image.url),
      ...slides.flatMap((slide) => [slide.small_image, slide.large_image]),
      ...tiles.map((tile) => tile.image),
    ];
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(slides).toHaveLength(1);
    expect(tiles).toHaveLength(1);
    const files = new Set(await readdir(imagesDir));
    for (const url of urls) {
      expect(url).toMatch(/^\/images\/[0-9a-f]+-640\.webp\?avif$/);
      for (const width of [320, 640, 1280]) {
        for (const extension of ["webp", "avif"]) {
          expect(files.has(url.replace("/images/", "").replace("-640.webp?avif", `-${width}.${extension}`))).toBe(true);
        }
      }
    }
  });
});

describe("a first start: the catalogue at once, its artwork in the background", () => {
  it("seeds with placeholders and queues one artwork job in the same transaction", async () => {
    const { database, store, imagesDir } = await freshShop();

    await seedDemoCatalogue(database.db, store, { limit: 2, images: "later" });

    expect(await count(database, "products")).toBe(2);
    expect(await count(database, "product_images")).toBe(0);
    expect(await rows(database, anyRow, sql`SELECT kind, status FROM jobs`)).toEqual([{ kind: DEMO_ARTWORK_JOB, status: "queued" }]);
    const [slide] = await rows(database, z.object({ small_image: z.string() }), sql`SELECT small_image FROM site_slides`);
    expect(slide?.small_image).toBe(PLACEHOLDER_IMAGE_URL);
    expect(await readdir(imagesDir)).toEqual([]);
  });

  it("the job draws only what still shows a placeholder, and leaves the seller's own photos alone", async () => {
    const { database, store } = await freshShop();
    await seedDemoCatalogue(database.db, store, { limit: 2, images: "later" });
    const [mine, theirs] = await rows(database, z.object({ id: z.string() }), sql`SELECT id FROM products ORDER BY name`);
    await database.db.execute(
      sql`INSERT INTO product_images (product_id, position, url) VALUES (${mine?.id}, 0, '/images/sellers-own-640.webp')`,
    );

    expect(await fillDemoArtwork(database.db, store)).toBe(true);

    const images = await rows(
      database,
      z.object({ product_id: z.string(), url: z.string() }),
      sql`SELECT product_id, url FROM product_images ORDER BY product_id, position`,
    );
    expect(images.filter((image) => image.product_id === mine?.id).map((image) => image.url)).toEqual([
      "/images/sellers-own-640.webp",
    ]);
    const drawn = images.filter((image) => image.product_id === theirs?.id);
    expect(drawn.length).toBeGreaterThanOrEqual(2);
    for (const image of drawn) expect(image.url).toMatch(/^\/images\/[0-9a-f]+-640\.webp\?avif$/);
    const placeholders = await rows(
      database,
      anyRow,
      sql`SELECT 1 FROM site_slides WHERE small_image = ${PLACEHOLDER_IMAGE_URL}
          UNION ALL SELECT 1 FROM categories WHERE image IS NULL`,
    );
    expect(placeholders).toEqual([]);

    expect(await fillDemoArtwork(database.db, store)).toBe(false);
  });
});

describe("bulk catalogue seed", () => {
  let shop: Shop;
  let database: Database;

  beforeAll(async () => {
    shop = await openShop();
    database = shop.database;
    await seedBulkCatalogue(database.db, shop.store, 500, { images: false, batchSize: 200, log: () => undefined });
  });
  afterAll(() => shop.close());

  it("loads generated products whose price and stock columns match what the buying_options trigger computes", async () => {
    expect(await count(database, "products")).toBe(500);
    const loaded = await rows(database, anyRow, AGGREGATES);
    await database.db.execute(sql`SELECT refresh_product_buying_summary(id) FROM products`);
    const recomputed = await rows(database, anyRow, AGGREGATES);
    expect(loaded).toEqual(recomputed);
    const [summary] = await rows(
      database,
      z.object({ without_options: z.number(), sold_out: z.number(), distinct_names: z.number() }),
      sql`SELECT count(*) FILTER (WHERE total_options = 0)::int AS without_options,
                 count(*) FILTER (WHERE out_of_stock_options > 0)::int AS sold_out,
                 count(DISTINCT name)::int AS distinct_names
          FROM products`,
    );
    expect(summary?.without_options).toBe(0);
    expect(summary?.sold_out).toBeGreaterThan(0);
    expect(summary?.distinct_names).toBeGreaterThan(300);
  });

  it("turns the buying_options trigger back on after loading", async () => {
    const [trigger] = await rows(
      database,
      z.object({ tgenabled: z.string() }),
      sql`SELECT tgenabled FROM pg_trigger WHERE tgname = 'buying_options_summary'`,
    );
    expect(trigger?.tgenabled).toBe("O");

    await database.db.execute(sql`UPDATE buying_options SET stock = 0`);

    const [after] = await rows(
      database,
      z.object({ in_stock: z.number() }),
      sql`SELECT count(*) FILTER (WHERE total_stock > 0)::int AS in_stock FROM products`,
    );
    expect(after?.in_stock).toBe(0);
  });
});
