import { paiseToRupees, type BuyingOption, type ProductAttributes, type ProductSummary } from "@pallu/domain";
import { z } from "zod";

/** A product as the catalogue's statements select it (products joined with category and colour). */
export const ProductRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  category_slug: z.string().nullable(),
  colour_id: z.string().nullable(),
  colour_name: z.string().nullable(),
  colour_code: z.string().nullable(),
  location: z.string().nullable(),
  is_cod: z.boolean(),
  size_option: z.boolean(),
  one_of_a_kind: z.boolean(),
  rating: z.number(),
  review_count: z.number(),
  min_price_paise: z.number(),
  max_discount_percent: z.number(),
  min_stock: z.number(),
  total_stock: z.number(),
  total_options: z.number(),
  out_of_stock_options: z.number(),
  viewed: z.number(),
  purchased: z.number(),
  created_at: z.union([z.date(), z.string()]),
  hidden: z.boolean(),
  weight_grams: z.number().nullable(),
  length_cm: z.number().nullable(),
  breadth_cm: z.number().nullable(),
  height_cm: z.number().nullable(),
  category_size_chart: z.string().nullable(),
  hsn_code: z.string().nullable(),
  gst_rate: z.number().nullable(),
  own_services: z.array(z.any()).nullable().optional(),
  category_services: z.array(z.any()).nullable().optional(),
  made_to_order_days: z.number().nullable().optional(),
  available_from: z.string().nullable().optional(),
  fabric: z.string().nullable(),
  weave: z.string().nullable(),
  region: z.string().nullable(),
  occasion: z.string().nullable(),
  saree_length_cm: z.number().nullable(),
  blouse_piece: z.boolean().nullable(),
});
export type ProductRow = z.output<typeof ProductRowSchema>;

export const BuyingOptionRowSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  size: z.string(),
  original_price_paise: z.number(),
  discounted_price_paise: z.number(),
  stock: z.number(),
});
export type BuyingOptionRow = z.output<typeof BuyingOptionRowSchema>;

/** A product row with its image URLs and live buying options, as the catalogue reads it. */
export const ProductWithListsRowSchema = ProductRowSchema.extend({ images: z.array(z.string()), options: z.array(BuyingOptionRowSchema) });
export type ProductWithListsRow = z.output<typeof ProductWithListsRowSchema>;

export const presentCategory = (row: ProductRow) =>
  row.category_id && row.category_name ? { _id: row.category_id, slug: row.category_slug ?? "", name: row.category_name } : null;

export function presentBuyingOption(row: BuyingOptionRow): BuyingOption {
  return {
    _id: row.id,
    size: row.size,
    originalPrice: paiseToRupees(row.original_price_paise),
    discountedPrice: paiseToRupees(row.discounted_price_paise),
    stock: row.stock,
  };
}

export function presentAttributes(row: Pick<ProductRow, "fabric" | "weave" | "region" | "occasion" | "saree_length_cm" | "blouse_piece">): ProductAttributes {
  return {
    fabric: row.fabric,
    weave: row.weave,
    region: row.region,
    occasion: row.occasion,
    length: row.saree_length_cm === null ? null : row.saree_length_cm / 100,
    blousePiece: row.blouse_piece,
  };
}

export function presentProduct(row: ProductRow, images: string[], options: BuyingOptionRow[]): ProductSummary {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    images,
    category: row.category_id ? row.category_name : null,
    categoryId: row.category_id,
    rating: Math.round(Number(row.rating) * 10) / 10,
    reviewCount: row.review_count,
    minPrice: paiseToRupees(row.min_price_paise),
    // the product's lowest live price, which the trigger keeps as min_price_paise
    discountPrice: paiseToRupees(row.min_price_paise),
    maxDiscount: row.max_discount_percent,
    minStock: row.min_stock,
    stock: row.total_stock,
    totalBuyingOption: row.total_options,
    totalOutOfStock: row.out_of_stock_options,
    isCOD: row.is_cod,
    sizeOption: row.size_option,
    buyingOption: options.map(presentBuyingOption),
    color:
      row.colour_id && row.colour_name && row.colour_code
        ? { _id: row.colour_id, colorName: row.colour_name, colorCode: row.colour_code }
        : null,
    location: row.location,
    viewed: row.viewed,
    purchased: row.purchased,
    createdAt: new Date(row.created_at).toISOString(),
    hidden: row.hidden,
    oneOfAKind: row.one_of_a_kind,
    attributes: presentAttributes(row),
  };
}
