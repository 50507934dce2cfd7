import type { DataRequest } from "@/lib/data-request";
import { reviewsApi } from "./api/reviews-api";

/** A product's reviews (ProductReviewsPage), for the server to fetch before it renders the page. */
export const productReviewsData =
  (productId: string): DataRequest =>
  (dispatch) =>
    dispatch(reviewsApi.endpoints.getProductReviews.initiate(productId));
