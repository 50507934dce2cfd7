import {
  BANNER_SMALL_MAX_WIDTH,
  DEFAULT_IMAGE_WIDTH,
  FIRST_SCREEN_IMAGE_SIZES,
  imageSrcSet,
  imageUrlAtWidth,
  ProductListQuerySchema,
  SMALL_BANNER_MEDIA,
  type Slide,
} from "@pallu/domain";
import type { Queryable } from "../../db/client.js";
import { catalogueService } from "../catalogue/index.js";
import { siteService } from "../site/index.js";

/** A picture the page will show first, described the way its <picture> asks for it. */
export type ImageHint = { href: string; srcset: string | undefined; sizes: string; media?: string; type?: string };

/**
 * The page offers an image's AVIF copies first where it has them, so the hint names those, typed:
 * a browser without AVIF skips the hint and loads the WebP the page falls back to.
 */
function hint(url: string, sizes: string, media?: string): ImageHint {
  const avif = imageSrcSet(url, "avif");
  const picked = avif
    ? { href: imageUrlAtWidth(url, DEFAULT_IMAGE_WIDTH, "avif"), srcset: avif, type: "image/avif" }
    : { href: url, srcset: imageSrcSet(url) };
  return { ...picked, sizes, ...(media ? { media } : {}) };
}

/** The hero's first slide, small on a phone and large beyond. */
export function heroImageHints(slide: Pick<Slide, "smallImage" | "largeImage"> | undefined): ImageHint[] {
  if (!slide) return [];
  return [
    hint(slide.smallImage, FIRST_SCREEN_IMAGE_SIZES.hero, SMALL_BANNER_MEDIA),
    hint(slide.largeImage, FIRST_SCREEN_IMAGE_SIZES.hero, `(min-width: ${BANNER_SMALL_MAX_WIDTH + 1}px)`),
  ];
}

/** The first picture of a listing's first result, as the search grid shows it. */
export const searchImageHints = (image: string | undefined): ImageHint[] => (image ? [hint(image, FIRST_SCREEN_IMAGE_SIZES.searchGrid)] : []);

/** A product's first picture, as its gallery shows it. */
export const productImageHints = (image: string | undefined): ImageHint[] => (image ? [hint(image, FIRST_SCREEN_IMAGE_SIZES.productGallery)] : []);

/**
 * The largest picture of a first screen, read from the database as the page itself will find it:
 * the first hero slide (small or large by screen width), the first product of a search, a
 * product's first image. For a page whose render's answers are not at hand.
 */
export async function firstScreenImages(db: Queryable, route: string, params: Record<string, string>, query: URLSearchParams): Promise<ImageHint[]> {
  if (route === "/") {
    const [slide] = await siteService(db).slides();
    return heroImageHints(slide);
  }
  if (route === "/search") {
    // The sort form sent without a script (sort=price:asc) is read by the page, not by the API's
    // schema: no hint rather than the picture of an unsorted first result.
    if (query.has("sort")) return [];
    // The same query the page is about to send: its count and search ranking are remembered by the
    // listing cache, so the API call that follows reuses them and only the page's rows are read twice.
    const parsed = ProductListQuerySchema.safeParse(Object.fromEntries(query));
    if (!parsed.success) return [];
    const { products } = await catalogueService(db).listProducts(parsed.data);
    return searchImageHints(products[0]?.images[0]);
  }
  if (route === "/product/:slugOrId" && params.slugOrId) return productImageHints(await catalogueService(db).firstImageOf(params.slugOrId));
  return [];
}
