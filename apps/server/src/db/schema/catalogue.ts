import type { ServiceOffer } from "@pallu/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz, tsvector, updatedAt } from "./columns.js";

export const categories = pgTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull(),
    /** The category's readable link; left empty, a trigger makes it from the name (see the migrations). */
    slug: text("slug").notNull().default(""),
    image: text("image"),
    position: integer("position").notNull().default(0),
    /** The category's size chart, as the seller writes it (one row a line, cells split by "|"). */
    sizeChart: text("size_chart"),
    /** The HSN code a new product of the category starts with. */
    hsnCode: text("hsn_code"),
    /** The services (blouse stitching, fall and pico, …) the category's products start with, in paise. */
    services: jsonb("services").$type<ServiceOffer[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("categories_name_unique").on(sql`lower(${t.name})`), uniqueIndex("categories_slug_unique").on(t.slug)],
);

/**
 * Every slug a category has had, its current one included: an old link finds the category and is
 * sent on to the current one, and no other category can take it. Kept by a trigger on categories.
 */
export const categorySlugs = pgTable(
  "category_slugs",
  {
    slug: text("slug").primaryKey(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("category_slugs_category_idx").on(t.categoryId)],
);

export const colours = pgTable(
  "colours",
  {
    id: id(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("colours_name_unique").on(sql`lower(${t.name})`),
    uniqueIndex("colours_code_unique").on(sql`lower(${t.code})`),
    check("colours_code_hex", sql`${t.code} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

export type ProductDetailRow = { heading: string; detail: string };

/**
 * The price, discount and stock columns marked "kept by trigger" are derived from the product's
 * buying options by a trigger (see the migrations), so every list filter and sort has an index.
 */
export const products = pgTable(
  "products",
  {
    id: id(),
    /**
     * The product's stable name in catalogue files (lower-case letters, digits and dashes). Left
     * empty on insert, a trigger fills it from the name and the id (see the migrations).
     */
    handle: text("handle").notNull().default(""),
    /**
     * The product's readable link (/product/<slug>), which the seller may edit. Left empty, a trigger
     * makes it from the name, unique with a short suffix (see the migrations).
     */
    slug: text("slug").notNull().default(""),
    name: text("name").notNull(),
    description: text("description").notNull(),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    colourId: uuid("colour_id").references(() => colours.id, { onDelete: "set null" }),
    location: text("location"),
    details: jsonb("details").$type<ProductDetailRow[]>().notNull().default([]),
    isCod: boolean("is_cod").notNull().default(true),
    /** A draft: the seller sees it in the back office; shoppers never do, and cannot buy it. */
    hidden: boolean("hidden").notNull().default(false),
    /** The packed parcel of one piece, sent to the shipping provider: grams and centimetres. */
    weightGrams: integer("weight_grams"),
    lengthCm: integer("length_cm"),
    breadthCm: integer("breadth_cm"),
    heightCm: integer("height_cm"),
    sizeOption: boolean("size_option").notNull().default(false),
    /** A one-off piece (a handloom saree woven once): sold one at a time, never "low stock", never restocked. */
    oneOfAKind: boolean("one_of_a_kind").notNull().default(false),
    hsnCode: text("hsn_code"),
    /** A GST rate the seller set by hand, instead of the rate the HSN code's rule gives. */
    gstRate: integer("gst_rate"),
    /** The product's own services; null takes its category's, an empty list offers none. */
    services: jsonb("services").$type<ServiceOffer[]>(),
    /** Sold beyond its stock: each piece past the shelf is woven or made in this many working days. */
    madeToOrderDays: integer("made_to_order_days"),
    /** A pre-order: sold ahead of this launch day (India's), nothing leaves before it. */
    availableFrom: date("available_from", { mode: "string" }),
    /**
     * What the saree is, as values of the lists in packages/domain (saree-attributes.ts), which
     * decide what is allowed; the database only checks their form, so a list can grow without a migration.
     */
    fabric: text("fabric"),
    weave: text("weave"),
    region: text("region"),
    occasion: text("occasion"),
    /** The saree's length in centimetres (the product form speaks metres). */
    sareeLengthCm: integer("saree_length_cm"),
    blousePiece: boolean("blouse_piece"),
    viewed: integer("viewed").notNull().default(0),
    purchased: integer("purchased").notNull().default(0),
    rating: real("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    // kept by trigger
    minPricePaise: integer("min_price_paise").notNull().default(0),
    maxDiscountPercent: integer("max_discount_percent").notNull().default(0),
    totalStock: integer("total_stock").notNull().default(0),
    minStock: integer("min_stock").notNull().default(0),
    totalOptions: integer("total_options").notNull().default(0),
    outOfStockOptions: integer("out_of_stock_options").notNull().default(0),
    // searchable text: name, category, colour, origin, description and details, kept by the catalogue service
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    // the short head of search_text (name, category, colour, origin; see search-text.ts) that
    // typo-tolerant trigram matching runs on: word_similarity over long descriptions is too slow
    searchName: text("search_name")
      .notNull()
      .generatedAlwaysAs(sql`split_part(search_text, ' | ', 1)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestampTz("deleted_at"),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId, t.createdAt.desc(), t.id).where(sql`deleted_at IS NULL`),
    index("products_created_idx").on(t.createdAt.desc(), t.id).where(sql`deleted_at IS NULL`),
    index("products_price_idx").on(t.minPricePaise, t.id).where(sql`deleted_at IS NULL`),
    // a category's page sorted by price, and its best sellers (a product page's suggestions), read
    // in order within the category instead of filtering the whole catalogue's order
    index("products_category_price_idx").on(t.categoryId, t.minPricePaise, t.id).where(sql`deleted_at IS NULL`),
    index("products_category_purchased_idx").on(t.categoryId, t.purchased.desc(), t.id).where(sql`deleted_at IS NULL`),
    index("products_viewed_idx").on(t.viewed.desc(), t.id).where(sql`deleted_at IS NULL`),
    index("products_purchased_idx").on(t.purchased.desc(), t.id).where(sql`deleted_at IS NULL`),
    index("products_rating_idx").on(t.rating.desc(), t.id).where(sql`deleted_at IS NULL`),
    index("products_discount_idx").on(t.maxDiscountPercent).where(sql`deleted_at IS NULL`),
    index("products_colour_idx").on(t.colourId).where(sql`deleted_at IS NULL`),
    index("products_location_idx").on(sql`lower(${t.location})`).where(sql`deleted_at IS NULL`),
    index("products_fabric_idx").on(t.fabric).where(sql`deleted_at IS NULL`),
    index("products_weave_idx").on(t.weave).where(sql`deleted_at IS NULL`),
    index("products_region_idx").on(t.region).where(sql`deleted_at IS NULL`),
    index("products_occasion_idx").on(t.occasion).where(sql`deleted_at IS NULL`),
    uniqueIndex("products_handle_unique").on(t.handle),
    uniqueIndex("products_slug_unique").on(t.slug),
    index("products_search_vector_idx").using("gin", t.searchVector),
    index("products_search_name_trgm_idx").using("gin", sql`${t.searchName} gin_trgm_ops`),
    check("products_counters_non_negative", sql`${t.viewed} >= 0 AND ${t.purchased} >= 0 AND ${t.reviewCount} >= 0`),
    check(
      "products_attribute_values",
      sql`${t.fabric} ~ '^[a-z0-9-]{1,60}$' AND ${t.weave} ~ '^[a-z0-9-]{1,60}$' AND ${t.region} ~ '^[a-z0-9-]{1,60}$' AND ${t.occasion} ~ '^[a-z0-9-]{1,60}$'`,
    ),
    check("products_saree_length", sql`${t.sareeLengthCm} BETWEEN 100 AND 1200`),
    check("products_rating_range", sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
  ],
);

/**
 * Every slug a product has had, its current one included: an old link (shared before a rename or a
 * new slug) finds the product and is sent on to the current one, and no other product can take it,
 * deleted ones included. Kept by a trigger on products.
 */
export const productSlugs = pgTable(
  "product_slugs",
  {
    slug: text("slug").primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("product_slugs_product_idx").on(t.productId)],
);

export const productImages = pgTable(
  "product_images",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("product_images_position_unique").on(t.productId, t.position)],
);

/** A size of a product with its own prices and stock; "NA" when the product has no sizes. */
export const buyingOptions = pgTable(
  "buying_options",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    size: text("size").notNull(),
    originalPricePaise: integer("original_price_paise").notNull(),
    discountedPricePaise: integer("discounted_price_paise").notNull(),
    stock: integer("stock").notNull(),
    /**
     * When the seller was told this size fell to the low-stock threshold; cleared when the seller
     * sets its stock above the threshold again, so each fall is told once (docs/catalogue.md).
     */
    lowStockAlertedAt: timestampTz("low_stock_alerted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Removed options stay for the orders and carts that point at them. */
    deletedAt: timestampTz("deleted_at"),
  },
  (t) => [
    index("buying_options_product_idx").on(t.productId, t.position),
    index("buying_options_price_idx").on(t.discountedPricePaise, t.productId).where(sql`deleted_at IS NULL`),
    check("buying_options_stock_non_negative", sql`${t.stock} >= 0`),
    check("buying_options_prices_non_negative", sql`${t.originalPricePaise} >= 0 AND ${t.discountedPricePaise} >= 0`),
    check("buying_options_discount_not_above_original", sql`${t.discountedPricePaise} <= ${t.originalPricePaise}`),
  ],
);

/** Values a seller added to the saree attribute lists (fabric, weave, region, occasion) beside the built-in ones. */
export const attributeValues = pgTable(
  "attribute_values",
  {
    attribute: text("attribute").notNull(),
    value: text("value").notNull(),
    label: text("label").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.attribute, t.value] }),
    check("attribute_values_attribute", sql`${t.attribute} IN ('fabric', 'weave', 'region', 'occasion')`),
    check("attribute_values_value", sql`${t.value} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * Pictures a catalogue import named by URL, fetched in the background: one row a picture, so the
 * back office can show how far the fetching has come and why a picture failed, by the file's line.
 */
export const pictureFetches = pgTable(
  "picture_fetches",
  {
    id: id(),
    /** The import that named the picture; its progress is read by this. */
    importId: uuid("import_id").notNull(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    /** The line of the file that named it. */
    line: integer("line").notNull(),
    status: text("status", { enum: ["waiting", "stored", "failed"] }).notNull().default("waiting"),
    problem: text("problem"),
    storedUrl: text("stored_url"),
    /** Whether the product goes on show once its pictures are in (it waits as a draft until then). */
    publish: boolean("publish").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("picture_fetches_import_idx").on(t.importId, t.productId, t.position)],
);
