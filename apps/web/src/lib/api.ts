import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule, retry, type FetchBaseQueryError } from "@reduxjs/toolkit/query/react";
import { createAction } from "@reduxjs/toolkit";
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

/**
 * On the server a page is rendered with its own way to reach the API (the store's extra argument):
 * a browser's relative URLs mean nothing there.
 */
export type ApiTransport = { baseQuery: typeof rawBaseQuery };
const transportedQuery: typeof rawBaseQuery = (args, queryApi, extraOptions) =>
  ((queryApi.extra as ApiTransport | undefined)?.baseQuery ?? rawBaseQuery)(args, queryApi, extraOptions);

const baseQuery = retry(transportedQuery, {
  retryCondition(error, _args, { attempt, baseQueryApi }) {
    // A server render does not wait on a failing API: the browser asks again.
    if (baseQueryApi.type !== "query" || attempt > MAX_RETRIES || baseQueryApi.extra) return false;
    const status = (error as FetchBaseQueryError).status;
    return status === "FETCH_ERROR" || status === "TIMEOUT_ERROR" || (typeof status === "number" && status >= 500);
  },
});

/** The answers a server-rendered page was made from, handed to the browser's store. */
export const pageDataArrived = createAction<Record<string, unknown>>("page/dataArrived");

// A server render has no effects: its queries start while it renders, and the renderer waits for them.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }));

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
    "AttributeValue",
    "Slide",
    "StoreCredit",
    "Promotion",
    "Staff",
    "AuditLog",
  ],
  refetchOnReconnect: true,
  extractRehydrationInfo(action, { reducerPath }) {
    return pageDataArrived.match(action) ? (action.payload[reducerPath] as never) : undefined;
  },
  endpoints: () => ({}),
});
