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

async function searchPage(db: Queryable, query: URLSearchParams): Promise<SeoPage> {
  const parsed = ProductListQuerySchema.safeParse(Object.fromEntries(query));
  if (!parsed.success) return { kind: "search", page: 1, totalCount: 0, narrowed: true };
  const catalogue = catalogueService(db);
  const [{ products, pagination }, categories] = await Promise.all([
    catalogue.listProducts(parsed.data),
    catalogue.listCategories(),
  ]);
  const asked = parsed.data.category?.toLowerCase();
  const category = asked
    ? categories.find((c) => c._id === parsed.data.category || c.slug === asked || c.name.toLowerCase() === asked)
    : undefined;
  return {
    kind: "search",
    ...(parsed.data.search ? { search: parsed.data.search } : {}),
    ...(category ? { category: { _id: category._id, slug: category.slug, name: category.name } } : {}),
    page: parsed.data.page,
    totalCount: pagination.totalCount,
    narrowed: [...query.keys()].some((key) => !LISTING_KEYS.has(key)) || (asked !== undefined && !category),
    ...(products[0] ? { firstProduct: { _id: products[0]._id, images: products[0].images } } : {}),
  };
}

/**
 * The page a storefront URL shows, read as the page itself reads it (nothing counted as a view).
 * A convenience for a renderer that has not read the data already; one that has builds the
 * SeoPage from it instead.
 */
export async function seoPageFor(db: Queryable, pathname: string, query: URLSearchParams): Promise<SeoPage> {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (path === "/") {
    const [slide] = await siteService(db).slides();
    return slide ? { kind: "home", heroImage: slide.largeImage } : { kind: "home" };
  }
  if (path === "/search") return searchPage(db, query);
  const staticPage = STATIC_BY_PATH.get(path);
  if (staticPage) return { kind: "static", page: staticPage };
  const [, section, id, ...rest] = path.split("/");
  if ((section === "product" || section === "reviews") && id && rest.length === 0) {
    const product = await shownProduct(db, id);
    if (product) return { kind: section, product };
  }
  return { kind: "notFound", path };
}

/** The shop's identity as the pages name it: its public address, its settings' brand and the footer's "about". */
export async function shopIdentityFor(deps: SettingsDeps): Promise<ShopIdentity> {
  const [brand, footer] = await Promise.all([shopBrand(deps), siteService(deps.db).footer()]);
  return shopIdentity(deps.config.publicUrl, brand, footer.about);
}

/** Everything a page's <head> gets from this folder: the tags, then the structured data. */
export function seoHead(page: SeoPage, shop: ShopIdentity): string {
  return [headFor(page, shop), jsonLdFor(page, shop)].filter(Boolean).join("\n");
}
