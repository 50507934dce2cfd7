import { browserTransport } from "@/lib/page-query";
import type { ShopStore } from "@/lib/shop-store";
import { sessionRefused, userArrived } from "./auth-slice";
import type { User } from "./types";

const checking = new WeakSet<ShopStore>();

/**
 * The login check (docs/api.md#user: GET /user/getUser fails with 401 when the session is gone),
 * made without the API client so that a storefront page's first load does not carry it; one at a
 * time. A check that could not get through leaves the session as it was.
 */
export async function checkSession(store: ShopStore): Promise<void> {
  if (checking.has(store)) return;
  checking.add(store);
  try {
    const { data, error } = await browserTransport({ path: "/user/getUser", read: (answer: { user: User }) => answer.user });
    if (data) store.dispatch(userArrived(data as User));
    else store.dispatch(sessionRefused(error?.status));
  } finally {
    checking.delete(store);
  }
}
