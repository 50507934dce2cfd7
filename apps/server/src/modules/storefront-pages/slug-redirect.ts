import type { Queryable } from "../../db/client.js";
import { catalogueService } from "../catalogue/index.js";

const PRODUCT_PAGE = /^\/product\/([^/]+)\/?$/;

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export const isProductPage = (pathname: string) => PRODUCT_PAGE.test(pathname);

/**
 * Where a storefront address that names a product or category some other way than by its current
 * slug (its id, an old slug, a category's name) now lives, so the page answers 301 instead of
 * itself: links shared before a rename keep working and search engines move to the new address.
 * Undefined when the address is already the current one, or names nothing shoppers can open.
 */
export async function slugRedirect(
  db: Queryable,
  pathname: string,
  query: URLSearchParams,
  /** The current slug of the product page's product, when a render has read it: then the database is not asked. */
  readSlug?: string,
): Promise<string | undefined> {
  const catalog = catalogueService(db);
  const product = PRODUCT_PAGE.exec(pathname);
  if (product) {
    const asked = decoded(product[1]!);
    const slug = readSlug ?? (asked ? await catalog.currentProductSlug(asked) : undefined);
    if (!slug || slug === asked) return undefined;
    const search = query.toString();
    return `/product/${encodeURIComponent(slug)}${search ? `?${search}` : ""}`;
  }
  const category = pathname === "/search" ? query.get("category") : null;
  if (category) {
    const slug = await catalog.currentCategorySlug(category.trim());
    if (!slug || slug === category) return undefined;
    const moved = new URLSearchParams(query);
    moved.set("category", slug);
    return `/search?${moved.toString()}`;
  }
  return undefined;
}
