import { RUPEES_ONLY, type ShopperCurrencies } from "@pallu/domain";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppRoutes } from "./app/router";
import { answeredOnce, type ApiRead } from "./app/server/answered-once";
import { PageStatusReporter } from "./app/server/page-status";
import { routeData } from "./app/server/route-data";
import { createGuestStore } from "./app/store";
import type { PageData } from "./app/page-data";
import type { DataRequest } from "./lib/data-request";
import { answerFrom, PageAnswers, PageAnswersProvider, type PageRead, type ReadTransport } from "./lib/page-query";
import { RenderedFor } from "./lib/shopper-currency";
import { ShopStoreProvider } from "./lib/store-hooks";

export type { ApiRead };

export type RenderedPage = {
  /** The markup that goes inside #root. */
  html: string;
  /** The API answers the page was made from, for the browser to start from. */
  data: PageData;
  status: number;
  /** How often the page was rendered: 1 unless it asked for data its route does not declare. */
  passes: number;
  /** The reads the render asked for that its route does not declare (routeData), if any. */
  undeclared: string[];
};

type PageOutcome = { status: number };

// Nothing on the server changes a guest's state: one store serves every render.
const guestStore = createGuestStore();

function pageTree(answers: PageAnswers, url: string, shopper: ShopperCurrencies, outcome: PageOutcome) {
  return (
    <StrictMode>
      <PageStatusReporter value={(status) => (outcome.status = status)}>
        <RenderedFor value={shopper}>
          <ShopStoreProvider store={guestStore}>
            <PageAnswersProvider answers={answers}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </PageAnswersProvider>
          </ShopStoreProvider>
        </RenderedFor>
      </PageStatusReporter>
    </StrictMode>
  );
}

// How React marks a part it left for the browser to render: here, a part whose code had not loaded.
const LEFT_TO_THE_BROWSER = "<!--$!-->";

/**
 * The page's markup. Its data is all fetched, so once the code of its lazy parts has loaded (after
 * their first page in this process) it renders in one synchronous pass straight to a string, with
 * no stream to encode and decode again. A page that meets a part whose code is still loading is
 * rendered by the renderer that waits for it.
 */
async function renderOnce(answers: PageAnswers, url: string, shopper: ShopperCurrencies, outcome: PageOutcome): Promise<string> {
  const html = renderToString(pageTree(answers, url, shopper, outcome));
  if (!html.includes(LEFT_TO_THE_BROWSER)) return html;
  const { prelude } = await prerender(
    pageTree(answers, url, shopper, outcome),
    // Every boundary inline, however large: the shop's content security policy allows no inline
    // script but its own early-tap one, which React would otherwise need to move outlined
    // boundaries into place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** Reads through the server's own way in; a read it could not answer is left for the browser to ask. */
function serverTransport(ask: ApiRead): ReadTransport {
  return async (read) => {
    try {
      const { status, body } = await ask(read.path);
      return answerFrom(read, status, body);
    } catch {
      return { error: { status: "FETCH_ERROR" } };
    }
  };
}

/** Fetches the requests together, then what follows from each answer. */
async function fetchAll(answers: PageAnswers, requests: DataRequest[]): Promise<void> {
  await Promise.all(
    requests.map(async (request) => {
      await answers.fetch(request);
      const data = answers.entry(request.path)?.data;
      if (data !== undefined && request.then) await fetchAll(answers, request.then(data as never));
    }),
  );
}

/**
 * Renders one storefront page as a guest sees it, its prices in the shopper's currency: the answers
 * its route declares (routeData) are fetched together first, then the page renders once. A render
 * that still asks for something new is rendered one more time with it, and says so (`undeclared`),
 * rather than shown without it.
 */
export async function renderPage(url: string, read: ApiRead, shopper: ShopperCurrencies = RUPEES_ONLY): Promise<RenderedPage> {
  const answers = new PageAnswers(serverTransport(answeredOnce(read)), { notesAsked: true });
  await fetchAll(answers, routeData(url, shopper.currency));

  let outcome: PageOutcome = { status: 200 };
  let html = await renderOnce(answers, url, shopper, outcome);
  const undeclared = [...answers.asked.keys()];
  if (undeclared.length === 0) return { html, data: { answers: answers.embedded() }, status: outcome.status, passes: 1, undeclared };

  await fetchAll(answers, [...answers.asked.values()] as PageRead<unknown>[]);
  outcome = { status: 200 };
  html = await renderOnce(answers, url, shopper, outcome);
  return { html, data: { answers: answers.embedded() }, status: outcome.status, passes: 2, undeclared };
}
