import type { CartLine, RemovedLine, UnavailableCartLine, WishlistLine } from "@pallu/domain";
import { api } from "@/lib/api";

export interface CartAnswer {
  cart: CartLine[];
  /** Saved sizes that are sold out for now: kept, outside the total, back when stock returns. */
  unavailable?: UnavailableCartLine[];
  removed: RemovedLine[];
}

export interface WishlistAnswer {
  wishlist: WishlistLine[];
  removed: RemovedLine[];
}

/**
 * The saved cart and wishlist (spec §7). The lists live in the cart slice, which the sync fills
 * from these answers; nothing here is cached, since the server's answer replaces local state.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Reads are queries so that a flaky network gets the shop's retries.
    getMyCart: build.query<CartAnswer, void>({
      query: () => ({ url: "/order/getMyCart", method: "POST" }),
      keepUnusedDataFor: 0,
    }),
    getMyWishlist: build.query<WishlistAnswer, void>({
      query: () => ({ url: "/order/getMyWishlist", method: "POST" }),
      keepUnusedDataFor: 0,
    }),
    /**
     * `cart` is JSON text of [{ productId, sizeId, quantity }] (spec §7). Saves are sent with
     * keepalive so that one started as the page closes still arrives.
     */
    updateMyCart: build.mutation<CartAnswer, string>({
      query: (cart) => ({ url: "/order/updateMyCart", method: "POST", body: { cart }, keepalive: true }),
    }),
    updateMyWishlist: build.mutation<WishlistAnswer, string>({
      query: (wishlist) => ({ url: "/order/updateMyWishlist", method: "POST", body: { wishlist }, keepalive: true }),
    }),
  }),
});
