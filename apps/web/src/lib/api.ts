import type { Middleware } from "@reduxjs/toolkit";
import { setupListeners } from "@reduxjs/toolkit/query";
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule, retry, type FetchBaseQueryError } from "@reduxjs/toolkit/query/react";
import { API_PREFIX } from "@pallu/domain";
import { visitAnswers } from "./page-query";
import { readSessionToken } from "./session";
import { attachStorePart } from "./shop-store";
import { useAppDispatch, useAppSelector, useAppStore } from "./store-hooks";

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

// The shop's own store, not react-redux's context: the storefront's first load carries neither
// this client nor a state library, and the client joins the store when its code arrives.
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ hooks: { useDispatch: useAppDispatch, useSelector: useAppSelector, useStore: useAppStore } as never }),
);

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
  endpoints: () => ({}),
});

/**
 * Writes that change nothing a storefront page shows, and come often: a signed-in shopper's cart
 * and wishlist saves, a checkout's note that it started, her measurements saved on a product page
 * or joining her account. Asking the page's reads again would only cost a phone's data, and change
 * the page under her finger as she goes on to tap "Add to Cart".
 */
const WRITES_THE_STOREFRONT_DOES_NOT_SHOW = new Set([
  "updateMyCart",
  "updateMyWishlist",
  "checkoutStarted",
  "keepGuestMeasurements",
  "saveMeasurementProfile",
]);

/** Any other write the shop accepted may change what the storefront's reads show (stock, a review, a seller's edit): they are asked again. */
const storefrontReadsFollow: Middleware = () => (next) => (action) => {
  const result = next(action);
  const { type, meta } = action as { type?: unknown; meta?: { arg?: { endpointName?: string } } };
  const accepted = type === `${api.reducerPath}/executeMutation/fulfilled` && !WRITES_THE_STOREFRONT_DOES_NOT_SHOW.has(meta?.arg?.endpointName ?? "");
  if (accepted || type === api.util.invalidateTags.type) visitAnswers().changed();
  return result;
};

attachStorePart({
  key: api.reducerPath,
  reducer: api.reducer,
  middleware: (store) => {
    const withAnswers = storefrontReadsFollow(store);
    const withApi = api.middleware(store);
    return (next) => withApi(withAnswers(next));
  },
  joined: (store) => setupListeners(store.dispatch as never),
});
