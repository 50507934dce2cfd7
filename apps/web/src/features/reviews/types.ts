import type { Pagination, Review } from "@pallu/domain";

export type { Review } from "@pallu/domain";
/** A review as the shop-wide list (home slider) shows it. */
export type ShopReview = Review;

export interface ReviewsPage {
  reviews: Review[];
  /** The viewer's own review of the product, when logged in and there is one. */
  myReview: Review | null;
  pagination: Pagination;
}

/** Who is looking at the reviews, as far as posting is concerned (docs/shop-rules.md#reviews). */
export interface ReviewViewer {
  isLoggedIn: boolean;
  /** Unknown (undefined) while the logged-in user is still loading. */
  isVerified: boolean | undefined;
  /** Where "Login to post review" leads. */
  loginPath: string;
  /** The seller, who may hide a review from the shop (and show it again). */
  isAdmin?: boolean;
}

/** What the review form produces. */
export interface ReviewDraft {
  stars: number;
  review: string;
}
