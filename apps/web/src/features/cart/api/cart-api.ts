import type {
  MeasurementDraft,
  MeasurementProfileWire,
  CartLine as WireCartLine,
  RemovedLine as WireRemovedLine,
  UnavailableCartLine as WireUnavailableCartLine,
  WishlistLine as WireWishlistLine,
} from "@pallu/domain";
import { api } from "@/lib/api";
import {
  cartPayload,
  fromWireLine,
  wishlistPayload,
  type CartLine,
  type RemovedLine,
  type UnavailableCartLine,
  type WishlistLine,
} from "../cart-lines";

export interface CartAnswer {
  cart: CartLine[];
  /** Saved sizes that are sold out for now: kept, outside the total, back when stock returns. */
  unavailable: UnavailableCartLine[];
  removed: RemovedLine[];
}

export interface WishlistAnswer {
  wishlist: WishlistLine[];
  removed: RemovedLine[];
}

type WireCartAnswer = { cart: WireCartLine[]; unavailable?: WireUnavailableCartLine[]; removed: WireRemovedLine[] };
type WireWishlistAnswer = { wishlist: WireWishlistLine[]; removed: WireRemovedLine[] };

const cartAnswer = (answer: WireCartAnswer): CartAnswer => ({
  cart: answer.cart.map(fromWireLine),
  unavailable: (answer.unavailable ?? []).map(fromWireLine),
  removed: answer.removed.map(fromWireLine),
});

const wishlistAnswer = (answer: WireWishlistAnswer): WishlistAnswer => ({
  wishlist: answer.wishlist.map(fromWireLine),
  removed: answer.removed.map(fromWireLine),
});

/**
 * The saved cart and wishlist (docs/api.md#orders-cart-wishlist-and-payment). The lists live in the cart slice, which the sync fills
 * from these answers; nothing here is cached, since the server's answer replaces local state.
 * Lines go out and come back through cart-lines, which names their size as the app does.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Reads are queries so that a flaky network gets the shop's retries.
    getMyCart: build.query<CartAnswer, void>({
      query: () => ({ url: "/order/getMyCart", method: "POST" }),
      transformResponse: cartAnswer,
      keepUnusedDataFor: 0,
    }),
    getMyWishlist: build.query<WishlistAnswer, void>({
      query: () => ({ url: "/order/getMyWishlist", method: "POST" }),
      transformResponse: wishlistAnswer,
      keepUnusedDataFor: 0,
    }),
    /** Saves are sent with keepalive so that one started as the page closes still arrives. */
    updateMyCart: build.mutation<CartAnswer, readonly Pick<CartLine, "productId" | "buyingOptionId" | "quantity">[]>({
      query: (lines) => ({
        url: "/order/updateMyCart",
        method: "POST",
        body: { cart: cartPayload(lines) },
        keepalive: true,
      }),
      transformResponse: cartAnswer,
    }),
    updateMyWishlist: build.mutation<WishlistAnswer, readonly Pick<WishlistLine, "productId" | "buyingOptionId">[]>({
      query: (lines) => ({
        url: "/order/updateMyWishlist",
        method: "POST",
        body: { wishlist: wishlistPayload(lines) },
        keepalive: true,
      }),
      transformResponse: wishlistAnswer,
    }),
    /** A guest's measurements become a profile of hers at sign-in, checked by the server as any profile is. */
    keepGuestMeasurements: build.mutation<MeasurementProfileWire, MeasurementDraft>({
      query: (draft) => ({ url: "/user/saveMeasurementProfile", method: "POST", body: draft }),
      transformResponse: (response: { profile: MeasurementProfileWire }) => response.profile,
      invalidatesTags: ["User"],
    }),
  }),
});
