import { BEST_SELLERS_SIZE } from "@pallu/domain";
import type { ProductListParams } from "@/features/catalogue";

/** The product page's row of best sellers. */
export const BEST_SELLERS_QUERY: ProductListParams = { limit: BEST_SELLERS_SIZE, sortBy: "purchased", sortOrder: "desc" };
