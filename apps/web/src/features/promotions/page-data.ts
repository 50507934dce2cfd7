import type { DataRequest } from "@/lib/data-request";
import { promotionsApi } from "./api/promotions-api";

/** A product's automatic offers (ProductOffers), for the server to fetch before it renders the page. */
export const offersData =
  (productId: string): DataRequest =>
  (dispatch) =>
    dispatch(promotionsApi.endpoints.getOffers.initiate(productId));
