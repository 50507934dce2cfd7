import { fetchBaseQuery } from "@reduxjs/toolkit/query/react";
import { API_PREFIX } from "@pallu/domain";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { Provider } from "react-redux";
import { StaticRouter } from "react-router";
import { AppRoutes } from "./app/router";
import { PageStatusReporter } from "./app/server/page-status";
import { createAppStore, type AppStore } from "./app/store";
import { api } from "./lib/api";

/** How the server lets a render reach its own API without a network hop. */
export type ApiFetch = (request: Request) => Promise<Response>;

export type RenderedPage = {
  /** The markup that goes inside #root. */
  html: string;
  /** The API answers the page was made from, for the browser's store. */
  data: Record<string, unknown>;
  status: number;
};

// A page whose queries lead to further queries (a product, then its reviews) settles within a few
// passes; a page that keeps asking is rendered as it stands rather than held.
const MAX_PASSES = 4;
const API_ORIGIN = "http://shop.internal";

type PageOutcome = { status: number };

async function renderOnce(store: AppStore, url: string, outcome: PageOutcome): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <PageStatusReporter value={(status) => (outcome.status = status)}>
        <Provider store={store}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </Provider>
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

/**
 * Renders one storefront page as a guest sees it: the page's queries run while it renders, and it
 * is rendered again with their answers until it asks for nothing new.
 */
export async function renderPage(url: string, fetchFn: ApiFetch): Promise<RenderedPage> {
  const store = createAppStore({
    baseQuery: fetchBaseQuery({
      baseUrl: `${API_ORIGIN}${API_PREFIX}`,
      fetchFn: (request) => fetchFn(request as Request),
    }),
  });
  let outcome: PageOutcome = { status: 200 };
  let html = "";
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    outcome = { status: 200 };
    html = await renderOnce(store, url, outcome);
    const running = await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    if (running.length === 0) break;
  }
  return { html, data: pageData(store), status: outcome.status };
}
