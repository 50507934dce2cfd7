import { BANNER_SMALL_MAX_WIDTH, IMAGE_WIDTHS } from "./constants.js";

/**
 * Stored images are named "{key}-{width}.webp" for every width of IMAGE_WIDTHS; the API hands
 * out the 640 one and the web derives the srcset from it, wherever the files are served from.
 * An image stored with AVIF copies beside them ("{key}-{width}.avif") says so with AVIF_MARK at
 * the end of its URL: a browser does not fall back from an AVIF source that is missing, so the
 * web offers AVIF only for URLs that carry the mark.
 */
const SIZED_NAME = /-(\d+)\.webp(\?.*)?$/;
export const AVIF_MARK = "?avif";
export const DEFAULT_IMAGE_WIDTH = 640;

export function imageUrlAtWidth(url: string, width: number, format?: "avif"): string {
  return url.replace(SIZED_NAME, format ? `-${width}.avif` : `-${width}.webp$2`);
}

/** The srcset of an image's stored widths; in AVIF only for an image that has AVIF copies. */
export function imageSrcSet(url: string, format?: "avif"): string | undefined {
  if (!SIZED_NAME.test(url) || (format && !url.endsWith(AVIF_MARK))) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageUrlAtWidth(url, width, format)} ${width}w`).join(", ");
}

/**
 * How wide the largest picture of each first screen is drawn. The web's <img sizes> and the
 * server's preload hints use the same strings, so a preloaded picture is the one the page shows.
 */
export const FIRST_SCREEN_IMAGE_SIZES = {
  hero: "100vw",
  productGallery: "(min-width: 1024px) 44vw, (min-width: 768px) 50vw, 100vw",
  // The search grid's cards as laid out (measured in Chromium): two columns on a phone, three from
  // 640 px (the page's side padding grows at 768), three beside the filters from 1024, four in the
  // 1280-px page above. Said exactly, so a phone of density 1.75 takes the 320-px picture its
  // 182-px card needs rather than the 640 (a third of the bytes, ten cards on its first load).
  searchGrid:
    "(min-width: 1280px) 214px, (min-width: 1024px) calc((100vw - 402px) / 3), (min-width: 768px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 64px) / 3), calc((100vw - 48px) / 2)",
} as const;

/** Screens this narrow show the banners' small pictures. */
export const SMALL_BANNER_MEDIA = `(max-width: ${BANNER_SMALL_MAX_WIDTH}px)`;

/** The storefront routes whose first screen the server helps load, and their modules in the web build. */
export const FIRST_SCREEN_ROUTES = [
  { path: "/", module: "src/app/routes/home.tsx" },
  { path: "/search", module: "src/app/routes/search.tsx" },
  { path: "/product/:slugOrId", module: "src/app/routes/product.tsx" },
] as const;

type ManifestChunk = { name?: string; isDynamicEntry?: boolean };

/**
 * The key of a route's chunk in Vite's manifest: its module's path, or, when the route's chunk also
 * hosts modules its own lazy parts share (Rollup then gives it no single module), the dynamic
 * entry named after the module's file.
 */
export function routeChunkKey(manifest: Record<string, ManifestChunk>, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = module.slice(module.lastIndexOf("/") + 1).replace(/\.[jt]sx?$/, "");
  return Object.keys(manifest).find((key) => key.startsWith("_") && manifest[key]!.isDynamicEntry && manifest[key]!.name === name);
}

/** The largest picture the shop takes in one upload (the server refuses more; phones resize first). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Phone photos are drawn down to this longest side before upload: plenty for a 2× zoom of a 960 px view. */
export const UPLOAD_LONGEST_SIDE = 2000;
