import { formatRupees } from "@pallu/domain";
import { escapeHtml } from "../../../integrations/mail/escape-html.js";
import type { SeoPage, SeoProduct, ShopIdentity } from "./seo-page.js";
import {
  absoluteUrl,
  homeOgImagePath,
  OG_IMAGE_SIZE,
  productOgImagePath,
  productPath,
  reviewsPath,
  searchPath,
  STATIC_PAGES,
} from "./seo-urls.js";

/** Search engines show about this much of a description; longer text is cut at a word. */
const DESCRIPTION_LENGTH = 160;

type Head = {
  title: string;
  description: string;
  /** A path of the shop; undefined for a page that has no address of its own to point to (not found). */
  canonical?: string;
  index: boolean;
  ogType: "website" | "product";
  image: string;
  price?: number;
};

/** Text made to fit a description: one line, at most DESCRIPTION_LENGTH characters, cut at a word. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  let kept = lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut;
  while (/[\s,.;:–—-]$/.test(kept)) kept = kept.slice(0, -1);
  return `${kept}…`;
}

/**
 * Search listings are indexed where they read as a page of the catalogue: all products, a category
 * or search words ("silk", "banarasi saree": what shoppers type into Google too), first page, with
 * results. A filter or sort, a later page or an empty listing is `noindex, follow`: those are
 * endless variations that would compete with the pages they link to.
 */
export function searchIsIndexable(page: Extract<SeoPage, { kind: "search" }>): boolean {
  return !page.narrowed && page.page === 1 && page.totalCount > 0;
}

function productHead(product: SeoProduct, shop: ShopIdentity): Head {
  const price = formatRupees(product.discountPrice);
  return {
    title: `${product.name} — ${price} | ${shop.name}`,
    description: shortDescription(product.description || `${product.name}, ${price}, at ${shop.name}.`),
    canonical: productPath(product.slug),
    index: true,
    ogType: "product",
    image: productOgImagePath(product),
    price: product.discountPrice,
  };
}

function searchTitle(page: Extract<SeoPage, { kind: "search" }>): string {
  const listing = page.search
    ? `“${page.search}”${page.category ? ` in ${page.category.name}` : ""}`
    : (page.category?.name ?? "All sarees and clothing");
  return page.page > 1 ? `${listing} — page ${page.page}` : listing;
}

function headOf(page: SeoPage, shop: ShopIdentity): Head {
  const home = homeOgImagePath(page.kind === "home" ? page.heroImage : undefined);
  switch (page.kind) {
    case "home":
      return {
        title: shop.tagline ? `${shop.name} — ${shop.tagline}` : shop.name,
        description: shortDescription(shop.about),
        canonical: "/",
        index: true,
        ogType: "website",
        image: home,
      };
    case "search": {
      const found = page.totalCount === 1 ? "1 piece" : `${page.totalCount.toLocaleString("en-IN")} pieces`;
      return {
        title: `${searchTitle(page)} | ${shop.name}`,
        description:
          page.totalCount === 0
            ? `Nothing matches ${searchTitle(page)} at ${shop.name} yet.`
            : `${found}: ${searchTitle(page)} at ${shop.name}. ${shortDescription(shop.about)}`,
        canonical: searchPath({ search: page.search, categorySlug: page.category?.slug }),
        index: searchIsIndexable(page),
        ogType: "website",
        image: page.firstProduct ? productOgImagePath(page.firstProduct) : home,
      };
    }
    case "product":
      return productHead(page.product, shop);
    case "reviews": {
      const { product } = page;
      const rating = product.reviewCount > 0 ? ` — rated ${product.rating} of 5 by ${product.reviewCount}` : "";
      return {
        ...productHead(product, shop),
        title: `Reviews of ${product.name}${rating} | ${shop.name}`,
        description:
          product.reviewCount > 0
            ? `What ${product.reviewCount === 1 ? "1 shopper says" : `${product.reviewCount} shoppers say`} about ${product.name}, rated ${product.rating} of 5.`
            : `No reviews of ${product.name} yet.`,
        canonical: reviewsPath(product._id),
        // a page of reviews with none only repeats the product page
        index: product.reviewCount > 0,
        ogType: "website",
        price: undefined,
      };
    }
    case "static": {
      const about = STATIC_PAGES[page.page];
      return {
        title: `${about.title} | ${shop.name}`,
        description: about.description,
        canonical: about.path,
        index: true,
        ogType: "website",
        image: home,
      };
    }
    case "notFound":
      return {
        title: `Page not found | ${shop.name}`,
        description: shortDescription(shop.about),
        index: false,
        ogType: "website",
        image: home,
      };
  }
}

const meta = (attribute: "name" | "property", key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * The tags a storefront page's <head> carries for search engines and shared links: title,
 * description, robots, canonical URL, Open Graph and Twitter card. Every value is escaped; the
 * result goes into the page as it is.
 */
export function headFor(page: SeoPage, shop: ShopIdentity): string {
  const head = headOf(page, shop);
  const url = head.canonical ? absoluteUrl(shop, head.canonical) : undefined;
  const image = absoluteUrl(shop, head.image);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    head.index ? "" : meta("name", "robots", "noindex, follow"),
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : "",
    meta("property", "og:site_name", shop.name),
    meta("property", "og:type", head.ogType),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    url ? meta("property", "og:url", url) : "",
    meta("property", "og:image", image),
    meta("property", "og:image:type", "image/jpeg"),
    meta("property", "og:image:width", String(OG_IMAGE_SIZE.width)),
    meta("property", "og:image:height", String(OG_IMAGE_SIZE.height)),
    meta("property", "og:locale", "en_IN"),
    head.price === undefined ? "" : meta("property", "product:price:amount", head.price.toFixed(2)),
    head.price === undefined ? "" : meta("property", "product:price:currency", "INR"),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", image),
  ];
  return tags.filter(Boolean).join("\n");
}
