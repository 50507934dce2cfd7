import { HOME_STRIP_SIZE, type SortField } from "@pallu/domain";
import type { ProductListParams } from "@/features/catalogue";

/** The home page's rows of products, each a listing of its own. */
export const HOME_STRIPS: { sortBy: SortField; title: string; eyebrow: string }[] = [
  { sortBy: "purchased", title: "Best Sellers", eyebrow: "Most purchased" },
  { sortBy: "price", title: "Luxury Picks", eyebrow: "Heirloom weaves" },
  { sortBy: "viewed", title: "Most Loved", eyebrow: "Most admired" },
];

export const homeStripQuery = (sortBy: SortField): ProductListParams => ({ sortBy, sortOrder: "desc", limit: HOME_STRIP_SIZE });
