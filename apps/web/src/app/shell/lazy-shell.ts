import { lazyWithPreload } from "@/lib/lazy-with-preload";

/** Parts of the shell nobody needs for the first paint: fetched when idle or on demand. */
export const SideMenu = lazyWithPreload(() => import("./side-menu").then((m) => m.SideMenu));
export const ShopToaster = lazyWithPreload(() => import("./shop-toaster").then((m) => m.ShopToaster));
