import { NO_SIZE, rupeesToPaise } from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { buyingOptions, categories, colours, productImages, products } from "../db/schema/index.js";
import { buildSearchText } from "../modules/catalogue/search-text.js";

let sequence = 0;
const next = () => (sequence += 1);

export async function aCategory(db: Db, overrides: { name?: string; position?: number } = {}) {
  const [row] = await db
    .insert(categories)
    .values({ name: overrides.name ?? `Category ${next()}`, image: "/images/category-640.webp", position: overrides.position ?? 0 })
    .returning();
  return row!;
}

export async function aColour(db: Db, overrides: { name?: string; code?: string } = {}) {
  const n = next();
  const [row] = await db
    .insert(colours)
    .values({ name: overrides.name ?? `Colour ${n}`, code: overrides.code ?? `#${(n * 4099).toString(16).padStart(6, "0").slice(-6)}` })
    .returning();
  return row!;
}

export type OptionInput = { size?: string; original: number; discounted?: number; stock: number };

export type ProductInput = {
  name?: string;
  description?: string;
  categoryId?: string | null;
  /** The category's name in the product's search text: the category's own name unless given. */
  categoryName?: string;
  colourId?: string | null;
  /** The colour's name in the product's search text: the colour's own name unless given. */
  colourName?: string;
  location?: string | null;
  isCod?: boolean;
  /** A one-off piece (docs/catalogue.md). */
  oneOfAKind?: boolean;
  /** The saree's weave, a value of its list ("banarasi"). */
  weave?: string;
  options?: OptionInput[];
  images?: string[];
  viewed?: number;
  purchased?: number;
  rating?: number;
  createdAt?: Date;
  details?: { heading: string; detail: string }[];
  /** A piece's packed weight; without one a product cannot be shipped abroad. */
  weightGrams?: number | null;
};

/** One option per size at one price (₹), each with its own stock: `inSizes({ S: 4, M: 0 }, 1200)`. */
export function inSizes(stockBySize: Record<string, number>, original: number): OptionInput[] {
  return Object.entries(stockBySize).map(([size, stock]) => ({ size, original, stock }));
}

/**
 * A product with sensible defaults: one "NA" option at ₹1,000 with 5 in stock. Its search text
 * names its category and colour, as the shop's own writes do.
 */
export async function aProduct(db: Db, input: ProductInput = {}) {
  const name = input.name ?? `Test Saree ${next()}`;
  const description = input.description ?? "A soft saree for every day.";
  const details = input.details ?? [{ heading: "Fabric", detail: "Cotton" }];
  const options = input.options ?? [{ original: 1000, stock: 5 }];
  const [product] = await db
    .insert(products)
    .values({
      name,
      description,
      categoryId: input.categoryId ?? null,
      colourId: input.colourId ?? null,
      location: input.location ?? null,
      isCod: input.isCod ?? true,
      sizeOption: options.some((o) => o.size && o.size !== NO_SIZE),
      oneOfAKind: input.oneOfAKind ?? false,
      weave: input.weave ?? null,
      weightGrams: input.weightGrams ?? null,
      details,
      viewed: input.viewed ?? 0,
      purchased: input.purchased ?? 0,
      rating: input.rating ?? 0,
      searchText: buildSearchText({
        name,
        description,
        details,
        categoryName: input.categoryName ?? (input.categoryId ? await nameOf(db, categories, input.categoryId) : null),
        colourName: input.colourName ?? (input.colourId ? await nameOf(db, colours, input.colourId) : null),
        location: input.location ?? null,
      }),
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  await db.insert(buyingOptions).values(
    options.map((option, position) => ({
      productId: product!.id,
      position,
      size: option.size ?? NO_SIZE,
      originalPricePaise: rupeesToPaise(option.original),
      discountedPricePaise: rupeesToPaise(option.discounted ?? option.original),
      stock: option.stock,
    })),
  );
  const images = input.images ?? [`/images/${product!.id.slice(0, 8)}-640.webp`];
  if (images.length) {
    await db.insert(productImages).values(images.map((url, position) => ({ productId: product!.id, position, url })));
  }
  return product!;
}

async function nameOf(db: Db, table: typeof categories | typeof colours, id: string): Promise<string | null> {
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? null;
}

/** A product's sizes by their label ("S", "M", "NA"), as a cart line names them. */
export async function sizesOf(
  db: Db,
  productId: string,
): Promise<Record<string, { productId: string; sizeId: string }>> {
  const rows = await db.select().from(buyingOptions).where(eq(buyingOptions.productId, productId));
  return Object.fromEntries(rows.map((row) => [row.size, { productId, sizeId: row.id }]));
}

/** A product of one size on sale (₹2,000 by default), named as a cart line on the wire names it. */
export async function aSaree(
  db: Db,
  input: { stock: number; price?: number; size?: string } & Omit<ProductInput, "options">,
): Promise<{ productId: string; sizeId: string }> {
  const { stock, price = 2000, size, ...product } = input;
  const { id } = await aProduct(db, { ...product, options: [{ size, original: price, stock }] });
  const [buyingOption] = await db.select({ id: buyingOptions.id }).from(buyingOptions).where(eq(buyingOptions.productId, id));
  return { productId: id, sizeId: buyingOption!.id };
}

/** The stock a buying option has now. */
export async function stockOf(db: Db, buyingOptionId: string): Promise<number> {
  const [row] = await db.select({ stock: buyingOptions.stock }).from(buyingOptions).where(eq(buyingOptions.id, buyingOptionId));
  return row!.stock;
}
