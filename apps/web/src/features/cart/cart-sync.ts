import { NO_SIZE } from "@pallu/domain";
import type { Middleware, ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { notify } from "@/lib/notify";
import { cartApi } from "./api/cart-api";
import type { RemovedLine } from "./cart-lines";
import { keepGuestMeasurements } from "./guest-measurements";
import {
  cartEmptied,
  cartSaved,
  cleared,
  lineAdded,
  lineRemoved,
  lineServicesChosen,
  listsLoaded,
  quantityChanged,
  savesFlushRequested,
  syncFailed,
  syncStarted,
  unavailableLineRemoved,
  unavailableSaved,
  wishlistLineRemoved,
  wishlistSaved,
  wishlistKept,
  wishlistToggled,
  type WithCart,
} from "./cart-slice";

/** Edits wait this long for the next one, so a run of stepper presses is one save. */
export const SAVE_DELAY_MS = 400;

export interface CartSyncOptions<S> {
  /** Whether a session is confirmed (the user is known); the app decides, it knows how sessions look. */
  isSignedIn: (state: S) => boolean;
  saveDelayMs?: number;
}

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type Known = { productId: string; buyingOptionId: string; name: string; size: string };
type Gate = "send" | "wait" | "never";

const isCartEdit = (action: unknown) =>
  lineAdded.match(action) ||
  lineRemoved.match(action) ||
  quantityChanged.match(action) ||
  lineServicesChosen.match(action) ||
  cartEmptied.match(action) ||
  unavailableLineRemoved.match(action);
const isWishlistEdit = (action: unknown) =>
  wishlistToggled.match(action) || wishlistKept.match(action) || wishlistLineRemoved.match(action);

/**
 * Debounced saving of one list where the last write wins: every edit restarts the wait; saves
 * go out one after another; an answer is applied only if no edit came after the save it answers.
 */
function createSaver<Answer>({
  delayMs,
  gate,
  send,
  apply,
}: {
  delayMs: number;
  gate: () => Gate;
  send: () => PromiseLike<{ data?: Answer }>;
  apply: (answer: Answer) => void;
}) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let edits = 0;
  let waitingForLists = false;
  let queue: Promise<unknown> = Promise.resolve();

  function fire() {
    timer = undefined;
    const now = gate();
    if (now === "never") return;
    if (now === "wait") {
      waitingForLists = true;
      return;
    }
    const edit = edits;
    queue = queue
      .then(async () => {
        if (edit !== edits) return; // a newer edit has its own save coming
        const { data } = await send();
        if (data !== undefined && edit === edits) apply(data);
      })
      .catch(() => undefined);
  }

  return {
    edited() {
      edits += 1;
      clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    /** Sends a waiting save now (the page is being left). */
    flush() {
      if (timer === undefined) return;
      clearTimeout(timer);
      fire();
    },
    /** The lists have arrived: a save that was waiting for them goes now. */
    listsReady() {
      if (!waitingForLists) return;
      waitingForLists = false;
      fire();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waitingForLists = false;
      edits += 1;
    },
  };
}

/**
 * Keeps the cart and wishlist in step with the server (docs/shop-rules.md#cart): fetched once the session is
 * confirmed, re-saved after every change (debounced; the last write wins), the server's answer
 * replacing the local lines. Lines the server dropped are told to the shopper once. While the
 * lists cannot be fetched nothing is saved, so a partial list never overwrites the saved one.
 */
export function createCartSync<S extends WithCart>({
  isSignedIn,
  saveDelayMs = SAVE_DELAY_MS,
}: CartSyncOptions<S>): Middleware {
  return (store) => {
    const getState = () => store.getState() as S;
    const dispatch = store.dispatch as Dispatch;
    const toasted = new Set<string>();
    // Bumped when a session ends, so an answer meant for the previous session is dropped.
    let session = 0;

    function announceRemoved(removed: RemovedLine[], known: Known[]) {
      for (const line of removed) {
        const key = `${line.productId}:${line.buyingOptionId ?? ""}:${line.reason}`;
        if (toasted.has(key)) continue;
        toasted.add(key);
        const match = known.find(
          (k) =>
            k.productId === line.productId &&
            (line.buyingOptionId === null || k.buyingOptionId === line.buyingOptionId),
        );
        const label = match ? `${match.name}${match.size && match.size !== NO_SIZE ? ` (${match.size})` : ""}: ` : "";
        notify.error(`${label}${line.reason}`, { id: key });
      }
    }

    function gate(): Gate {
      const state = getState();
      if (!isSignedIn(state)) return "never";
      return state.cart.status === "ready" ? "send" : "wait";
    }

    const cartSaver = createSaver({
      delayMs: saveDelayMs,
      gate,
      // Sold-out lines are sent back too, so that they stay saved until stock returns or the shopper removes them.
      send: () => {
        const { cart, unavailable } = getState().cart;
        return dispatch(cartApi.endpoints.updateMyCart.initiate([...cart, ...unavailable], { track: false }));
      },
      apply(answer) {
        announceRemoved(answer.removed, getState().cart.cart);
        dispatch(cartSaved(answer.cart));
        dispatch(unavailableSaved(answer.unavailable));
      },
    });

    const wishlistSaver = createSaver({
      delayMs: saveDelayMs,
      gate,
      send: () => dispatch(cartApi.endpoints.updateMyWishlist.initiate(getState().cart.wishlist, { track: false })),
      apply(answer) {
        announceRemoved(answer.removed, getState().cart.wishlist);
        dispatch(wishlistSaved(answer.wishlist));
      },
    });

    async function load() {
      const mine = session;
      dispatch(syncStarted());
      const [cart, wishlist] = await Promise.all([
        dispatch(cartApi.endpoints.getMyCart.initiate(undefined, { subscribe: false, forceRefetch: true })),
        dispatch(cartApi.endpoints.getMyWishlist.initiate(undefined, { subscribe: false, forceRefetch: true })),
      ]);
      if (mine !== session) return;
      if (!cart.data || !wishlist.data) {
        dispatch(syncFailed());
        return;
      }
      const local = getState().cart;
      announceRemoved([...cart.data.removed, ...wishlist.data.removed], [...local.cart, ...local.wishlist]);
      const savedCart = new Set(cart.data.cart.map((line) => line.buyingOptionId));
      const savedWishlist = new Set(wishlist.data.wishlist.map((line) => line.buyingOptionId));
      dispatch(
        listsLoaded({ cart: cart.data.cart, wishlist: wishlist.data.wishlist, unavailable: cart.data.unavailable }),
      );
      // Measurements a guest gave with a line that joined the account become one of her profiles.
      void keepGuestMeasurements(dispatch, getState().cart.cart);
      // Pieces added while the lists were on their way were merged in; the server must hear of them.
      if (local.cart.some((line) => !savedCart.has(line.buyingOptionId))) cartSaver.edited();
      if (local.wishlist.some((line) => !savedWishlist.has(line.buyingOptionId))) wishlistSaver.edited();
      cartSaver.listsReady();
      wishlistSaver.listsReady();
    }

    // Leaving the page (or hiding it, on a phone) must not lose an edit still waiting out the debounce.
    if (typeof window !== "undefined") {
      const flush = () => dispatch(savesFlushRequested());
      window.addEventListener("pagehide", flush);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "hidden") flush();
      });
    }

    return (next) => (action) => {
      const result = next(action);
      const state = getState();
      const signedIn = isSignedIn(state);
      if (signedIn && state.cart.status === "idle") {
        void load();
      } else if (!signedIn && state.cart.status !== "idle") {
        session += 1;
        toasted.clear();
        cartSaver.cancel();
        wishlistSaver.cancel();
        dispatch(cleared());
      }
      if (isCartEdit(action)) cartSaver.edited();
      if (isWishlistEdit(action)) wishlistSaver.edited();
      if (savesFlushRequested.match(action)) {
        cartSaver.flush();
        wishlistSaver.flush();
      }
      return result;
    };
  };
}
