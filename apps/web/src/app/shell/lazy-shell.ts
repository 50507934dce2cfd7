import { lazyWithPreload } from "@/lib/lazy-with-preload";

/** Parts of the shell nobody needs for the first paint: fetched when idle or on demand. */
export const SideMenu = lazyWithPreload(() => import("./side-menu").then((m) => m.SideMenu));
export const ShopToaster = lazyWithPreload(() => import("./shop-toaster").then((m) => m.ShopToaster));
/**
 * The header's search box and currency chooser: rendered on the server with every page (the search
 * is a form that works before any script), their code arrives as the page comes to life.
 */
export const HeaderSearchLater = lazyWithPreload(() => import("./header-search").then((m) => m.HeaderSearch));
export const CurrencyChooserLater = lazyWithPreload(() =>
  import("@/components/currency/currency-chooser").then((m) => m.CurrencyChooser),
);
