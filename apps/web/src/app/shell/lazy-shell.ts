import { lazyWithPreload } from "@/lib/lazy-with-preload";

/** Parts of the shell nobody needs for the first paint: fetched when idle or on demand. */
export const SideMenu = lazyWithPreload(() => import("./side-menu").then((m) => m.SideMenu));
export const ShopToaster = lazyWithPreload(() => import("./shop-toaster").then((m) => m.ShopToaster));
/**
 * The header's currency chooser: rendered on the server with every page, its code arrives as the
 * page comes to life. (The search box is not held back: what a shopper types before its code
 * arrives would be lost when it takes over its input.)
 */
export const CurrencyChooserLater = lazyWithPreload(() =>
  import("@/components/currency/currency-chooser").then((m) => m.CurrencyChooser),
);
