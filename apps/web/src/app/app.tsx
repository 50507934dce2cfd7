import { Provider } from "react-redux";
import { BrowserRouter } from "react-router";
import { prefetchFirstScreen } from "./prefetch-first-screen";
import { AppRoutes } from "./router";
import { createAppStore } from "./store";

const store = createAppStore();
prefetchFirstScreen(store, window.location.pathname);

export function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
