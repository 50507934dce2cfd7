import { HOME_CURRENCY } from "@pallu/domain";
import { cacheTags } from "../../lib/cache-tags.js";
import { ResponseCache, type CacheBus } from "../../lib/response-cache.js";
import type { PageAnswer } from "./page-html.js";

/** A rendered page is kept as long as a CDN may keep it. */
export const SHARED_PAGE_SECONDS = 60;
const MAX_PAGES = 200;
/** How many rendered addresses the server remembers, so it knows a page's second asking. */
const ADDRESSES_REMEMBERED = 5_000;
/** No page of the shop has a longer address: one that does is never remembered, so never kept. */
const LONGEST_ADDRESS_REMEMBERED = 2_000;

/**
 * What a page is kept under: its address, and the currency its prices are in (docs/selling-abroad.md),
 * so a shopper reading rupees is never sent a page in dollars, nor the other way round.
 */
const keyOf = (address: string, currency: string) => (currency === HOME_CURRENCY ? address : `${address} ${currency}`);

/**
 * The addresses rendered lately, the least recent first: a page is kept from its second render. A
 * page asked for once (a crawler walking the catalogue, a rush over thousands of different pieces)
 * would otherwise push the pages shoppers come back to out of the cache, and each kept page's bytes
 * would outlive a young-generation collection only to wait for a full one.
 */
function addressesRendered(remembered: number) {
  const addresses = new Set<string>();
  return {
    /** Notes a render of the address; says whether it was rendered before. */
    before(key: string): boolean {
      if (key.length > LONGEST_ADDRESS_REMEMBERED) return false;
      if (addresses.delete(key)) {
        addresses.add(key);
        return true;
      }
      if (addresses.size >= remembered) addresses.delete(addresses.values().next().value!);
      addresses.add(key);
      return false;
    },
  };
}

/**
 * The rendered pages the server keeps, each with the tags of the answers it was made from, from
 * the second time an address is rendered. A change drops the pages showing what it changed, here
 * and, through the cache bus, on every instance: an order only the pages of the products whose
 * stock it moved. A change that names nothing (the shop's settings, its brand) drops every page;
 * any change drops a page made from an untagged answer.
 */
export function keptPages(cacheBus: CacheBus) {
  const pages = new ResponseCache<Buffer>(MAX_PAGES);
  const rendered = addressesRendered(ADDRESSES_REMEMBERED);
  cacheBus.onInvalidation((_scope, tags) => (tags ? pages.invalidate([...tags, cacheTags.untagged]) : pages.clear()));

  return {
    get: (url: string, currency: string): PageAnswer | undefined => {
      const kept = pages.get(keyOf(url, currency), Date.now());
      return kept && { status: 200, body: kept.body, etag: kept.etag, caching: "shared", tags: kept.tags };
    },
    /** Where changes stand before a render: a page whose data changed while it rendered is not kept. */
    mark: () => pages.mark(),
    keep: (url: string, currency: string, answer: PageAnswer, startedAt: number): void => {
      if (answer.caching !== "shared" || answer.status !== 200) return;
      const key = keyOf(url, currency);
      if (!rendered.before(key)) return;
      const entry = { body: answer.body, etag: answer.etag, tags: answer.tags ?? [cacheTags.untagged], expiresAt: Date.now() + SHARED_PAGE_SECONDS * 1000 };
      pages.set(key, entry, startedAt);
    },
  };
}
