import { createContext, createElement, useContext, useMemo, useRef, useSyncExternalStore, type ReactNode } from "react";
import type { ShopStore } from "./shop-store";

/**
 * The store's hooks for every part of the web app. Features never import src/app, so a selector
 * is typed by the slice it reads, declared next to that slice (`WithAuth`, `WithCart`,
 * `WithQuickView`); a page that dispatches thunks names the store's dispatch,
 * `useAppDispatch<AppDispatch>()`. RTK Query's hooks read the store through these too (lib/api.ts).
 */

type Bound = { store: ShopStore; serverState: unknown };
const ShopStoreContext = createContext<Bound | null>(null);

/**
 * Gives the pages below their store. `serverState` is the state the server rendered the page
 * with (a guest's), which hydration must read so the markup matches; the visitor's own session
 * and kept lists show in the render that follows.
 */
export function ShopStoreProvider({ store, serverState, children }: { store: ShopStore; serverState?: unknown; children: ReactNode }) {
  const value = useMemo(() => ({ store, serverState: serverState ?? store.getState() }), [store, serverState]);
  return createElement(ShopStoreContext.Provider, { value }, children);
}

function useBound(): Bound {
  const bound = useContext(ShopStoreContext);
  if (!bound) throw new Error("No shop store here: render inside ShopStoreProvider");
  return bound;
}

type Selection<T> = { state: unknown; selector: unknown; value: T };

export function useAppSelector<S, T>(selector: (state: S) => T, equalityFn?: (a: T, b: T) => boolean): T {
  const { store, serverState } = useBound();
  const last = useRef<Selection<T> | null>(null);
  // The same state and selector give the same value, and an equal value keeps the last one, so a
  // selector that builds a new object does not render its component again for nothing.
  const select = (state: unknown): T => {
    const kept = last.current;
    if (kept && kept.state === state && kept.selector === selector) return kept.value;
    const value = selector(state as S);
    const chosen = kept && equalityFn?.(kept.value, value) ? kept.value : value;
    last.current = { state, selector, value: chosen };
    return chosen;
  };
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(serverState),
  );
}

export function useAppDispatch<D = ShopStore["dispatch"]>(): D {
  return useBound().store.dispatch as D;
}

export function useAppStore(): ShopStore {
  return useBound().store;
}
