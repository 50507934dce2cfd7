import { eq, sql } from "drizzle-orm";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { buildSearchText } from "../../modules/catalogue/index.js";
import { attributeColumns } from "../../modules/catalogue/index.js";
import type { Db, Queryable } from "../client.js";
import {
  buyingOptions,
  categories,
  colours,
  productImages,
  products,
  siteContent,
  siteSlides,
} from "../schema/index.js";
import { categoryArtwork, productArtworks, slideArtworks } from "./demo-artwork.js";
import { DEMO_CATEGORIES, DEMO_COLOURS, buildDemoProducts } from "./demo-catalogue.js";
import { DEMO_SAREE_SERVICES } from "./demo-services.js";
import type { DemoCategory, DemoProduct } from "./demo-catalogue.js";
import { DEMO_BANNER, DEMO_BRAND, DEMO_FOOTER, DEMO_SLIDES } from "./demo-site.js";
import type { DemoSlide } from "./demo-site.js";
import { seedDemoReviews } from "./demo-reviews.js";
import { DEMO_PACKED_GRAMS, DEMO_SELLING_ABROAD } from "./demo-selling-abroad.js";
import { storeArtworks } from "./store-artwork.js";
import { enqueueJob } from "../../modules/jobs/index.js";

export type SeedDemoOptions = {
  /**
   * Draw and store the artwork first (true, the default); leave products without images and slides
   * with a placeholder (false); or seed at once and queue the artwork as a background job
   * ("later"), so that a first start opens the shop without waiting for the drawing.
   */
  images?: boolean | "later";
  /** A small slice for tests: the first `limit` products, their categories and `limit` slides. */
  limit?: number;
  onProgress?: (message: string) => void;
};

/** A plain ivory card, so a slide without artwork still renders something calm. */
export const PLACEHOLDER_IMAGE_URL =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23f4ecd8'/%3E%3C/svg%3E";

type DemoArtworkUrls = {
  products: string[][];
  categories: Array<string | null>;
  slides: Array<{ small: string; large: string }>;
};

/**
 * Fills an empty shop with the demo catalogue, the nine default hero slides and the banner and
 * footer content. Does nothing when the shop already has categories or products.
 */
export async function seedDemoCatalogue(
  db: Db,
  store: ImageStore,
  options: SeedDemoOptions = {},
): Promise<{ seeded: boolean }> {
  if (!(await catalogueIsEmpty(db))) return { seeded: false };
  const progress = options.onProgress ?? (() => undefined);

  const allProducts = buildDemoProducts();
  const { limit } = options;
  const demoProducts = limit === undefined ? allProducts : allProducts.slice(0, limit);
  const demoCategories =
    limit === undefined
      ? DEMO_CATEGORIES
      : DEMO_CATEGORIES.filter((category) => demoProducts.some((product) => product.category === category.name));
  const demoSlides = limit === undefined ? DEMO_SLIDES : DEMO_SLIDES.slice(0, Math.max(1, limit));

  // Images are drawn before the transaction: it is the slow part and holds no lock.
  const urls =
    options.images === false || options.images === "later"
      ? placeholderUrls(demoProducts, demoCategories, demoSlides)
      : await drawArtwork(
          store,
          { products: demoProducts, categories: demoCategories, slides: demoSlides, allProducts },
          progress,
        );

  const seeded = await db.transaction(async (tx) => {
    // Two processes starting on one fresh database: the second waits here, then finds rows.
    await tx.execute(sql`LOCK TABLE categories, products IN SHARE ROW EXCLUSIVE MODE`);
    if (!(await catalogueIsEmpty(tx))) return false;

    await tx
      .insert(colours)
      .values(DEMO_COLOURS.map((colour) => ({ name: colour.name, code: colour.code })))
      .onConflictDoNothing();
    const colourRows = await tx.select({ id: colours.id, name: colours.name }).from(colours);
    const colourIds = new Map(colourRows.map((row) => [row.name.toLowerCase(), row.id]));

    const categoryRows = await tx
      .insert(categories)
      .values(
        demoCategories.map((category, i) => ({
          name: category.name,
          image: urls.categories[i] ?? null,
          position: i,
          sizeChart: category.sizeChart ?? null,
          hsnCode: category.hsnCode,
          services: category.subject === "saree" ? DEMO_SAREE_SERVICES : null,
        })),
      )
      .returning({ id: categories.id, name: categories.name });
    const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));

    const now = Date.now();
    const productRows = await tx
      .insert(products)
      .values(
        demoProducts.map((product) => {
          const createdAt = new Date(now - product.createdHoursAgo * 3_600_000);
          return {
            name: product.name,
            description: product.description,
            categoryId: categoryIds.get(product.category) ?? null,
            colourId: colourIds.get(product.colour.toLowerCase()) ?? null,
            location: product.location,
            details: product.details,
            isCod: product.isCod,
            sizeOption: product.sizeOption,
            hsnCode: product.hsnCode,
            // Packed weights, so the demo's pieces can be shipped abroad by the weight slabs.
            weightGrams: DEMO_PACKED_GRAMS,
            viewed: product.viewed,
            purchased: product.purchased,
            ...attributeColumns(product.attributes),
            searchText: buildSearchText({
              attributes: product.attributes,
              name: product.name,
              categoryName: product.category,
              colourName: product.colour,
              location: product.location,
              description: product.description,
              details: product.details,
            }),
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning({ id: products.id });

    // The buying_options trigger fills each product's price and stock columns from these rows.
    await tx
      .insert(buyingOptions)
      .values(
        demoProducts.flatMap((product, i) =>
          product.options.map((option, position) => ({ productId: productRows[i]?.id as string, position, ...option })),
        ),
      );
    const imageRows = demoProducts.flatMap((_, i) =>
      (urls.products[i] ?? []).map((url, position) => ({ productId: productRows[i]?.id as string, position, url })),
    );
    if (imageRows.length > 0) await tx.insert(productImages).values(imageRows);
    await seedDemoReviews(
      tx,
      productRows.map((row) => row.id),
    );

    const [existingSlide] = await tx.select({ id: siteSlides.id }).from(siteSlides).limit(1);
    if (!existingSlide) {
      await tx.insert(siteSlides).values(
        demoSlides.map((slide, position) => ({
          position,
          title: slide.title,
          description: slide.description,
          alt: slide.alt,
          smallImage: urls.slides[position]?.small ?? PLACEHOLDER_IMAGE_URL,
          largeImage: urls.slides[position]?.large ?? PLACEHOLDER_IMAGE_URL,
        })),
      );
    }
    await tx
      .insert(siteContent)
      .values([
        { key: "banner", value: DEMO_BANNER },
        { key: "footer", value: DEMO_FOOTER },
        { key: "shop_settings", value: DEMO_BRAND },
        { key: "selling_abroad", value: DEMO_SELLING_ABROAD },
      ])
      .onConflictDoNothing();
    if (options.images === "later") {
      await enqueueJob(tx, { kind: DEMO_ARTWORK_JOB, payload: {}, dedupeKey: DEMO_ARTWORK_JOB });
    }
    return true;
  });
  if (seeded) progress(`Seeded ${demoProducts.length} products in ${demoCategories.length} categories`);
  return { seeded };
}

export const DEMO_ARTWORK_JOB = "demo-artwork";

/**
 * Draws the demo artwork for a catalogue seeded with images "later" and puts it in place where the
 * placeholders still are: products of the demo that have no image, demo categories without one and
 * slides that still show the placeholder. Whatever the seller changed meanwhile is left alone.
 * Returns whether anything changed.
 */
export async function fillDemoArtwork(
  db: Db,
  store: ImageStore,
  onProgress: (message: string) => void = () => undefined,
): Promise<boolean> {
  const allProducts = buildDemoProducts();
  const imageless = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(sql`NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = ${products.id})`);
  const productIds = new Map(imageless.map((row) => [row.name, row.id]));
  const bare = await db.select({ name: categories.name }).from(categories).where(sql`${categories.image} IS NULL`);
  const bareCategories = new Set(bare.map((row) => row.name));
  const placeholders = await db
    .select({ position: siteSlides.position })
    .from(siteSlides)
    .where(sql`${siteSlides.smallImage} = ${PLACEHOLDER_IMAGE_URL} AND ${siteSlides.largeImage} = ${PLACEHOLDER_IMAGE_URL}`);
  const placeholderPositions = new Set(placeholders.map((row) => row.position));

  // Only what still shows a placeholder is drawn, each piece as it would have been at seeding.
  const wanted = {
    products: allProducts.flatMap((product, index) => (productIds.has(product.name) ? [{ product, index }] : [])),
    categories: DEMO_CATEGORIES.filter((category) => bareCategories.has(category.name)),
    slides: DEMO_SLIDES.flatMap((slide, index) => (placeholderPositions.has(index) ? [{ slide, index }] : [])),
  };
  if (wanted.products.length + wanted.categories.length + wanted.slides.length === 0) return false;
  const urls = await drawArtwork(
    store,
    {
      products: wanted.products.map(({ product }) => product),
      productIndexes: wanted.products.map(({ index }) => index),
      categories: wanted.categories,
      slides: wanted.slides.map(({ slide }) => slide),
      slideIndexes: wanted.slides.map(({ index }) => index),
      allProducts,
    },
    onProgress,
  );

  return db.transaction(async (tx) => {
    // Only where the placeholder is still in place when the drawing is done: the seller may have
    // added photos meanwhile.
    let changed = false;
    for (const [i, { product }] of wanted.products.entries()) {
      const productId = productIds.get(product.name) as string;
      const gallery = urls.products[i] ?? [];
      const [photo] = await tx
        .select({ productId: productImages.productId })
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .limit(1);
      if (photo || gallery.length === 0) continue;
      await tx.insert(productImages).values(gallery.map((url, position) => ({ productId, position, url })));
      changed = true;
    }
    for (const [i, category] of wanted.categories.entries()) {
      const updated = await tx
        .update(categories)
        .set({ image: urls.categories[i] ?? null })
        .where(sql`${categories.name} = ${category.name} AND ${categories.image} IS NULL`)
        .returning({ id: categories.id });
      changed ||= updated.length > 0;
    }
    for (const [i, { index }] of wanted.slides.entries()) {
      const slide = urls.slides[i];
      if (!slide) continue;
      const updated = await tx
        .update(siteSlides)
        .set({ smallImage: slide.small, largeImage: slide.large })
        .where(
          sql`${siteSlides.position} = ${index} AND ${siteSlides.smallImage} = ${PLACEHOLDER_IMAGE_URL} AND ${siteSlides.largeImage} = ${PLACEHOLDER_IMAGE_URL}`,
        )
        .returning({ id: siteSlides.id });
      changed ||= updated.length > 0;
    }
    return changed;
  });
}

async function catalogueIsEmpty(db: Queryable): Promise<boolean> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (category) return false;
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  return !product;
}

function placeholderUrls(
  demoProducts: DemoProduct[],
  demoCategories: readonly DemoCategory[],
  demoSlides: readonly DemoSlide[],
): DemoArtworkUrls {
  return {
    products: demoProducts.map(() => []),
    categories: demoCategories.map(() => null),
    slides: demoSlides.map(() => ({ small: PLACEHOLDER_IMAGE_URL, large: PLACEHOLDER_IMAGE_URL })),
  };
}

async function drawArtwork(
  store: ImageStore,
  demo: {
    products: DemoProduct[];
    /** Each product's place in the whole demo catalogue, which decides its artwork; by default its place here. */
    productIndexes?: number[];
    categories: readonly DemoCategory[];
    slides: readonly DemoSlide[];
    slideIndexes?: number[];
    allProducts: DemoProduct[];
  },
  progress: (message: string) => void,
): Promise<DemoArtworkUrls> {
  const categoryOf = (product: DemoProduct) =>
    DEMO_CATEGORIES.find((category) => category.name === product.category) as DemoCategory;
  const productDocuments = demo.products.map((product, i) =>
    productArtworks(product, categoryOf(product), demo.productIndexes?.[i] ?? i),
  );
  const categoryDocuments = demo.categories.map((category) => categoryArtwork(category, demo.allProducts));
  const slideDocuments = demo.slides.map((slide, i) => slideArtworks(slide, demo.slideIndexes?.[i] ?? i));
  const documents = [
    ...productDocuments.flat(),
    ...categoryDocuments,
    ...slideDocuments.flatMap((slide) => [slide.small, slide.large]),
  ];
  let reported = 0;
  const stored = await storeArtworks(store, documents, {
    onStored: (done, total) => {
      if (done === total || done - reported >= 25) {
        reported = done;
        progress(`Artwork ${done}/${total}`);
      }
    },
  });
  let cursor = 0;
  const take = (count: number) => stored.slice(cursor, (cursor += count));
  return {
    products: productDocuments.map((gallery) => take(gallery.length)),
    categories: take(categoryDocuments.length),
    slides: slideDocuments.map(() => {
      const [small, large] = take(2);
      return { small: small as string, large: large as string };
    }),
  };
}
