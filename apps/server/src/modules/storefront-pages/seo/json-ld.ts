import type { SeoPage, SeoProduct, ShopIdentity } from "./seo-page.js";
import { absoluteUrl, largestImage, productPath, reviewsPath, searchPath, STATIC_PAGES } from "./seo-urls.js";

type Thing = Record<string, unknown>;
type Crumb = { name: string; path?: string };

const CONTEXT = "https://schema.org";

function breadcrumbs(shop: ShopIdentity, crumbs: Crumb[]): Thing {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      // the last crumb is the page itself, which needs no link
      ...(crumb.path && index < crumbs.length - 1 ? { item: absoluteUrl(shop, crumb.path) } : {}),
    })),
  };
}

function organization(shop: ShopIdentity): Thing {
  return {
    "@type": "Organization",
    name: shop.name,
    url: `${shop.baseUrl}/`,
    logo: absoluteUrl(shop, shop.logo ?? "/favicon.svg"),
    ...(shop.email ? { email: shop.email } : {}),
    ...(shop.phone ? { telephone: shop.phone } : {}),
    ...(shop.sameAs?.length ? { sameAs: shop.sameAs } : {}),
  };
}

function productThing(product: SeoProduct, shop: ShopIdentity): Thing {
  const url = absoluteUrl(shop, productPath(product.slug));
  return {
    "@context": CONTEXT,
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    description: product.description,
    sku: product._id,
    url,
    // pictures with an address of their own (a demo's inline drawing has none)
    image: product.images
      .filter((image) => /^(\/|https?:\/\/)/.test(image))
      .map((image) => absoluteUrl(shop, largestImage(image))),
    ...(product.category ? { category: product.category.name } : {}),
    offers: {
      "@type": "Offer",
      url,
      // decimal rupees, the form schema.org asks for (no symbol, no grouping)
      price: product.discountPrice.toFixed(2),
      priceCurrency: "INR",
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: shop.name },
    },
    // a rating without reviews behind it is not one: search engines refuse the markup
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

const productCrumbs = (product: SeoProduct): Crumb[] => [
  { name: "Home", path: "/" },
  ...(product.category
    ? [{ name: product.category.name, path: searchPath({ categorySlug: product.category.slug }) }]
    : []),
  { name: product.name, path: productPath(product.slug) },
];

function thingsOf(page: SeoPage, shop: ShopIdentity): Thing[] {
  switch (page.kind) {
    case "home":
      return [
        { "@context": CONTEXT, ...organization(shop) },
        {
          "@context": CONTEXT,
          "@type": "WebSite",
          name: shop.name,
          url: `${shop.baseUrl}/`,
          potentialAction: {
            "@type": "SearchAction",
            target: { "@type": "EntryPoint", urlTemplate: `${shop.baseUrl}/search?search={search_term_string}` },
            "query-input": "required name=search_term_string",
          },
        },
      ];
    case "search":
      return [
        breadcrumbs(shop, [
          { name: "Home", path: "/" },
          page.category
            ? { name: page.category.name, path: searchPath({ categorySlug: page.category.slug }) }
            : { name: "Search", path: "/search" },
          ...(page.search ? [{ name: `“${page.search}”` }] : []),
        ]),
      ];
    case "product":
      return [productThing(page.product, shop), breadcrumbs(shop, productCrumbs(page.product))];
    case "reviews":
      return [
        breadcrumbs(shop, [...productCrumbs(page.product), { name: "Reviews", path: reviewsPath(page.product._id) }]),
      ];
    case "static":
      return [breadcrumbs(shop, [{ name: "Home", path: "/" }, { name: STATIC_PAGES[page.page].title }])];
    case "notFound":
      return [];
  }
}

/**
 * JSON made safe inside <script>: no "<" at all (so no "</script>" or "<!--"), and no line or
 * paragraph separator, which some older parsers end a script's string at.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The page's structured data for search engines, as <script type="application/ld+json"> blocks:
 * Product with its Offer (and AggregateRating when there are reviews) on a product page,
 * BreadcrumbList on pages below home, Organization and WebSite with its search on home.
 */
export function jsonLdFor(page: SeoPage, shop: ShopIdentity): string {
  return thingsOf(page, shop)
    .map((thing) => `<script type="application/ld+json">${scriptSafeJson(thing)}</script>`)
    .join("\n");
}
