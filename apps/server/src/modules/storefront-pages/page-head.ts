import { ProductListQuerySchema, type Category, type Slide } from "@pallu/domain";
import type { Queryable } from "../../db/client.js";
import { firstScreenImages, heroImageHints, productImageHints, searchImageHints, type ImageHint } from "./first-screen-image.js";
import type { HeadAnswers } from "./render-reads.js";
import { pageWithoutData, productPathOf, searchSeoPage, seoPageFor } from "./seo/seo-page-data.js";
import type { SeoPage, SeoProduct } from "./seo/seo-page.js";

/** What a rendered page's head is made of: its page as search engines and shared links read it, and its first picture. */
export type PageHead = { seo: SeoPage; images: ImageHint[] };

type Listing = { products: { _id: string; images: string[] }[]; pagination: { totalCount: number } };

// The answers are the shop's own API's, made by its schemas: read as they are, not checked again.
const first = <T>(answers: HeadAnswers, path: string) => answers.of(path)[0] as T | undefined;

/**
 * A rendered page's head from the answers its render read (the product, the listing and the
 * categories, the hero's slides), so the page reads nothing twice; from the database, as the page
 * would, when the render did not read them (a product that is not there, a renderer of other pages).
 */
export async function pageHead(db: Queryable, pathname: string, query: URLSearchParams, answers: HeadAnswers): Promise<PageHead> {
  const fromAnswers = headFromAnswers(pathname, query, answers);
  if (fromAnswers) return fromAnswers;
  const productPath = productPathOf(pathname);
  const route = pathname === "/" ? "/" : pathname === "/search" ? "/search" : productPath?.section === "product" ? "/product/:slugOrId" : "";
  const [seo, images] = await Promise.all([seoPageFor(db, pathname, query), firstScreenImages(db, route, { slugOrId: productPath?.id ?? "" }, query)]);
  return { seo, images };
}

/** The slug of the product the render read, which the page's address is checked against. */
export const readProductSlug = (answers: HeadAnswers) => first<{ product: { slug: string } }>(answers, "/products/getProduct")?.product.slug;

/** The footer's "about" as the render read it, which names the shop in the page's head. */
export const readShopAbout = (answers: HeadAnswers) => first<{ footer: { about: string } }>(answers, "/site/getFooter")?.footer.about;

function headFromAnswers(pathname: string, query: URLSearchParams, answers: HeadAnswers): PageHead | undefined {
  if (pathname === "/") {
    const slides = first<{ siteData: Slide[] }>(answers, "/site/getSiteData")?.siteData;
    if (!slides) return undefined;
    const [slide] = slides;
    return { seo: slide ? { kind: "home", heroImage: slide.largeImage } : { kind: "home" }, images: heroImageHints(slide) };
  }
  if (pathname === "/search") {
    const listing = first<Listing>(answers, "/products/getAllProduct");
    const categories = first<{ categories: Category[] }>(answers, "/products/category")?.categories;
    if (!listing || !categories) return undefined;
    const asked = ProductListQuerySchema.safeParse(Object.fromEntries(query));
    const seo = asked.success ? searchSeoPage(query, asked.data, listing, categories) : ({ kind: "search", page: 1, totalCount: 0, narrowed: true } as const);
    return { seo, images: searchImageHints(listing.products[0]?.images[0]) };
  }
  const productPath = productPathOf(pathname);
  if (productPath) {
    const product = first<{ product: SeoProduct }>(answers, "/products/getProduct")?.product;
    if (!product) return undefined;
    return { seo: { kind: productPath.section, product }, images: productPath.section === "product" ? productImageHints(product.images[0]) : [] };
  }
  return { seo: pageWithoutData(pathname), images: [] };
}
