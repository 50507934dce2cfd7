import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { MemoryRouter, useLocation } from "react-router";
import { createAppStore } from "@/app/store";

/** Shows the current address, so a test can see where a click led. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderInShop(ui: ReactElement, { route = "/" }: { route?: string } = {}) {
  const store = createAppStore();
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}
