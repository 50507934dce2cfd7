import {
  formatRupees,
  PRICE_RANGES,
  SORT_FIELDS,
  SORT_ORDERS,
  type PriceRange,
  type SortField,
  type SortOrder,
} from "@pallu/domain";
import type { Category } from "@pallu/domain";
import type { ProductListParams } from "./api/catalogue-api";

/**
 * The saree attribute filters, passed through as the query string has them (`fabric=silk,cotton`):
 * the lists live with the lazily loaded filter links, out of this page's first load.
 */
export const ATTRIBUTE_FILTERS = ["fabric", "weave", "region", "occasion", "length", "blousePiece"] as const;
export type AttributeFilter = (typeof ATTRIBUTE_FILTERS)[number];

/** Whether a listing's `category` names this category: by its slug (as links write it), its id or its name (older links). */
export function namesCategory(asked: string | undefined, category: Pick<Category, "_id" | "slug" | "name">): boolean {
  if (!asked) return false;
  return asked === category.slug || asked === category._id || asked.toLowerCase() === category.name.toLowerCase();
}

/** The state of the /search page; the query string is its only source (docs/shop-rules.md#search). */
export interface SearchFilters extends Partial<Record<AttributeFilter, string>> {
  page: number;
  limit?: number;
  search?: string;
  category?: string;
  priceMin?: number;
  priceMax?: number;
  discount?: number;
  inStockOnly: boolean;
  location?: string;
  payment?: PaymentFilter;
  colour?: string;
  /** Only products with this size in stock. */
  size?: string;
  sortBy?: SortField;
  sortOrder?: SortOrder;
}

export type PaymentFilter = "On" | "Off";

export const PAYMENT_OPTIONS: readonly { value: PaymentFilter; label: string }[] = [
  { value: "Off", label: "Cash On Delivery" },
  { value: "On", label: "Online" },
];

export const SORT_OPTIONS: readonly { label: string; sortBy: SortField; sortOrder: SortOrder }[] = [
  { label: "Price: Low to High", sortBy: "price", sortOrder: "asc" },
  { label: "Price: High to Low", sortBy: "price", sortOrder: "desc" },
  { label: "Popular", sortBy: "viewed", sortOrder: "desc" },
  { label: "Best Selling", sortBy: "purchased", sortOrder: "desc" },
];

export const DISCOUNT_OPTIONS = [10, 20, 30, 50] as const;

export { PRICE_RANGES };

const EMPTY: SearchFilters = { page: 1, inStockOnly: false };

function text(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value : undefined;
}

function wholeNumber(params: URLSearchParams, key: string, min: number): number | undefined {
  const raw = text(params, key);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min ? Math.floor(value) : undefined;
}

function oneOf<T extends string>(options: readonly T[], value: string | undefined): T | undefined {
  return options.find((option) => option === value);
}

/** Reads the filters from a query string, ignoring values the API would refuse. */
export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  // The sort form sent without a script says both halves in one field: sort=price:asc.
  const [sentBy, sentOrder] = text(params, "sort")?.split(":") ?? [];
  const sortBy = oneOf(SORT_FIELDS, text(params, "sortBy") ?? sentBy);
  const filters: SearchFilters = {
    page: wholeNumber(params, "page", 1) ?? 1,
    limit: wholeNumber(params, "limit", 1),
    search: text(params, "search"),
    category: text(params, "category"),
    priceMin: wholeNumber(params, "priceMin", 0),
    priceMax: wholeNumber(params, "priceMax", 0),
    discount: wholeNumber(params, "discount", 0),
    inStockOnly: (params.get("availibility") ?? params.get("availability")) === "true",
    location: text(params, "location"),
    payment: oneOf(["On", "Off"] as const, text(params, "payment")),
    colour: text(params, "color"),
    size: text(params, "size"),
    sortBy,
    sortOrder: sortBy ? (oneOf(SORT_ORDERS, text(params, "sortOrder") ?? sentOrder) ?? "desc") : undefined,
  };
  for (const key of ATTRIBUTE_FILTERS) filters[key] = params.getAll(key).join() || undefined;
  return withoutEmpty(filters);
}

function withoutEmpty(filters: SearchFilters): SearchFilters {
  const entries = Object.entries(filters).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries) as unknown as SearchFilters;
}

/** The query string of a filter state, in a fixed key order, defaults left out. */
export function toSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") params.set(key, String(value));
  };
  put("search", filters.search);
  put("category", filters.category);
  put("priceMin", filters.priceMin);
  put("priceMax", filters.priceMax);
  put("discount", filters.discount);
  if (filters.inStockOnly) params.set("availibility", "true");
  put("location", filters.location);
  put("payment", filters.payment);
  put("color", filters.colour);
  put("size", filters.size);
  for (const key of ATTRIBUTE_FILTERS) put(key, filters[key]);
  put("sortBy", filters.sortBy);
  put("sortOrder", filters.sortBy ? filters.sortOrder : undefined);
  put("limit", filters.limit);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The API query of a filter state: the same names, with the page always given. */
export function toProductListParams(filters: SearchFilters): ProductListParams {
  const params: ProductListParams = { page: filters.page };
  for (const [key, value] of toSearchParams({ ...filters, page: 1 })) {
    params[key as keyof ProductListParams] = value;
  }
  return params;
}

/** Any change of filter starts again from the first page; only a page change keeps its page. */
export function changeFilters(filters: SearchFilters, patch: Partial<SearchFilters>): SearchFilters {
  return withoutEmpty({ ...filters, page: 1, ...patch });
}

export function clearedFilters(filters: SearchFilters): SearchFilters {
  return filters.search ? { ...EMPTY, search: filters.search } : { ...EMPTY };
}

export function sortKey(filters: Pick<SearchFilters, "sortBy" | "sortOrder">): string {
  return filters.sortBy ? `${filters.sortBy}:${filters.sortOrder ?? "desc"}` : "";
}

export function isPriceRangeSelected(filters: SearchFilters, range: PriceRange): boolean {
  return filters.priceMin === range.min && filters.priceMax === range.max;
}

/** "Under ₹500", "₹500 – ₹1,000", "₹20,000 and above". */
export function priceLabel(range: PriceRange): string {
  if (range.max === undefined) return range.min === 0 ? "Any price" : `${formatRupees(range.min)} and above`;
  return range.min === 0
    ? `Under ${formatRupees(range.max)}`
    : `${formatRupees(range.min)} – ${formatRupees(range.max)}`;
}

/** A price range the shopper typed: whole rupees, either end may stay empty; undefined when it cannot be. */
export function customPriceRange(
  minText: string,
  maxText: string,
): { priceMin?: number; priceMax?: number } | undefined {
  const read = (text: string) => (text.trim() === "" ? undefined : Number(text));
  const priceMin = read(minText);
  const priceMax = read(maxText);
  for (const value of [priceMin, priceMax])
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) return undefined;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) return undefined;
  return { priceMin, priceMax };
}

/** How many filters are narrowing the list (search text and sort are not filters). */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.category,
    filters.priceMin ?? filters.priceMax,
    filters.discount,
    filters.inStockOnly || undefined,
    filters.location,
    filters.payment,
    filters.colour,
    filters.size,
    ...ATTRIBUTE_FILTERS.map((key) => filters[key]),
  ].filter((value) => value !== undefined).length;
}
