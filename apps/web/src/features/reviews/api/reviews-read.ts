import { apiPath, type PageRead } from "@/lib/page-query";
import type { ReviewsPage } from "../types";

/** The spec asks for 99999 to mean "all reviews"; the server answers a bounded page at a time. */
export const ALL_REVIEWS_LIMIT = 99999;

/**
 * A product's first page of reviews as every visitor reads it (a server-rendered /reviews/{id}
 * shows it); the page then asks again with the visitor's session, for her own review and the rest.
 */
export const firstReviewsRead = (productId: string): PageRead<ReviewsPage> => ({
  path: apiPath("/review/getReview", { productId, limit: ALL_REVIEWS_LIMIT, page: 1 }),
  read: ({ reviews, myReview, pagination }: ReviewsPage) => ({ reviews, myReview, pagination }),
});
