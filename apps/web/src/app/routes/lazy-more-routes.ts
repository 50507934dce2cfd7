import { lazyWithPreload } from "@/lib/lazy-with-preload";

/**
 * The account, cart, checkout and order pages' definitions: fetched when the first page is idle,
 * so following a link to one of them still waits for that page's own chunk only.
 */
export const MoreRoutes = lazyWithPreload(() => import("./more-routes").then((m) => m.MoreRoutes));
