import type { Middleware, Reducer, UnknownAction } from "@reduxjs/toolkit";

/*
 * The shop's state in the browser (the session, the cart and wishlist, the quick view): a store
 * that speaks Redux's protocol (reducers, middleware, thunks) in a few lines, so a storefront
 * page's first load carries no state library. RTK Query, which the account, checkout and back
 * office use, joins the same store when its code arrives (attachStorePart).
 */

type Listener = () => void;
type Dispatch = (action: unknown) => unknown;

export type ShopStore<S = Record<string, unknown>> = {
  getState(): S;
  dispatch: Dispatch;
  subscribe(listener: Listener): () => void;
};

/** A piece that joins every store once its code has loaded: its state under `key`, and its middleware. */
export type StorePart = {
  key: string;
  reducer: Reducer;
  middleware?: Middleware;
  /** Called with each store it joins, once joined. */
  joined?: (store: ShopStore) => void;
};

type Slices = Record<string, Reducer>;
type AttachedStore = ShopStore & { attach(part: StorePart): void };

const parts: StorePart[] = [];
const liveStores = new Set<AttachedStore>();

function combine(slices: Slices): Reducer<Record<string, unknown>> {
  return (state = {}, action) => {
    let next: Record<string, unknown> | undefined;
    for (const key in slices) {
      const before = state[key];
      const after = slices[key]!(before, action as UnknownAction);
      if (after !== before) (next ??= { ...state })[key] = after;
    }
    return next ?? state;
  };
}

/** Runs a middleware chain in front of `last`: each one sees every action on its way to the reducers. */
function chain(middleware: Middleware[], api: { getState(): unknown; dispatch: Dispatch }, last: Dispatch): Dispatch {
  return middleware.reduceRight<Dispatch>((next, each) => each(api as never)(next as never) as Dispatch, last);
}

/**
 * A store with the given slices, starting from `preloadedState`; `before` and `after` are
 * middleware around the parts that join later; a function dispatched is run as a thunk.
 */
export function createShopStore({
  slices,
  preloadedState = {},
  before = [],
  after = [],
  joinsParts = true,
}: {
  slices: Slices;
  preloadedState?: Record<string, unknown>;
  before?: Middleware[];
  after?: Middleware[];
  /** Whether parts that load (RTK Query) join it: not a server render's, which lives for one page. */
  joinsParts?: boolean;
}): ShopStore {
  const reducers: Slices = { ...slices };
  let reduce = combine(reducers);
  let state = reduce(preloadedState, { type: "@@shop/init" });
  const listeners = new Set<Listener>();
  const joined: StorePart[] = [];
  let partsDispatch: Dispatch = (action) => afterDispatch(action);

  const reduceDispatch: Dispatch = (action) => {
    state = reduce(state, action as UnknownAction);
    for (const listener of [...listeners]) listener();
    return action;
  };
  const api = {
    getState: () => state,
    dispatch: (action: unknown) => fullDispatch(action),
  };
  const afterDispatch = chain(after, api, reduceDispatch);
  const beforeDispatch = chain(before, api, (action) => partsDispatch(action));
  const fullDispatch: Dispatch = (action) =>
    typeof action === "function" ? (action as (...args: unknown[]) => unknown)(api.dispatch, api.getState) : beforeDispatch(action);

  const store: AttachedStore = {
    getState: api.getState,
    dispatch: api.dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(part) {
      if (joined.includes(part)) return;
      joined.push(part);
      reducers[part.key] = part.reducer;
      reduce = combine(reducers);
      partsDispatch = chain(
        joined.flatMap((each) => (each.middleware ? [each.middleware] : [])),
        api,
        afterDispatch,
      );
      store.dispatch({ type: "@@shop/partJoined", payload: part.key });
      part.joined?.(store);
    },
  };
  if (!joinsParts) return store;
  for (const part of parts) store.attach(part);
  liveStores.add(store);
  return store;
}

/** Adds a part to every store there is and every store made after. */
export function attachStorePart(part: StorePart) {
  if (parts.some((known) => known.key === part.key)) return;
  for (const store of liveStores) store.attach(part);
  parts.push(part);
}

/** Forgets a store nobody uses any more (a test's), so parts that load later do not join it. */
export function releaseShopStore(store: ShopStore) {
  liveStores.delete(store as AttachedStore);
}

type ActionCreator<P> = ((payload: P) => { type: string; payload: P }) & {
  type: string;
  match(action: unknown): action is { type: string; payload: P };
};

/** An action creator with Redux Toolkit's shape (`type`, `match`), for a slice written as a plain reducer. */
export function actionOf<P = void>(type: string): ActionCreator<P> {
  const create = (payload: P) => ({ type, payload });
  return Object.assign(create, {
    type,
    match: (action: unknown): action is { type: string; payload: P } => (action as { type?: unknown } | null)?.type === type,
  });
}

/** An answer of an RTK Query endpoint, told by its action's shape so the first load needs none of RTK Query. */
export function isEndpointAction(
  action: unknown,
  endpointName: string,
  outcome: "fulfilled" | "rejected",
): action is { type: string; payload: never; meta: { arg: { endpointName: string } } } {
  const { type, meta } = (action ?? {}) as { type?: unknown; meta?: { arg?: { endpointName?: unknown } } };
  return typeof type === "string" && type.startsWith("api/") && type.endsWith(`/${outcome}`) && meta?.arg?.endpointName === endpointName;
}

type Handlers<S> = Record<string, (state: S, payload: never) => S>;
type PayloadOf<H> = H extends (...args: infer A) => unknown ? (A extends [unknown, infer P] ? P : void) : never;

/**
 * A slice as a plain reducer: each handler takes the state and the action's payload and returns
 * the next state (a new object where something changed), and names an action `<name>/<handler>`.
 */
export function sliceOf<S, H extends Handlers<S>>(
  name: string,
  initialState: S | (() => S),
  handlers: H,
  /** What the slice does with other slices' actions (an API's answers, say). */
  others: (state: S, action: UnknownAction) => S = (state) => state,
) {
  const getInitialState = () => (typeof initialState === "function" ? (initialState as () => S)() : initialState);
  const actions = Object.fromEntries(Object.keys(handlers).map((key) => [key, actionOf(`${name}/${key}`)])) as {
    [K in keyof H]: ActionCreator<PayloadOf<H[K]>>;
  };
  const byType = new Map(Object.entries(handlers).map(([key, handle]) => [`${name}/${key}`, handle]));
  const reducer = (state: S | undefined, action: UnknownAction): S => {
    const current = state ?? getInitialState();
    const handle = byType.get(action.type);
    return handle ? handle(current, (action as { payload?: unknown }).payload as never) : others(current, action);
  };
  return { name, reducer, actions, getInitialState };
}
