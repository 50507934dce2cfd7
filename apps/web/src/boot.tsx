import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, startStore } from "./app/app";
import { readPageData } from "./app/page-data";
import { holdEarlyTaps } from "./lib/early-taps";
import { startShopperCurrency } from "./lib/shopper-currency";

/** Brings the shop to life in `container`: hydrates a page the server rendered, renders any other. */
export function startShop(container: HTMLElement) {
  const pageData = readPageData();
  startShopperCurrency();
  startStore(pageData);
  const app = (
    <StrictMode>
      <App pageData={pageData} />
    </StrictMode>
  );
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // In the same task as hydrateRoot, which starts listening: every tap is answered by one or the other.
  holdEarlyTaps();
  hydrateRoot(container, app);
}
