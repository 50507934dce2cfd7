import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { ShopStoreProvider } from "@/lib/store-hooks";
import { MemoryRouter, useLocation } from "react-router";
import type { StaffRole } from "@pallu/domain";
import { createAppStore } from "@/app/store";
import { api } from "@/lib/api";

/** Shows the current address, so a test can see where a click led. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A member of staff signed in with the role, as getUser answers: the back office shows what the role can do. */
export const aStaffUser = (role: StaffRole) => ({
  _id: "staff-1",
  fullname: "Meera Iyer",
  email: "meera@example.com",
  phone: null,
  image: null,
  isVerified: true,
  userType: "Admin" as const,
  role,
  address: [],
});

export function renderInShop(ui: ReactElement, { route = "/", role }: { route?: string; role?: StaffRole } = {}) {
  const store = createAppStore();
  // The answer of getUser as RTK Query delivers it, at once, so the first render already knows the role.
  if (role)
    store.dispatch({
      type: `${api.reducerPath}/executeQuery/fulfilled`,
      payload: aStaffUser(role),
      meta: {
        arg: { type: "query", endpointName: "getUser", originalArgs: undefined, queryCacheKey: "getUser(undefined)" },
        requestId: "staff",
        requestStatus: "fulfilled",
        fulfilledTimeStamp: 0,
        baseQueryMeta: {},
      },
    });
  return render(
    <ShopStoreProvider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </ShopStoreProvider>,
  );
}
