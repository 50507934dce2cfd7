import { paiseToRupees, type BuyingOption, type ProductSummary } from "@pallu/domain";

export type ProductRow = {
  id: string;
  name: string;
  description: string;
  category_id: string | null;
  category_name: string | null;
  colour_id: string | null;
  colour_name: string | null;
  colour_code: string | null;
  location: string | null;
  is_cod: boolean;
  size_option: boolean;
  rating: number;
  review_count: number;
  min_price_paise: number;
  max_discount_percent: number;
  min_stock: number;
  total_stock: number;
  total_options: number;
  out_of_stock_options: number;
  viewed: number;
  purchased: number;
  created_at: Date | string;
  hidden: boolean;
  weight_grams: number | null;
  length_cm: number | null;
  breadth_cm: number | null;
  height_cm: number | null;
  category_size_chart: string | null;
  hsn_code: string | null;
  gst_rate: number | null;
};

export type BuyingOptionRow = {
  id: string;
  product_id: string;
  size: string;
  original_price_paise: number;
  discounted_price_paise: number;
  stock: number;
};

/** A product row with its image URLs and live buying options, as the catalogue reads it. */
export type ProductWithListsRow = ProductRow & { images: string[]; options: BuyingOptionRow[] };

export const presentCategory = (row: ProductRow) =>
  row.category_id && row.category_name ? { _id: row.category_id, name: row.category_name } : null;

export function presentBuyingOption(row: BuyingOptionRow): BuyingOption {
  return {
    _id: row.id,
    size: row.size,
    originalPrice: paiseToRupees(row.original_price_paise),
    discountedPrice: paiseToRupees(row.discounted_price_paise),
    stock: row.stock,
  };
}

export function presentProduct(row: ProductRow, images: string[], options: BuyingOptionRow[]): ProductSummary {
  return {
    _id: row.id,
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
  };
}
