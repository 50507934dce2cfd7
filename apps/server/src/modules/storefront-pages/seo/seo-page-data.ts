import { ProductListQuerySchema } from "@pallu/domain";
import type { Queryable } from "../../../db/client.js";
import { AppError } from "../../../lib/app-error.js";
import { catalogueService } from "../../catalogue/index.js";
import { shopBrand, type SettingsDeps } from "../../settings/index.js";
import { siteService } from "../../site/index.js";
import { headFor } from "./head-tags.js";
import { jsonLdFor } from "./json-ld.js";
import type { SeoPage, SeoProduct, ShopIdentity, StaticPageKind } from "./seo-page.js";
import { shopIdentity } from "./shop-identity.js";
import { STATIC_PAGES } from "./seo-urls.js";

/** The query keys that only name a listing; any other (a price, colour, order) narrows it. */
const LISTING_KEYS = new Set(["search", "category", "page", "limit"]);

const STATIC_BY_PATH = new Map(Object.entries(STATIC_PAGES).map(([kind, page]) => [page.path, kind as StaticPageKind]));

/** A product as shoppers see it, or undefined when they cannot (unknown, draft, deleted). */
async function shownProduct(db: Queryable, id: string): Promise<SeoProduct | undefined> {
  try {
    return await catalogueService(db).productPage(id);
  } catch (error) {
    if (error instanceof AppError && error.kind === "notFound") return undefined;
    throw error;
  }
}

/** A listing's page as its head describes it, from the listing the page shows and the shop's categories. */
export function searchSeoPage(
  query: URLSearchParams,
  asked: { search?: string | undefined; category?: string | undefined; page: number },
  listing: { products: { _id: string; images: string[] }[]; pagination: { totalCount: number } },
  categories: { _id: string; slug: string; name: string }[],
): SeoPage {
  const wanted = asked.category?.toLowerCase();
  const category = wanted
    ? categories.find((c) => c._id === asked.category || c.slug === wanted || c.name.toLowerCase() === wanted)
    : undefined;
  const [first] = listing.products;
  return {
    kind: "search",
    ...(asked.search ? { search: asked.search } : {}),
    ...(category ? { category: { _id: category._id, slug: category.slug, name: category.name } } : {}),
    page: asked.page,
    totalCount: listing.pagination.totalCount,
    narrowed: [...query.keys()].some((key) => !LISTING_KEYS.has(key)) || (wanted !== undefined && !category),
    ...(first ? { firstProduct: { _id: first._id, images: first.images } } : {}),
  };
}

async function searchPage(db: Queryable, query: URLSearchParams): Promise<SeoPage> {
  const parsed = ProductListQuerySchema.safeParse(Object.fromEntries(query));
  if (!parsed.success) return { kind: "search", page: 1, totalCount: 0, narrowed: true };
  const catalogue = catalogueService(db);
  const [listing, categories] = await Promise.all([catalogue.listProducts(parsed.data), catalogue.listCategories()]);
  return searchSeoPage(query, parsed.data, listing, categories);
}

/** A storefront path that names a product's page or its reviews page: which, and the product's id or slug. */
export function productPathOf(pathname: string): { section: "product" | "reviews"; id: string } | undefined {
  const [, section, id, ...rest] = trimmedPath(pathname).split("/");
  return (section === "product" || section === "reviews") && id && rest.length === 0 ? { section, id } : undefined;
}

const trimmedPath = (pathname: string) => (pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname);

/** A page that needs no data for its head: a static page or one not found. */
export function pageWithoutData(pathname: string): SeoPage {
  const path = trimmedPath(pathname);
  const staticPage = STATIC_BY_PATH.get(path);
  return staticPage ? { kind: "static", page: staticPage } : { kind: "notFound", path };
}

/**
 * The page a storefront URL shows, read as the page itself reads it (nothing counted as a view).
 * A convenience for a renderer that has not read the data already; one that has builds the
 * SeoPage from it instead.
 */
export async function seoPageFor(db: Queryable, pathname: string, query: URLSearchParams): Promise<SeoPage> {
  const path = trimmedPath(pathname);
  if (path === "/") {
    const [slide] = await siteService(db).slides();
    return slide ? { kind: "home", heroImage: slide.largeImage } : { kind: "home" };
  }
  if (path === "/search") return searchPage(db, query);
  const productPath = productPathOf(path);
  if (productPath) {
    const product = await shownProduct(db, productPath.id);
    if (product) return { kind: productPath.section, product };
  }
  return pageWithoutData(path);
}

/**
 * The shop's identity as the pages name it: its public address, its settings' brand and the
 * footer's "about", as the render read it when it did (the footer is on every page), else stored.
 */
export async function shopIdentityFor(deps: SettingsDeps, readAbout?: string): Promise<ShopIdentity> {
  const [brand, about] = await Promise.all([shopBrand(deps), readAbout ?? siteService(deps.db).footer().then((footer) => footer.about)]);
  return shopIdentity(deps.config.publicUrl, brand, about);
}

/** Everything a page's <head> gets from this folder: the tags, then the structured data. */
export function seoHead(page: SeoPage, shop: ShopIdentity): string {
  return [headFor(page, shop), jsonLdFor(page, shop)].filter(Boolean).join("\n");
}
