import { fetchBaseQuery } from "@reduxjs/toolkit/query/react";
import { API_PREFIX, RUPEES_ONLY, type ShopperCurrencies } from "@pallu/domain";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { Provider } from "react-redux";
import { StaticRouter } from "react-router";
import { AppRoutes } from "./app/router";
import { answeredOnce, type ApiFetch } from "./app/server/answered-once";
import { PageStatusReporter } from "./app/server/page-status";
import { routeData } from "./app/server/route-data";
import { createAppStore, type AppStore } from "./app/store";
import { api } from "./lib/api";
import { RenderedFor } from "./lib/shopper-currency";

export type { ApiFetch };

export type RenderedPage = {
  /** The markup that goes inside #root. */
  html: string;
  /** The API answers the page was made from, for the browser's store. */
  data: Record<string, unknown>;
  status: number;
  /** How often the page was rendered: 1 unless it asked for data its route does not declare. */
  passes: number;
  /** The queries the render started that its route does not declare (routeData), if any. */
  undeclared: string[];
};

const API_ORIGIN = "http://shop.internal";

type PageOutcome = { status: number };

async function renderOnce(store: AppStore, url: string, shopper: ShopperCurrencies, outcome: PageOutcome): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <PageStatusReporter value={(status) => (outcome.status = status)}>
        <RenderedFor value={shopper}>
          <Provider store={store}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </Provider>
        </RenderedFor>
      </PageStatusReporter>
    </StrictMode>,
    // Every boundary inline, however large: the shop's content security policy allows no inline
    // script but its own early-tap one, which React would otherwise need to move outlined
    // boundaries into place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

type QueryEntry = { status: string; error?: unknown };
// A product that is not there is part of the page (it renders "not found"); other failures are not.
const isPagesAnswer = (query: QueryEntry | undefined) =>
  query?.status === "fulfilled" ||
  (query?.status === "rejected" &&
    [400, 404].includes((query.error as { status?: unknown } | undefined)?.status as number));

/**
 * The state the page was rendered from, for the browser to hydrate with. Only settled answers
 * travel: a pending or failed one is asked again by the browser.
 */
function pageData(store: AppStore): Record<string, unknown> {
  const state = store.getState();
  const queries = Object.fromEntries(Object.entries(state.api.queries).filter(([, query]) => isPagesAnswer(query)));
  return { ...state, api: { ...state.api, queries, mutations: {}, subscriptions: {} } };
}

const queryKeys = (store: AppStore) => new Set(Object.keys(store.getState().api.queries));
const settle = (store: AppStore) => Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

/**
 * Renders one storefront page as a guest sees it, its prices in the shopper's currency: the answers
 * its route declares (routeData) are fetched together first, then the page renders once. A render
 * that still asks for something new is rendered one more time with it, and says so (`undeclared`),
 * rather than shown without it.
 */
export async function renderPage(url: string, fetchFn: ApiFetch, shopper: ShopperCurrencies = RUPEES_ONLY): Promise<RenderedPage> {
  const ask = answeredOnce(fetchFn);
  const store = createAppStore({
    baseQuery: fetchBaseQuery({ baseUrl: `${API_ORIGIN}${API_PREFIX}`, fetchFn: (request) => ask(request as Request) }),
  });
  await Promise.all(routeData(url, shopper.currency).map((request) => request(store.dispatch)));

  const declared = queryKeys(store);
  let outcome: PageOutcome = { status: 200 };
  let html = await renderOnce(store, url, shopper, outcome);
  // A failed answer the render asked again for is settled too, but it is no news to the page.
  await settle(store);
  const undeclared = [...queryKeys(store)].filter((key) => !declared.has(key));
  if (undeclared.length === 0) return { html, data: pageData(store), status: outcome.status, passes: 1, undeclared };

  outcome = { status: 200 };
  html = await renderOnce(store, url, shopper, outcome);
  await settle(store);
  return { html, data: pageData(store), status: outcome.status, passes: 2, undeclared };
}
