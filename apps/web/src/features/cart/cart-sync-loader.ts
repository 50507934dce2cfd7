import type { Middleware } from "@reduxjs/toolkit";
import { syncAttached, type WithCart } from "./cart-slice";
import type { CartSyncOptions } from "./cart-sync";

/**
 * The cart sync, fetched only once someone is signed in: a guest's first load carries none of
 * it. Until it arrives actions pass straight through; then it joins the chain in this place.
 */
export function lazyCartSync<S extends WithCart>(options: CartSyncOptions<S>): Middleware {
  return (store) => (next) => {
    let handle: ((action: unknown) => unknown) | undefined;
    let requested = false;
    return (action) => {
      if (handle) return handle(action);
      const result = next(action);
      if (!requested && options.isSignedIn(store.getState() as S)) {
        requested = true;
        import("./cart-sync").then(
          ({ createCartSync }) => {
            handle = createCartSync(options)(store)(next);
            store.dispatch(syncAttached());
          },
          () => {
            // Offline: the next action tries again.
            requested = false;
          },
        );
      }
      return result;
    };
  };
}
