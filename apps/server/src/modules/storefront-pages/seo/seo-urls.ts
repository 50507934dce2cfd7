import { IMAGE_WIDTHS, imageUrlAtWidth } from "@pallu/domain";
import { imageKeyOf } from "../../images/index.js";
import type { ShopIdentity, StaticPageKind } from "./seo-page.js";

/** The storefront's information pages: their paths in the web app and how their heads read. */
export const STATIC_PAGES: Record<StaticPageKind, { path: string; title: string; description: string }> = {
  aboutUs: { path: "/aboutUs", title: "About us", description: "Who we are and the weavers whose sarees we sell." },
  contactUs: {
    path: "/contactUs",
    title: "Contact us",
    description: "Write, call or message us on WhatsApp about an order or a saree.",
  },
  privacy: {
    path: "/privacy",
    title: "Privacy policy",
    description: "What we keep about you, why, and how to have it removed.",
  },
  refund: {
    path: "/refund",
    title: "Returns and refunds",
    description: "How to return a piece, and when and how the money comes back.",
  },
};

/** The size of the pictures shared links show (WhatsApp, Facebook, X ask for at least 1200 × 630). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const OG_IMAGE_ROUTES = { product: "/images/og/product/:file", home: "/images/og/home.jpg" } as const;

/** A path or URL of the shop made absolute on its public address; absolute URLs (a CDN's) stay as they are. */
export function absoluteUrl(shop: Pick<ShopIdentity, "baseUrl">, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${shop.baseUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** A product's page by its slug: the address links, canonical tags and sitemaps name. */
export { productPath } from "@pallu/domain";
/** A product's reviews stay at its id: the page reads them by the id its address names. */
export const reviewsPath = (id: string) => `/reviews/${encodeURIComponent(id)}`;

/** A search's address with only what names the listing (text and category slug), as links and sitemaps write it. */
export function searchPath(filters: { search?: string; categorySlug?: string }): string {
  const query = new URLSearchParams();
  if (filters.search) query.set("search", filters.search);
  if (filters.categorySlug) query.set("category", filters.categorySlug);
  const text = query.toString();
  return text ? `/search?${text}` : "/search";
}

/**
 * A product's shared-link picture. The version is its first image's content key, so the picture
 * may be cached for good and a new first image is a new address.
 */
export function productOgImagePath(product: { _id: string; images: string[] }): string {
  const version = imageKeyOf(product.images[0]);
  return `/images/og/product/${encodeURIComponent(product._id)}.jpg${version ? `?v=${version}` : ""}`;
}

export function homeOgImagePath(heroImage: string | undefined): string {
  const version = imageKeyOf(heroImage);
  return `${OG_IMAGE_ROUTES.home}${version ? `?v=${version}` : ""}`;
}

/** The largest stored width of a picture, as structured data should name it. */
export const largestImage = (url: string) => imageUrlAtWidth(url, Math.max(...IMAGE_WIDTHS));
