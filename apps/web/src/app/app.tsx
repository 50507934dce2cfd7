import { Provider } from "react-redux";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./router";
import { createAppStore } from "./store";

const store = createAppStore();

export function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
