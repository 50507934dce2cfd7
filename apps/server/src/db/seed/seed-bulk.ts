import { randomUUID } from "node:crypto";
import { NO_SIZE, rupeesToPaise } from "@pallu/domain";
import { inArray, sql } from "drizzle-orm";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { buildSearchText } from "../../modules/catalogue/index.js";
import type { Db, Tx } from "../client.js";
import { categories, colours } from "../schema/index.js";
import { seededRandom } from "./artwork.js";
import type { Random } from "./artwork.js";
import { bulkArtworkPool, toArtworkPool } from "./bulk-artwork.js";
import type { ArtworkPool } from "./bulk-artwork.js";
import { DEMO_CATEGORIES, DEMO_COLOURS, DEMO_REGIONS, STITCHED_SIZES, detailsOf } from "./demo-catalogue.js";
import type { DemoCategory } from "./demo-catalogue.js";
import { storeArtworks } from "./store-artwork.js";

export type BulkSeedOptions = {
  /** Products per INSERT: each batch is one statement per table. */
  batchSize?: number;
  /** Draw the shared artwork pool (default); without it products have no images. */
  images?: boolean;
  /** Seed of the generator: the same seed gives the same names, prices and stock (ids are random). */
  seed?: number;
  log?: (line: string) => void;
};

/** What makes each category's generated names and prices believable. */
type BulkLook = {
  /** As in a product name: "Banarasi Silk Saree". */
  noun: string;
  /** As inside a sentence: "Banarasi silk saree". */
  phrase: string;
  prices: [number, number];
  regions: readonly string[];
  motifs: readonly string[];
  weight: number;
};

const SAREE_MOTIFS = [
  "Zari Border",
  "Paisley Pallu",
  "Floral Buttis",
  "Gold Buttis",
  "Lotus Pallu",
  "Contrast Border",
  "Striped Pallu",
];

const BULK_LOOKS: Record<string, BulkLook> = {
  Banarasi: {
    noun: "Banarasi Silk Saree",
    phrase: "Banarasi silk saree",
    prices: [5999, 21999],
    regions: ["Varanasi"],
    motifs: [...SAREE_MOTIFS, "Jaal Weave", "Meenakari Pallu", "Kadhua Buttis", "Shikargah Pallu"],
    weight: 14,
  },
  Kanjivaram: {
    noun: "Kanjivaram Silk Saree",
    phrase: "Kanjivaram silk saree",
    prices: [9999, 24999],
    regions: ["Kanchipuram"],
    motifs: [...SAREE_MOTIFS, "Temple Border", "Peacock Pallu", "Rudraksha Border", "Kattam Checks", "Annam Motifs"],
    weight: 14,
  },
  "Mysore Silk": {
    noun: "Mysore Crepe Silk Saree",
    phrase: "Mysore crepe silk saree",
    prices: [6999, 12999],
    regions: ["Mysuru"],
    motifs: SAREE_MOTIFS,
    weight: 5,
  },
  Chanderi: {
    noun: "Chanderi Saree",
    phrase: "Chanderi saree",
    prices: [2499, 7999],
    regions: ["Chanderi"],
    motifs: [...SAREE_MOTIFS, "Asharfi Buttis"],
    weight: 8,
  },
  Organza: {
    noun: "Organza Saree",
    phrase: "organza saree",
    prices: [2999, 8999],
    regions: ["Varanasi", "Surat", "Jaipur"],
    motifs: [...SAREE_MOTIFS, "Embroidered Florals", "Gota Border", "Scalloped Border"],
    weight: 7,
  },
  Linen: {
    noun: "Linen Saree",
    phrase: "linen saree",
    prices: [1999, 5999],
    regions: ["Bhagalpur", "Kolkata"],
    motifs: [...SAREE_MOTIFS, "Tassels", "Jamdani Pallu"],
    weight: 7,
  },
  Cotton: {
    noun: "Cotton Saree",
    phrase: "cotton saree",
    prices: [699, 2499],
    regions: ["Kolkata", "Jaipur", "Pochampally", "Maheshwar", "Karaikudi"],
    motifs: ["Block Print", "Ikat Weave", "Checks", "Kantha Border", "Striped Pallu", "Contrast Border", "Bagru Print"],
    weight: 14,
  },
  Chiffon: {
    noun: "Chiffon Saree",
    phrase: "chiffon saree",
    prices: [999, 3999],
    regions: ["Surat", "Jaipur", "Lucknow"],
    motifs: ["Floral Print", "Sequin Work", "Gota Border", "Mukaish Dots", "Lace Border"],
    weight: 8,
  },
  Georgette: {
    noun: "Georgette Saree",
    phrase: "georgette saree",
    prices: [1499, 5999],
    regions: ["Surat", "Lucknow", "Jaipur"],
    motifs: ["Chikankari", "Bandhani Print", "Sequin Border", "Leheriya Stripes", "Floral Print"],
    weight: 9,
  },
  Lehenga: {
    noun: "Lehenga Choli",
    phrase: "lehenga choli",
    prices: [6999, 24999],
    regions: ["Jaipur", "Surat", "Lucknow", "Varanasi"],
    motifs: ["Zardozi Work", "Mirror Work", "Gota Patti", "Zari Kalis", "Sequin Highlights"],
    weight: 5,
  },
  Kurta: {
    noun: "Kurta",
    phrase: "kurta",
    prices: [899, 3999],
    regions: ["Lucknow", "Jaipur", "Kolkata", "Chanderi"],
    motifs: ["Chikankari", "Block Print", "Zari Yoke", "Kantha Embroidery", "Gota Neckline"],
    weight: 9,
  },
};

const SAREE_DESCRIPTORS = [
  "Handwoven",
  "Pure",
  "Soft",
  "Festive",
  "Bridal",
  "Classic",
  "Lightweight",
  "Designer",
  "Heritage",
  "Everyday",
  "Traditional",
  "Elegant",
];
const STITCHED_DESCRIPTORS = ["Festive", "Classic", "Designer", "Elegant", "Everyday", "Party Wear"];

type Opening = (phrase: string, colour: string, motif: string, region: string) => string;
const SAREE_OPENINGS: Opening[] = [
  (phrase, colour, motif, region) => `A ${colour} ${phrase} with ${motif}, woven in ${region}.`,
  (phrase, colour, motif, region) => `From the looms of ${region}, a ${colour} ${phrase} finished with ${motif}.`,
  (phrase, colour, motif, region) =>
    `${capitalise(colour)} and graceful: this ${phrase} from ${region} is set off by ${motif}.`,
];
const STITCHED_OPENINGS: Opening[] = [
  (phrase, colour, motif, region) => `A ${colour} ${phrase} with ${motif}, made in ${region}.`,
  (phrase, colour, motif, region) =>
    `${capitalise(colour)} and easy to love: this ${phrase} from ${region} is finished with ${motif}.`,
];

/**
 * Loads `count` generated products for benchmarks: names and descriptions combine fabric,
 * colour, motif and region so search sees realistic variety, and images come from a small
 * shared pool.
 *
 * The buying_options trigger is off during the load (inside the transaction, so a failure leaves
 * it on). Each batch writes its products with the price and stock columns already computed in
 * SQL from the batch's options, with the trigger's own expressions. Refreshing them afterwards
 * with one UPDATE rewrote every product row, recomputing its search vector and re-inserting it
 * into both search indexes: about 40% of the whole run.
 */
export async function seedBulkCatalogue(
  db: Db,
  store: ImageStore,
  count: number,
  options: BulkSeedOptions = {},
): Promise<{ inserted: number }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const batchSize = options.batchSize ?? 1000;
  const random = seededRandom(options.seed ?? 20250101);
  const started = Date.now();

  const pool = options.images === false ? undefined : await drawPool(store, log);
  const { categoryIds, colourIds } = await ensureCategoriesAndColours(db, pool);

  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE buying_options DISABLE TRIGGER buying_options_summary`);
    const now = Date.now();
    for (let done = 0; done < count; done += batchSize) {
      const size = Math.min(batchSize, count - done);
      const batch = Array.from({ length: size }, () => generateProduct(random, now, pool));
      await insertBatch(tx, batch, categoryIds, colourIds);
      const seconds = (Date.now() - started) / 1000;
      log(`  ${done + size}/${count} products (${Math.round((done + size) / Math.max(seconds, 0.001))}/s)`);
    }
    await tx.execute(sql`ALTER TABLE buying_options ENABLE TRIGGER buying_options_summary`);
  });
  log(`Loaded ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { inserted: count };
}

async function drawPool(store: ImageStore, log: (line: string) => void): Promise<ArtworkPool> {
  const documents = bulkArtworkPool();
  log(`Drawing ${documents.length} shared artworks`);
  const urls = await storeArtworks(
    store,
    documents.map((document) => document.svg),
  );
  return toArtworkPool(documents, urls);
}

async function ensureCategoriesAndColours(db: Db, pool: ArtworkPool | undefined) {
  await db
    .insert(categories)
    .values(
      DEMO_CATEGORIES.map((category, position) => ({
        name: category.name,
        image: pool?.tiles.get(category.name) ?? null,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(colours)
    .values(DEMO_COLOURS.map((colour) => ({ name: colour.name, code: colour.code })))
    .onConflictDoNothing();
  const names = DEMO_CATEGORIES.map((category) => category.name.toLowerCase());
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(sql`lower(${categories.name})`, names));
  const colourRows = await db.select({ id: colours.id, name: colours.name }).from(colours);
  return {
    categoryIds: new Map(categoryRows.map((row) => [row.name.toLowerCase(), row.id])),
    colourIds: new Map(colourRows.map((row) => [row.name.toLowerCase(), row.id])),
  };
}

type GeneratedProduct = {
  id: string;
  category: DemoCategory;
  colour: string;
  name: string;
  description: string;
  location: string;
  isCod: boolean;
  viewed: number;
  purchased: number;
  createdAt: Date;
  options: Array<{ size: string; originalPricePaise: number; discountedPricePaise: number; stock: number }>;
  images: string[];
};

const TOTAL_WEIGHT = DEMO_CATEGORIES.reduce((sum, category) => sum + (BULK_LOOKS[category.name]?.weight ?? 1), 0);

function pickCategory(random: Random): DemoCategory {
  let roll = random.next() * TOTAL_WEIGHT;
  for (const category of DEMO_CATEGORIES) {
    roll -= BULK_LOOKS[category.name]?.weight ?? 1;
    if (roll <= 0) return category;
  }
  return DEMO_CATEGORIES[0] as DemoCategory;
}

function generateProduct(random: Random, now: number, pool: ArtworkPool | undefined): GeneratedProduct {
  const category = pickCategory(random);
  const look = BULK_LOOKS[category.name] as BulkLook;
  const colour = random.pick(DEMO_COLOURS).name;
  const motif = random.pick(look.motifs);
  const location = random.pick(look.regions.length > 0 ? look.regions : DEMO_REGIONS);
  const stitched = category.subject !== "saree";
  const descriptor = random.pick(stitched ? STITCHED_DESCRIPTORS : SAREE_DESCRIPTORS);
  const name = `${descriptor} ${look.noun} in ${colour} with ${motif}`;
  const opening = random.pick(stitched ? STITCHED_OPENINGS : SAREE_OPENINGS)(
    look.phrase,
    colour.toLowerCase(),
    motif.toLowerCase(),
    location,
  );
  const original = priceIn(random, look.prices);
  const discounted = random.chance(0.3)
    ? original
    : Math.max(99, Math.min(original, Math.round((original * (1 - random.between(0.05, 0.4))) / 100) * 100 - 1));
  const sizes = stitched ? [...STITCHED_SIZES] : [NO_SIZE];
  const popularity = random.next() ** 3;
  const viewed = Math.round(popularity * 20000) + random.int(0, 40);
  const gallerySet = pool ? pool.galleries[category.subject] : [];
  return {
    id: randomUUID(),
    category,
    colour,
    name,
    description: `${opening} ${category.craft}`,
    location,
    isCod: random.chance(0.85),
    viewed,
    purchased: Math.round(viewed * random.between(0, 0.05)),
    createdAt: new Date(now - random.between(0, 730) * 86_400_000),
    options: sizes.map((size, i) => {
      const extra = stitched && i >= 3 ? 300 : 0;
      return {
        size,
        originalPricePaise: rupeesToPaise(original + extra),
        discountedPricePaise: rupeesToPaise(discounted + extra),
        stock: stockLevel(random),
      };
    }),
    images: gallerySet.length > 0 ? random.pick(gallerySet) : [],
  };
}

function priceIn(random: Random, [min, max]: [number, number]): number {
  return Math.round(random.between(min, max) / 100) * 100 - 1;
}

/** Most options in stock, some sold out, some running low (1–10). */
function stockLevel(random: Random): number {
  const roll = random.next();
  if (roll < 0.08) return 0;
  if (roll < 0.23) return random.int(1, 10);
  return random.int(11, 80);
}

/** One array per column, so a batch is one INSERT … SELECT FROM unnest(…) per table. */
const column = <T>(rows: readonly T[]) => sql.param(rows);

async function insertBatch(
  tx: Tx,
  batch: GeneratedProduct[],
  categoryIds: Map<string, string>,
  colourIds: Map<string, string>,
) {
  const rows = batch.map((product) => {
    const stitched = product.category.subject !== "saree";
    const details = detailsOf(product.category, product.colour, product.location, stitched);
    const searchText = buildSearchText({
      name: product.name,
      categoryName: product.category.name,
      colourName: product.colour,
      location: product.location,
      description: product.description,
      details,
    });
    return { product, stitched, details: JSON.stringify(details), searchText };
  });
  const options = batch.flatMap((product) =>
    product.options.map((option, position) => ({ productId: product.id, position, ...option })),
  );

  // The aggregates use refresh_product_buying_summary's expressions over exactly the options
  // inserted below, so the columns hold what the trigger would have written.
  await tx.execute(sql`
    INSERT INTO products (
      id, name, description, category_id, colour_id, location, details, is_cod, size_option, hsn_code,
      viewed, purchased, search_text, created_at, updated_at,
      min_price_paise, max_discount_percent, total_stock, min_stock, total_options, out_of_stock_options
    )
    SELECT
      p.id, p.name, p.description, p.category_id, p.colour_id, p.location, p.details::jsonb, p.is_cod, p.size_option, p.hsn_code,
      p.viewed, p.purchased, p.search_text, p.created_at, p.created_at,
      COALESCE(a.min_price, 0), COALESCE(a.max_discount, 0), COALESCE(a.total_stock, 0),
      COALESCE(a.min_stock, 0), COALESCE(a.total_options, 0), COALESCE(a.out_of_stock, 0)
    FROM unnest(
      ${column(rows.map((row) => row.product.id))}::uuid[],
      ${column(rows.map((row) => row.product.name))}::text[],
      ${column(rows.map((row) => row.product.description))}::text[],
      ${column(rows.map((row) => categoryIds.get(row.product.category.name.toLowerCase()) ?? null))}::uuid[],
      ${column(rows.map((row) => colourIds.get(row.product.colour.toLowerCase()) ?? null))}::uuid[],
      ${column(rows.map((row) => row.product.location))}::text[],
      ${column(rows.map((row) => row.details))}::text[],
      ${column(rows.map((row) => row.product.isCod))}::boolean[],
      ${column(rows.map((row) => row.stitched))}::boolean[],
      ${column(rows.map((row) => row.product.category.hsnCode))}::text[],
      ${column(rows.map((row) => row.product.viewed))}::int[],
      ${column(rows.map((row) => row.product.purchased))}::int[],
      ${column(rows.map((row) => row.searchText))}::text[],
      ${column(rows.map((row) => row.product.createdAt.toISOString()))}::timestamptz[]
    ) AS p(id, name, description, category_id, colour_id, location, details, is_cod, size_option, hsn_code, viewed, purchased, search_text, created_at)
    LEFT JOIN (
      SELECT
        product_id,
        min(discounted_price_paise) AS min_price,
        max(CASE WHEN original_price_paise > 0
                 THEN round((original_price_paise - discounted_price_paise) * 100.0 / original_price_paise)
                 ELSE 0 END)::int AS max_discount,
        sum(stock)::int AS total_stock,
        min(stock) AS min_stock,
        count(*)::int AS total_options,
        (count(*) FILTER (WHERE stock = 0))::int AS out_of_stock
      FROM unnest(
        ${column(options.map((option) => option.productId))}::uuid[],
        ${column(options.map((option) => option.originalPricePaise))}::int[],
        ${column(options.map((option) => option.discountedPricePaise))}::int[],
        ${column(options.map((option) => option.stock))}::int[]
      ) AS o(product_id, original_price_paise, discounted_price_paise, stock)
      GROUP BY product_id
    ) a ON a.product_id = p.id`);

  await tx.execute(sql`
    INSERT INTO buying_options (product_id, position, size, original_price_paise, discounted_price_paise, stock)
    SELECT * FROM unnest(
      ${column(options.map((option) => option.productId))}::uuid[],
      ${column(options.map((option) => option.position))}::int[],
      ${column(options.map((option) => option.size))}::text[],
      ${column(options.map((option) => option.originalPricePaise))}::int[],
      ${column(options.map((option) => option.discountedPricePaise))}::int[],
      ${column(options.map((option) => option.stock))}::int[]
    )`);

  const images = batch.flatMap((product) =>
    product.images.map((url, position) => ({ productId: product.id, position, url })),
  );
  if (images.length === 0) return;
  await tx.execute(sql`
    INSERT INTO product_images (product_id, position, url)
    SELECT * FROM unnest(
      ${column(images.map((image) => image.productId))}::uuid[],
      ${column(images.map((image) => image.position))}::int[],
      ${column(images.map((image) => image.url))}::text[]
    )`);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
