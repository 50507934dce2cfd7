import type { DataRequest } from "@/lib/data-request";
import { offersRead, runningOffersRead } from "./api/offers-read";
import type { ProductOffer } from "./types";

/**
 * A product's automatic offers (ProductOffers), for the server to fetch before it renders the page:
 * the shop's running offers, then, only when there are some, the product's own.
 */
export const offersData = (productId: string): DataRequest => ({
  ...runningOffersRead,
  then: (running: ProductOffer[]) => (running.length > 0 ? [offersRead(productId)] : []),
});
