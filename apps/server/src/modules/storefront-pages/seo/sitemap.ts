import type { Queryable } from "../../../db/client.js";
import { escapeHtml } from "../../../integrations/mail/escape-html.js";
import { crawlRepository } from "./crawl-repository.js";
import { productPath, searchPath, STATIC_PAGES } from "./seo-urls.js";

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** Products are read this many at a time while a sitemap is written. */
export const SITEMAP_READ_BATCH = 1_000;

type SitemapUrl = { path: string; lastmod?: Date };

/** The pages a shop has whatever its catalogue: home, the information pages, and each category's listing. */
async function pageUrls(db: Queryable): Promise<SitemapUrl[]> {
  const shownCategories = await crawlRepository(db).categoriesWithProducts();
  return [
    { path: "/" },
    ...Object.values(STATIC_PAGES).map(({ path }) => ({ path })),
    ...shownCategories.map((category) => ({
      path: searchPath({ categorySlug: category.slug }),
      lastmod: category.updatedAt,
    })),
  ];
}

/** Up to `limit` product pages in id order from `startId`, read a batch at a time. */
async function* productUrls(db: Queryable, startId: string, limit: number, batch: number): AsyncGenerator<SitemapUrl> {
  const repository = crawlRepository(db);
  let start: { from: string } | { after: string } = { from: startId };
  let left = limit;
  while (left > 0) {
    const wanted = Math.min(batch, left);
    const rows = await repository.productsFrom(start, wanted);
    for (const row of rows) yield { path: productPath(row.slug), lastmod: row.updatedAt };
    if (rows.length < wanted) return;
    left -= rows.length;
    start = { after: rows.at(-1)!.id };
  }
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const urlEntry = (baseUrl: string, url: SitemapUrl) =>
  `<url><loc>${escapeHtml(`${baseUrl}${url.path}`)}</loc>${url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : ""}</url>\n`;

async function* urlset(
  baseUrl: string,
  ...sources: (SitemapUrl[] | AsyncIterable<SitemapUrl>)[]
): AsyncGenerator<string> {
  yield `${HEAD}<urlset ${NAMESPACE}>\n`;
  for (const source of sources) for await (const url of source) yield urlEntry(baseUrl, url);
  yield "</urlset>\n";
}

/** Where the products' sitemap number `n` (from 1) is served, when the shop needs more than one file. */
export const productSitemapPath = (n: number) => `/sitemaps/products-${n}.xml`;
export const PAGES_SITEMAP_PATH = "/sitemaps/pages.xml";

/**
 * The shop's sitemaps. A catalogue that fits one file (pages and products within `maxUrls`) is one
 * /sitemap.xml; a larger one makes /sitemap.xml an index of a file of pages and files of products,
 * `maxUrls` each. Every file is written as it is read, `readBatch` products at a time (keyset pages
 * in id order), so a catalogue of any size is never held in memory.
 */
export function sitemaps(
  db: Queryable,
  baseUrl: string,
  { maxUrls = SITEMAP_MAX_URLS, readBatch = SITEMAP_READ_BATCH } = {},
) {
  const repository = crawlRepository(db);
  const productFiles = (productCount: number) => Math.ceil(productCount / maxUrls);

  async function* all(pages: SitemapUrl[], productCount: number): AsyncGenerator<string> {
    const first = await repository.productIdAfterSkipping(0);
    yield* urlset(baseUrl, pages, first ? productUrls(db, first, productCount, readBatch) : []);
  }

  async function* index(productCount: number): AsyncGenerator<string> {
    yield `${HEAD}<sitemapindex ${NAMESPACE}>\n`;
    const files = [
      PAGES_SITEMAP_PATH,
      ...Array.from({ length: productFiles(productCount) }, (_, i) => productSitemapPath(i + 1)),
    ];
    for (const path of files) yield `<sitemap><loc>${escapeHtml(`${baseUrl}${path}`)}</loc></sitemap>\n`;
    yield "</sitemapindex>\n";
  }

  return {
    /** /sitemap.xml: every URL, or the index of the files that hold them. */
    async root(): Promise<AsyncGenerator<string>> {
      const [pages, productCount] = await Promise.all([pageUrls(db), repository.countProducts()]);
      return pages.length + productCount <= maxUrls ? all(pages, productCount) : index(productCount);
    },

    /** A file of the index by its path, or undefined for one the index does not name. */
    async file(path: string): Promise<AsyncGenerator<string> | undefined> {
      if (path === PAGES_SITEMAP_PATH) return urlset(baseUrl, await pageUrls(db));
      const n = Number(/^\/sitemaps\/products-([1-9]\d{0,5})\.xml$/.exec(path)?.[1]);
      if (!Number.isInteger(n)) return undefined;
      const startId = await repository.productIdAfterSkipping((n - 1) * maxUrls);
      return startId ? urlset(baseUrl, productUrls(db, startId, maxUrls, readBatch)) : undefined;
    },
  };
}
