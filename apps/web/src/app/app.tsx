import { BrowserRouter } from "react-router";
import { ShopStoreProvider } from "@/lib/store-hooks";
import { AppRoutes } from "./router";
import { createAppStore, guestState } from "./store";

const store = createAppStore();
// The server renders every page as a guest sees it; hydration reads the same, and the visitor's own
// session and kept lists show in the render that follows.
const serverState = guestState();

/** The shop in the browser. */
export function App() {
  return (
    <ShopStoreProvider store={store} serverState={serverState}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ShopStoreProvider>
  );
}
