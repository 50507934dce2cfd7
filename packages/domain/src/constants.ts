/** Business constants (docs/shop-rules.md#constants) and the shop's decisions on open points. */
export const API_PREFIX = "/api/v1";

export const PRODUCT_PAGE_SIZE_DEFAULT = 12;
export const PRODUCT_PAGE_SIZE_MAX = 60;
/** The admin product list asks for 9999 at once (docs/shop-rules.md#constants). */
export const ADMIN_PRODUCT_LIST_MAX = 9999;
export const HOME_STRIP_SIZE = 5;
export const BEST_SELLERS_SIZE = 5;
export const SUGGESTIONS_MAX = 10;

export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 100;

export const LOW_STOCK_MAX = 10;
export const NO_SIZE = "NA";

/** Price filter ranges of the search page, in rupees (docs/shop-rules.md#constants). */
export const PRICE_RANGES = [
  { min: 0, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2000 },
  { min: 2000, max: 4000 },
  { min: 4000, max: 7000 },
  { min: 7000, max: 10000 },
] as const;

/** Bounds the search page's price ranges are cut at, in rupees: those below the catalogue's highest price are used. */
const PRICE_LADDER = [500, 1000, 2000, 5000, 10_000, 15_000, 20_000, 30_000, 50_000, 75_000, 100_000, 150_000, 200_000];

/** A price range of the search page, in rupees; without `max`, "and above". */
export type PriceRange = { min: number; max?: number };

/** Price ranges that reach the most expensive piece of the catalogue, the last one open-ended. */
export function priceRangesUpTo(highestRupees: number): PriceRange[] {
  const ranges: PriceRange[] = [];
  let min = 0;
  for (const bound of PRICE_LADDER.filter((bound) => bound < highestRupees)) {
    ranges.push({ min, max: bound });
    min = bound;
  }
  ranges.push({ min });
  return ranges;
}

export const SORT_FIELDS = ["price", "viewed", "purchased", "createdAt", "rating"] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const HERO_AUTOPLAY_MS = 3000;
export const HERO_TRANSITION_MS = 500;
export const SHOWCASE_AUTOPLAY_MS = 2500;
export const BANNER_SMALL_MAX_WIDTH = 768;
export const LOGO_SHORT_MAX_WIDTH = 600;

export const TOAST_DURATION_MS = { default: 4000, success: 2000, error: 4000 } as const;
export const TOAST_LIMIT = 20;

// Made once: building a formatter costs about a millisecond, and every page's footer asks for the year.
const indiaYear = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" });
/** The year the copyright line states: this year as it is in India (Asia/Kolkata), whatever the machine's zone. */
export function copyrightYear(now: Date = new Date()): number {
  return Number(indiaYear.format(now));
}
export const PHONE_COUNTRY_CODE = "+91";
export const DELIVERY_CHARGE_PAISE = 0;

/** Widths every uploaded image is re-encoded to, for srcset. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
