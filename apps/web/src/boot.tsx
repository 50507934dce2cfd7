import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { readPageData } from "./app/page-data";
import { prefetchFirstScreen } from "./app/prefetch-first-screen";
import { holdEarlyTaps } from "./lib/early-taps";
import { visitAnswers } from "./lib/page-query";
import { startShopperCurrency } from "./lib/shopper-currency";

/** Brings the shop to life in `container`: hydrates a page the server rendered, renders any other. */
export function startShop(container: HTMLElement) {
  const pageData = readPageData();
  startShopperCurrency();
  if (pageData) for (const [path, answer] of Object.entries(pageData.answers)) visitAnswers().put(path, answer);
  else prefetchFirstScreen(window.location.pathname);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // In the same task as hydrateRoot, which starts listening: every tap is answered by one or the other.
  holdEarlyTaps();
  // As a transition, hydration gives the main thread back to the browser every few milliseconds
  // instead of holding it for the whole page, which a slow phone would spend unable to answer; a
  // tap meanwhile has React hydrate at once what it landed on, then answer it.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
