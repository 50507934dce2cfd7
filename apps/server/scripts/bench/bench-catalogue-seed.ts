import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../src/db/client.js";
import type { ImageStore } from "../../src/integrations/storage/image-store.js";
import { categories, products, siteContent } from "../../src/db/schema/index.js";
import { buildSearchText } from "../../src/modules/catalogue/index.js";

const MARKER_KEY = "bench:catalogue";
/** Bump when the loaded data's shape changes (for example the search_text format), to reload. */
const FORMAT = 2;
const BATCH = 1000;

const CATEGORIES = [
  "Banarasi", "Kanjivaram", "Chanderi", "Patola", "Paithani", "Bandhani",
  "Tussar", "Sambalpuri", "Jamdani", "Kota Doria", "Chikankari", "Mysore Silk",
];
const COLOURS: [string, string][] = [
  ["Maroon", "#800020"], ["Mustard", "#E1AD01"], ["Peacock Green", "#005F56"], ["Rani Pink", "#E0115F"],
  ["Indigo", "#3F00FF"], ["Ivory", "#FFFFF0"], ["Black", "#000000"], ["Saffron", "#F4C430"],
  ["Teal", "#008080"], ["Wine", "#722F37"], ["Bottle Green", "#006A4E"], ["Gold", "#D4AF37"],
];
const LOCATIONS = ["Varanasi", "Kanchipuram", "Chanderi", "Patan", "Paithan", "Kutch", "Bhagalpur", "Sambalpur", "Dhaka", "Kota", "Lucknow", "Mysuru"];
const FABRICS = ["Silk", "Cotton", "Georgette", "Chiffon", "Linen", "Organza", "Crepe", "Tissue", "Khadi", "Muslin"];
const STYLES = ["Handloom", "Zari", "Festive", "Bridal", "Everyday", "Temple Border", "Butta", "Ikat", "Meenakari", "Kadhua"];
const GARMENTS = ["Saree", "Saree", "Saree", "Dupatta", "Kurta", "Lehenga"];
const PHRASES = [
  "woven by hand on a pit loom", "with a rich pallu", "finished with a contrast border", "light enough for summer",
  "made for weddings and festivals", "dyed with fast colours", "comes with an unstitched blouse piece",
  "dry clean only", "each piece slightly unique", "sourced directly from the weaver cluster",
];

/** A small deterministic generator, so every bench database holds the same catalogue. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

async function productCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(isNull(products.deletedAt));
  return row?.n ?? 0;
}

const BenchMarker = z.object({ products: z.number(), format: z.number().optional() });

async function markedCount(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, MARKER_KEY));
  const marker = row ? BenchMarker.parse(row.value) : undefined;
  return marker?.format === FORMAT ? marker.products : undefined;
}

async function insertRows(db: Db, table: SQL, rows: SQL[]): Promise<void> {
  if (rows.length) await db.execute(sql`INSERT INTO ${table} VALUES ${sql.join(rows, sql`, `)}`);
}

/** Fallback loader: multi-row INSERTs in batches with the summary trigger off, then one set-based refresh. */
async function loadCatalogue(db: Db, count: number, log: (line: string) => void): Promise<void> {
  const random = generator(42);
  const categoryIds = new Map<string, string>();
  for (const [index, name] of CATEGORIES.entries()) {
    const id = randomUUID();
    categoryIds.set(name, id);
    await db.execute(sql`INSERT INTO categories (id, name, image, position) VALUES (${id}, ${name}, ${`/images/bench-category-${index}-640.webp`}, ${index})`);
  }
  const colourIds: [string, string][] = [];
  for (const [name, code] of COLOURS) {
    const id = randomUUID();
    colourIds.push([id, name]);
    await db.execute(sql`INSERT INTO colours (id, name, code) VALUES (${id}, ${name}, ${code})`);
  }
  await db.execute(sql`ALTER TABLE buying_options DISABLE TRIGGER buying_options_summary`);
  const startedAt = Date.now() - 2 * 365 * 86_400_000;
  for (let start = 0; start < count; start += BATCH) {
    const products: SQL[] = [];
    const options: SQL[] = [];
    const images: SQL[] = [];
    for (let n = start; n < Math.min(count, start + BATCH); n += 1) {
      const id = randomUUID();
      const categoryIndex = random.int(0, CATEGORIES.length - 1);
      const category = CATEGORIES[categoryIndex]!;
      const [colourId, colourName] = random.pick(colourIds);
      const location = LOCATIONS[categoryIndex]!;
      const garment = random.pick(GARMENTS);
      const name = `${random.pick(STYLES)} ${category} ${random.pick(FABRICS)} ${garment} ${n + 1}`;
      const description = Array.from({ length: random.int(3, 6) }, () => random.pick(PHRASES)).join(", ") + ".";
      const details = [
        { heading: "Fabric", detail: `${random.pick(FABRICS)} with ${random.pick(["zari", "resham", "thread", "mirror"])} work` },
        { heading: "Length", detail: garment === "Saree" ? "6.3 m with blouse piece" : "Free size" },
        { heading: "Care", detail: random.pick(["Dry clean only", "Gentle hand wash", "Machine wash cold"]) },
      ];
      const searchText = buildSearchText({ name, categoryName: category, colourName, location, description, details });
      const createdAt = new Date(startedAt + random.next() * 2 * 365 * 86_400_000);
      products.push(sql`(${id}::uuid, ${name}, ${description}, ${categoryIds.get(category)!}::uuid, ${colourId}::uuid, ${location},
        ${JSON.stringify(details)}::jsonb, ${random.next() < 0.8}, ${garment !== "Saree"}, ${random.int(0, 5000)}, ${random.int(0, 400)},
        ${Math.round(random.next() * 50) / 10}, ${searchText}, ${createdAt.toISOString()}::timestamptz)`);
      const sizes = garment === "Saree" ? ["NA"] : ["S", "M", "L"].slice(0, random.int(1, 3));
      const base = random.int(3, 250) * 100;
      for (const [position, size] of sizes.entries()) {
        const original = base + position * 10_000;
        const discounted = Math.round(original * (1 - random.int(0, 50) / 100));
        options.push(sql`(${id}::uuid, ${position}, ${size}, ${original}, ${discounted}, ${random.next() < 0.1 ? 0 : random.int(1, 40)})`);
      }
      for (let position = 0; position < random.int(1, 3); position += 1) {
        images.push(sql`(${id}::uuid, ${position}, ${`/images/bench-${id.slice(0, 8)}-${position}-640.webp`})`);
      }
    }
    await insertRows(db, sql`products (id, name, description, category_id, colour_id, location, details, is_cod, size_option, viewed, purchased, rating, search_text, created_at)`, products);
    await insertRows(db, sql`buying_options (product_id, position, size, original_price_paise, discounted_price_paise, stock)`, options);
    await insertRows(db, sql`product_images (product_id, position, url)`, images);
    if ((start / BATCH) % 10 === 9) log(`  ${start + BATCH} products`);
  }
  await db.execute(sql`UPDATE products p SET
      min_price_paise = a.min_price, max_discount_percent = a.max_discount, total_stock = a.total_stock,
      min_stock = a.min_stock, total_options = a.total_options, out_of_stock_options = a.out_of_stock
    FROM (
      SELECT product_id, min(discounted_price_paise) AS min_price,
        max(CASE WHEN original_price_paise > 0
                 THEN round((original_price_paise - discounted_price_paise) * 100.0 / original_price_paise) ELSE 0 END)::int AS max_discount,
        sum(stock)::int AS total_stock, min(stock) AS min_stock, count(*)::int AS total_options,
        (count(*) FILTER (WHERE stock = 0))::int AS out_of_stock
      FROM buying_options WHERE deleted_at IS NULL GROUP BY product_id
    ) a
    WHERE p.id = a.product_id`);
  await db.execute(sql`ALTER TABLE buying_options ENABLE TRIGGER buying_options_summary`);
}

type BulkSeeder = (db: Db, store: ImageStore, count: number) => Promise<unknown>;

/** The team's bulk seeder (db/seed/seed-bulk.ts) when it exists, else undefined. */
async function teamBulkSeeder(): Promise<BulkSeeder | undefined> {
  const path = fileURLToPath(new URL("../../src/db/seed/seed-bulk.ts", import.meta.url));
  if (!existsSync(path)) return undefined;
  const module = (await import(path)) as { seedBulkCatalogue?: BulkSeeder };
  return module.seedBulkCatalogue;
}

/**
 * Makes sure the bench database holds `count` products, reusing a previous load (marked in
 * site_content), or a larger one when `reuseLarger`. Only ever called on a dedicated bench
 * database: a partial load is wiped.
 */
export async function ensureBenchCatalogue(
  db: Db,
  store: ImageStore,
  count: number,
  log: (line: string) => void,
  options: { reuseLarger?: boolean } = {},
): Promise<void> {
  const marked = await markedCount(db);
  if (marked !== undefined && (marked === count || (options.reuseLarger && marked > count)) && (await productCount(db)) >= count) {
    log(`reusing the ${marked.toLocaleString("en-IN")}-product bench catalogue`);
    return;
  }
  log(`loading ${count.toLocaleString("en-IN")} products…`);
  const started = Date.now();
  await db.execute(sql`TRUNCATE products, categories, colours CASCADE`);
  await db.execute(sql`DELETE FROM site_content WHERE key = ${MARKER_KEY}`);
  const bulk = await teamBulkSeeder();
  if (bulk) await bulk(db, store, count);
  else await loadCatalogue(db, count, log);
  // fresh visibility map and statistics, as autovacuum would leave them on a shop in service
  await db.execute(sql`VACUUM ANALYZE products, buying_options, product_images, categories, colours`);
  await db.execute(sql`INSERT INTO site_content (key, value) VALUES (${MARKER_KEY}, ${JSON.stringify({ products: count, format: FORMAT })}::jsonb)`);
  log(`loaded in ${Math.round((Date.now() - started) / 1000)} s (${bulk ? "seed-bulk.ts" : "bench loader"})`);
}

export async function benchCategoryId(db: Db, name: string): Promise<string> {
  const [named] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
  if (named) return named.id;
  const [first] = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.position)).limit(1);
  return first!.id;
}

/** A product on show in the category, always the same one for the same catalogue. */
export async function benchProductIdIn(db: Db, categoryId: string): Promise<string> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.categoryId, categoryId), isNull(products.deletedAt), eq(products.hidden, false)))
    .orderBy(asc(products.name))
    .limit(1);
  if (!product) throw new Error("The bench catalogue has no product on show in its category");
  return product.id;
}
