import { createApi, fetchBaseQuery, retry, type FetchBaseQueryError } from "@reduxjs/toolkit/query/react";
import { API_PREFIX } from "@pallu/domain";
import { readSessionToken } from "./session";

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_PREFIX,
  credentials: "include",
  timeout: 20_000,
  prepareHeaders(headers) {
    const token = readSessionToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    return headers;
  },
});

/**
 * Shoppers are mostly on patchy mobile networks: reads that failed in transit or on a 5xx are
 * tried again twice with back-off; answers the server meant (4xx) and writes are never repeated.
 */
const MAX_RETRIES = 2;

const baseQuery = retry(rawBaseQuery, {
  retryCondition(error, _args, { attempt, baseQueryApi }) {
    if (baseQueryApi.type !== "query" || attempt > MAX_RETRIES) return false;
    const status = (error as FetchBaseQueryError).status;
    return status === "FETCH_ERROR" || status === "TIMEOUT_ERROR" || (typeof status === "number" && status >= 500);
  },
});

/** The one API client of the shop; every feature adds its endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: "api",
  baseQuery,
  tagTypes: [
    "User",
    "Product",
    "Category",
    "Site",
    "Review",
    "Address",
    "Cart",
    "Wishlist",
    "Order",
    "AdminProduct",
    "AdminOrder",
    "Dashboard",
    "Users",
    "Colour",
    "Slide",
    "StoreCredit",
    "Promotion",
  ],
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
