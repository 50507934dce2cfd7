import type { ProductSummary } from "@pallu/domain";

/** Who the pages speak for: the name and look every title, card and structured-data block shares. */
export type ShopIdentity = {
  name: string;
  tagline: string;
  /** The shop's public address (PUBLIC_URL), without a trailing slash: every canonical URL starts here. */
  baseUrl: string;
  /** The footer's "about" text: the home page's description. */
  about: string;
  email?: string;
  phone?: string;
  /** The seller's logo (a path of the shop or a full URL), when she has uploaded one. */
  logo?: string;
  /** The shop's pages elsewhere (Instagram, Facebook, ...). */
  sameAs?: string[];
};

/** The product fields a page's head and structured data read; a ProductSummary or ProductDetail has them. */
export type SeoProduct = Pick<
  ProductSummary,
  "_id" | "slug" | "name" | "description" | "images" | "discountPrice" | "stock" | "rating" | "reviewCount"
> & { category: { _id: string; slug: string; name: string } | null };

export type StaticPageKind = "aboutUs" | "contactUs" | "privacy" | "refund";

/**
 * A storefront page as its head describes it; the caller reads the data (product, settings,
 * listing) and the functions of this folder only turn it into tags.
 */
export type SeoPage =
  | { kind: "home"; heroImage?: string }
  | {
      kind: "search";
      search?: string;
      category?: { _id: string; slug: string; name: string };
      page: number;
      totalCount: number;
      /** Any filter or order beyond the search and the category (price, colour, sort, ...). */
      narrowed: boolean;
      /** The first result, whose picture stands for the listing in a shared link. */
      firstProduct?: { _id: string; images: string[] };
    }
  | { kind: "product"; product: SeoProduct }
  | { kind: "reviews"; product: SeoProduct }
  | { kind: "static"; page: StaticPageKind }
  | { kind: "notFound"; path: string };
