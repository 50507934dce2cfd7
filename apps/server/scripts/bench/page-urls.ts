import { productPath } from "@pallu/domain";
import { and, asc, isNull, ne, not } from "drizzle-orm";
import type { Db } from "../../src/db/client.js";
import { products } from "../../src/db/schema/index.js";

/** A kind of storefront page and the n-th address of it: no two requests ask the same address. */
export type PageKind = { name: string; path: (n: number) => string };

/**
 * A query parameter the page does not read, so the page is the same but its address is new: the
 * server keeps pages by their address (campaign parameters such as utm_* and fbclid left out), so
 * its page cache never answers and every request renders.
 */
const shared = (n: number) => `visit=${n}`;

/** Spreads the n-th request over a list without walking it in order. */
const nth = <T>(list: readonly T[], n: number): T => list[(n * 7919) % list.length]!;

/** Two words of a product's name ("Banarasi Saree"), as a shopper would type them. */
export function searchTermOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[a-z]/i.test(word));
  return words.length > 2 ? `${words[0]} ${words.at(-1)}` : words.join(" ");
}

/** The storefront's public pages over the catalogue in `db`: product pages, searches and home. */
export async function storefrontPageKinds(db: Db, limit: number): Promise<PageKind[]> {
  const rows = await db
    .select({ slug: products.slug, name: products.name })
    .from(products)
    .where(and(isNull(products.deletedAt), not(products.hidden), ne(products.slug, "")))
    .orderBy(asc(products.id))
    .limit(limit);
  if (rows.length === 0) throw new Error("the bench catalogue has no visible products");
  const slugs = rows.map((row) => row.slug);
  const terms = [...new Set(rows.map((row) => searchTermOf(row.name)))];
  return [
    { name: "product page", path: (n) => `${productPath(nth(slugs, n))}?${shared(n)}` },
    { name: "search page", path: (n) => `/search?search=${encodeURIComponent(nth(terms, n))}&${shared(n)}` },
    { name: "home", path: (n) => `/?${shared(n)}` },
  ];
}
