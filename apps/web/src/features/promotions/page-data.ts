import type { DataRequest } from "@/lib/data-request";
import { offersRead } from "./api/offers-read";

/** A product's automatic offers (ProductOffers), for the server to fetch before it renders the page. */
export const offersData = (productId: string): DataRequest => offersRead(productId);
