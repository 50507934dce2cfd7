import type { DataRequest } from "@/lib/data-request";
import { firstReviewsRead } from "./api/reviews-read";

/** A product's reviews (ProductReviewsPage), for the server to fetch before it renders the page. */
export const productReviewsData = (productId: string): DataRequest => firstReviewsRead(productId);
