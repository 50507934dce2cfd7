import { configureStore, createSlice } from "@reduxjs/toolkit";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "@/lib/api";
import { notify } from "@/lib/notify";
import { aCartLine, onTheWire } from "@/test/cart-builders";
import { deferred, fakeFetch } from "@/test/fake-fetch";
import {
  cartSlice,
  lineAdded,
  quantityChanged,
  wishlistToggled,
  type CartLine,
  type WithCart,
  unavailableLineRemoved,
} from "./cart-slice";
import { createCartSync } from "./cart-sync";
import { lazyCartSync } from "./cart-sync-loader";

vi.mock("@/lib/notify", () => ({ notify: { error: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() } }));

const SAVE_DELAY = 40;

/** Stands in for the auth feature: the app tells the sync whether a session is confirmed. */
const session = createSlice({
  name: "session",
  initialState: { signedIn: false },
  reducers: {
    signedIn: (state) => void (state.signedIn = true),
    signedOut: (state) => void (state.signedIn = false),
  },
});

type TestState = WithCart & { session: { signedIn: boolean } };
const isSignedIn = (state: TestState) => state.session.signedIn;

function shopStore({ lazy = false } = {}) {
  const sync = (lazy ? lazyCartSync : createCartSync)({ isSignedIn, saveDelayMs: SAVE_DELAY });
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, cart: cartSlice.reducer, session: session.reducer },
    middleware: (getDefault) => getDefault().prepend(sync).concat(api.middleware),
  });
}

/** What the server answers to a saved cart: its own lines for the sizes and quantities sent. */
function priced(sent: unknown, catalogue: Record<string, CartLine>) {
  const lines = JSON.parse((sent as { cart: string }).cart) as { sizeId: string; quantity: number }[];
  return lines.map((line) => onTheWire({ ...catalogue[line.sizeId]!, quantity: line.quantity }));
}

const kurtaM = aCartLine({ buyingOptionId: "opt-m", size: "M", price: 2499 });
const kurtaL = aCartLine({ buyingOptionId: "opt-l", size: "L", price: 2599 });
const catalogue = { "opt-m": kurtaM, "opt-l": kurtaL };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => vi.mocked(notify.error).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe("cart and wishlist sync", () => {
  test("a confirmed session loads the sync, fetches the saved cart and wishlist, and tells once of lines the server dropped", async () => {
    const server = fakeFetch({
      "/order/getMyCart": () => ({
        cart: [onTheWire(kurtaM)],
        removed: [{ productId: "gone", sizeId: "x", reason: "Out of Stock" }],
      }),
      "/order/getMyWishlist": () => ({ wishlist: [], removed: [] }),
    });
    const store = shopStore({ lazy: true });
    store.dispatch(session.actions.signedIn());
    await waitFor(() => expect(store.getState().cart.status).toBe("ready"));
    expect(store.getState().cart.cart).toEqual([kurtaM]);
    expect(server.callsTo("/order/getMyCart")).toHaveLength(1);
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(vi.mocked(notify.error).mock.calls[0]?.[0]).toContain("Out of Stock");
  });

  test("a run of quick edits is saved once, with the last quantity", async () => {
    const server = fakeFetch({
      "/order/getMyCart": () => ({ cart: [onTheWire(kurtaM)], removed: [] }),
      "/order/getMyWishlist": () => ({ wishlist: [], removed: [] }),
      "/order/updateMyCart": (body) => ({ cart: priced(body, catalogue), removed: [] }),
    });
    const store = shopStore();
    store.dispatch(session.actions.signedIn());
    await waitFor(() => expect(store.getState().cart.status).toBe("ready"));

    store.dispatch(quantityChanged({ buyingOptionId: "opt-m", quantity: 2 }));
    store.dispatch(quantityChanged({ buyingOptionId: "opt-m", quantity: 3 }));
    store.dispatch(lineAdded({ ...kurtaL, price: 1 }));
    await waitFor(() => expect(server.callsTo("/order/updateMyCart")).toHaveLength(1));
    await sleep(SAVE_DELAY * 3);

    const saves = server.callsTo("/order/updateMyCart");
    expect(saves).toHaveLength(1);
    expect(JSON.parse((saves[0]!.body as { cart: string }).cart)).toEqual([
      { productId: "prod-kurta", sizeId: "opt-m", quantity: 3 },
      { productId: "prod-kurta", sizeId: "opt-l", quantity: 1 },
    ]);
    // The server's answer replaces the local lines: its price, not the one the page guessed.
    await waitFor(() => expect(store.getState().cart.cart[1]?.price).toBe(2599));
  });

  test("a sold-out line stays saved through the shopper's edits, and leaves only when they remove it", async () => {
    const dupatta = {
      ...aCartLine({ productId: "prod-dupatta", buyingOptionId: "opt-d", name: "Bandhani Dupatta" }),
      reason: "Out of Stock",
    };
    const server = fakeFetch({
      "/order/getMyCart": () => ({ cart: [onTheWire(kurtaM)], unavailable: [onTheWire(dupatta)], removed: [] }),
      "/order/getMyWishlist": () => ({ wishlist: [], removed: [] }),
      "/order/updateMyCart": (body) => {
        const sent = JSON.parse((body as { cart: string }).cart) as { sizeId: string; quantity: number }[];
        const live = sent.filter((line) => line.sizeId !== "opt-d");
        return {
          cart: priced({ cart: JSON.stringify(live) }, catalogue),
          unavailable: sent.some((line) => line.sizeId === "opt-d") ? [onTheWire(dupatta)] : [],
          removed: [],
        };
      },
    });
    const store = shopStore();
    store.dispatch(session.actions.signedIn());
    await waitFor(() => expect(store.getState().cart.status).toBe("ready"));
    expect(store.getState().cart.unavailable).toEqual([dupatta]);

    store.dispatch(quantityChanged({ buyingOptionId: "opt-m", quantity: 2 }));
    await waitFor(() => expect(server.callsTo("/order/updateMyCart")).toHaveLength(1));
    const first = JSON.parse((server.callsTo("/order/updateMyCart")[0]!.body as { cart: string }).cart);
    expect(first).toContainEqual({ productId: "prod-dupatta", sizeId: "opt-d", quantity: 1 });
    await waitFor(() => expect(store.getState().cart.cart[0]?.quantity).toBe(2));
    expect(store.getState().cart.unavailable).toEqual([dupatta]);

    store.dispatch(unavailableLineRemoved({ buyingOptionId: "opt-d" }));
    await waitFor(() => expect(server.callsTo("/order/updateMyCart")).toHaveLength(2));
    const second = JSON.parse((server.callsTo("/order/updateMyCart")[1]!.body as { cart: string }).cart);
    expect(second).toEqual([{ productId: "prod-kurta", sizeId: "opt-m", quantity: 2 }]);
    await waitFor(() => expect(store.getState().cart.unavailable).toEqual([]));
  });

  test("the last write wins: an older answer never overwrites a newer edit, and saves go out in order", async () => {
    const firstAnswer = deferred<void>();
    const secondAnswer = deferred<void>();
    let saves = 0;
    const server = fakeFetch({
      "/order/getMyCart": () => ({ cart: [onTheWire(kurtaM)], removed: [] }),
      "/order/getMyWishlist": () => ({ wishlist: [], removed: [] }),
      "/order/updateMyCart": async (body) => {
        saves += 1;
        await (saves === 1 ? firstAnswer.promise : secondAnswer.promise);
        return { cart: priced(body, catalogue), removed: [] };
      },
    });
    const store = shopStore();
    store.dispatch(session.actions.signedIn());
    await waitFor(() => expect(store.getState().cart.status).toBe("ready"));

    store.dispatch(quantityChanged({ buyingOptionId: "opt-m", quantity: 2 }));
    await waitFor(() => expect(server.callsTo("/order/updateMyCart")).toHaveLength(1));
    store.dispatch(quantityChanged({ buyingOptionId: "opt-m", quantity: 4 }));
    await sleep(SAVE_DELAY * 3);
    // The newer save waits for the older one to land first.
    expect(server.callsTo("/order/updateMyCart")).toHaveLength(1);

    firstAnswer.resolve();
    await waitFor(() => expect(server.callsTo("/order/updateMyCart")).toHaveLength(2));
    await sleep(SAVE_DELAY);
    // The first answer (quantity 2) has landed, and was not applied over the newer edit.
    expect(store.getState().cart.cart[0]?.quantity).toBe(4);
    const last = server.callsTo("/order/updateMyCart")[1]!;
    expect(JSON.parse((last.body as { cart: string }).cart)[0].quantity).toBe(4);
    secondAnswer.resolve();
    await waitFor(() => expect(store.getState().cart.cart[0]).toEqual({ ...kurtaM, quantity: 4 }));
  });

  test("leaving the page saves a waiting edit at once instead of after the debounce", async () => {
    const server = fakeFetch({
      "/order/getMyCart": () => ({ cart: [], removed: [] }),
      "/order/getMyWishlist": () => ({ wishlist: [], removed: [] }),
      "/order/updateMyWishlist": () => ({ wishlist: [onTheWire({ ...kurtaL, inStock: true })], removed: [] }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer, cart: cartSlice.reducer, session: session.reducer },
      middleware: (getDefault) =>
        getDefault()
          .prepend(createCartSync({ isSignedIn, saveDelayMs: 60_000 }))
          .concat(api.middleware),
    });
    store.dispatch(session.actions.signedIn());
    await waitFor(() => expect(store.getState().cart.status).toBe("ready"));
    store.dispatch(wishlistToggled({ ...kurtaL, inStock: true }));
    window.dispatchEvent(new Event("pagehide"));
    await waitFor(() => expect(server.callsTo("/order/updateMyWishlist")).toHaveLength(1));
  });

  test("the wishlist is saved on its own, and a session's end clears both lists without saving", async () => {
    const server = fakeFetch({
      "/order/getMyCart": () => ({ cart: [onTheWire(kurtaM)], removed: [] }),
      "/order/getMyWishlist": () => ({ wishlist: [], removed: [] }),
      "/order/updateMyWishlist": () => ({ wishlist: [onTheWire({ ...kurtaL, inStock: true })], removed: [] }),
    });
    const store = shopStore();
    store.dispatch(session.actions.signedIn());
    await waitFor(() => expect(store.getState().cart.status).toBe("ready"));

    store.dispatch(wishlistToggled({ ...kurtaL, inStock: true }));
    await waitFor(() => expect(server.callsTo("/order/updateMyWishlist")).toHaveLength(1));
    expect(server.callsTo("/order/updateMyCart")).toHaveLength(0);

    store.dispatch(session.actions.signedOut());
    expect(store.getState().cart).toEqual({ cart: [], unavailable: [], wishlist: [], status: "idle" });
    await sleep(SAVE_DELAY * 2);
    expect(server.callsTo("/order/updateMyCart")).toHaveLength(0);
  });

  test("when the saved cart cannot be fetched, edits are not saved over it", async () => {
    const server = fakeFetch({
      "/order/getMyCart": () => {
        throw { status: 400, message: "Bad" };
      },
      "/order/getMyWishlist": () => ({ wishlist: [], removed: [] }),
    });
    const store = shopStore();
    store.dispatch(session.actions.signedIn());
    await waitFor(() => expect(store.getState().cart.status).toBe("failed"));
    store.dispatch(lineAdded(kurtaL));
    await sleep(SAVE_DELAY * 3);
    expect(server.callsTo("/order/updateMyCart")).toHaveLength(0);
  });
});

describe("a guest's measurements at sign-in", () => {
  const amma = { name: "Amma", unit: "in" as const, measurements: { bust: 38, waist: 34, shoulder: 14.5, blouseLength: 15 } };
  const stitched = aCartLine({
    productId: "prod-saree",
    buyingOptionId: "opt-saree",
    name: "Kanjivaram silk saree",
    size: "NA",
    services: [{ serviceId: "stitching", styleId: "boat" }],
    measurementProfileId: null,
  });
  const savedLines = (server: ReturnType<typeof fakeFetch>) =>
    server.callsTo("/order/updateMyCart").map((call) => JSON.parse((call.body as { cart: string }).cart) as { sizeId: string; measurementProfileId?: string | null }[]);

  /** The server for a shopper who signs in with an empty saved cart; her profiles answer as `profiles` says. */
  function signInServer(profiles: (body: { name: string }) => unknown) {
    return fakeFetch({
      "/order/getMyCart": () => ({ cart: [], removed: [] }),
      "/order/getMyWishlist": () => ({ wishlist: [], removed: [] }),
      "/order/updateMyCart": (body) => ({ cart: priced(body, { "opt-saree": stitched }).map((line, index) => ({ ...line, ...JSON.parse((body as { cart: string }).cart)[index] })), removed: [] }),
      "/user/saveMeasurementProfile": (body) => profiles(body as { name: string }),
    });
  }

  test("become a profile of hers, checked by the server, and the cart line names it", async () => {
    const server = signInServer((body) => ({ success: true, profile: { _id: "profile-amma", ...body, notes: null, updatedAt: "2026-11-27T10:00:00Z" } }));
    const store = shopStore();
    store.dispatch(lineAdded({ ...stitched, guestMeasurements: amma }));
    store.dispatch(session.actions.signedIn());

    await waitFor(() => expect(savedLines(server).at(-1)?.[0]?.measurementProfileId).toBe("profile-amma"));
    expect(server.callsTo("/user/saveMeasurementProfile").map((call) => call.body)).toEqual([amma]);
    expect(store.getState().cart.cart[0]).not.toHaveProperty("guestMeasurements");
    expect(notify.error).not.toHaveBeenCalled();
  });

  test("are kept under a new name when she already has a profile of that name, never over it", async () => {
    const server = signInServer((body) => {
      if (body.name === "Amma") throw { status: 409, message: "You already have a profile named Amma", field: "name" };
      return { success: true, profile: { _id: "profile-amma-2", ...body, notes: null, updatedAt: "2026-11-27T10:00:00Z" } };
    });
    const store = shopStore();
    store.dispatch(lineAdded({ ...stitched, guestMeasurements: amma }));
    store.dispatch(session.actions.signedIn());

    await waitFor(() => expect(savedLines(server).at(-1)?.[0]?.measurementProfileId).toBe("profile-amma-2"));
    expect(server.callsTo("/user/saveMeasurementProfile").map((call) => (call.body as { name: string }).name)).toEqual(["Amma", "Amma 2"]);
  });

  test("refused by the server, leave the line to send them later and say why", async () => {
    const server = signInServer(() => {
      throw { status: 400, message: "Bust must be between 24 and 60 inches" };
    });
    const store = shopStore();
    store.dispatch(lineAdded({ ...stitched, guestMeasurements: { ...amma, measurements: { ...amma.measurements, bust: 99 } } }));
    store.dispatch(session.actions.signedIn());

    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    expect(vi.mocked(notify.error).mock.calls[0]?.[0]).toBe(
      "Kanjivaram silk saree: your measurements were not kept (Bust must be between 24 and 60 inches). Add them on the product page, or send them later.",
    );
    await waitFor(() => expect(savedLines(server).length).toBeGreaterThan(0));
    expect(store.getState().cart.cart[0]).toMatchObject({ measurementProfileId: null });
    expect(store.getState().cart.cart[0]).not.toHaveProperty("guestMeasurements");
  });
});
