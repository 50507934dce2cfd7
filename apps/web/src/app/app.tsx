import { Provider } from "react-redux";
import { BrowserRouter } from "react-router";
import { pageDataArrived } from "@/lib/api";
import { prefetchFirstScreen } from "./prefetch-first-screen";
import { AppRoutes } from "./router";
import { createAppStore, type RootState } from "./store";

const store = createAppStore();

/**
 * The shop in the browser. A server-rendered page hands over the state it was rendered from: the
 * store takes its API answers, and hydration reads that state (a guest with no lists) so the markup
 * matches; the visitor's own session and kept lists show in the render that follows.
 */
export function App({ pageData }: { pageData?: Record<string, unknown> }) {
  return (
    <Provider store={store} serverState={pageData as RootState | undefined}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}

export function startStore(pageData: Record<string, unknown> | undefined) {
  if (pageData) store.dispatch(pageDataArrived(pageData));
  else prefetchFirstScreen(store, window.location.pathname);
}
