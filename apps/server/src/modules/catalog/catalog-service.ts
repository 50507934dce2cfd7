import {
  SUGGESTIONS_MAX,
  totalPagesFor,
  type AdminProductListBody,
  type Category,
  type Color,
  type Pagination,
  type ProductDetail,
  type ProductListQuery,
  type ProductSummary,
} from "@pallu/domain";
import type { Queryable } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { catalogRepository, type CatalogRepository } from "./catalog-repository.js";
import { listingCacheFor } from "./listing-cache.js";
import { isRelevanceOrder, normaliseSearch } from "./product-list-sql.js";
import { presentProduct, type ProductWithListsRow } from "./product-presenter.js";
import { isUuid } from "../../lib/ids.js";

function presentProducts(rows: ProductWithListsRow[]): ProductSummary[] {
  return rows.map((row) => presentProduct(row, row.images, row.options));
}

async function presentDetail(repository: CatalogRepository, row: ProductWithListsRow): Promise<ProductDetail> {
  const [details, suggestionRows] = await Promise.all([
    repository.detailsOf(row.id),
    repository.suggestionsFor(row, SUGGESTIONS_MAX),
  ]);
  const product = presentProduct(row, row.images, row.options);
  return {
    ...product,
    details,
    suggestions: presentProducts(suggestionRows),
    // the product's lowest live price, which the trigger keeps as min_price_paise
    discountPrice: product.minPrice,
  };
}

/** What decides which products a listing holds (not their order or page), as a cache key. */
function filterKey(query: ProductListQuery, searchText: string): string {
  const { page: _page, limit: _limit, sortBy: _sortBy, sortOrder: _sortOrder, search: _search, ...filters } = query;
  return JSON.stringify({ ...filters, search: searchText });
}

/**
 * The remembered count may lag stock (an availability filter counts what sold out or was reserved
 * since), while the rows are fresh: the count is made to agree with the page. A page shorter than
 * the limit is the listing's end, so the count is exact; an empty page past the first is counted
 * afresh; a full page proves at least as many as it shows.
 */
async function countAgreeingWith(
  page: { page: number; limit: number },
  shown: number,
  remembered: number,
  recount: () => Promise<number>,
): Promise<number> {
  const offset = (page.page - 1) * page.limit;
  if (shown > 0 && shown < page.limit) return offset + shown;
  if (shown === 0) return page.page === 1 ? 0 : recount();
  return Math.max(remembered, offset + shown);
}

export function catalogService(db: Queryable) {
  const repository = catalogRepository(db);
  const cache = listingCacheFor(db);

  /**
   * One page of a listing. Counting a large filter set and ranking search matches cost work per
   * match, so their results are remembered briefly (see ListingCache); rows are read fresh.
   */
  async function listProducts(
    query: ProductListQuery,
  ): Promise<{ products: ProductSummary[]; pagination: Pagination }> {
    const searchText = normaliseSearch(query.search);
    const filters = filterKey(query, searchText);
    const [rows, rememberedCount] = await Promise.all([
      isRelevanceOrder(query, searchText)
        ? cache
            .remember(`rank:${filters}:${query.page}:${query.limit}`, () => repository.rankedPageIds(query, searchText))
            .then((ids) => repository.productsByIds(ids))
        : repository.listRows(query, searchText),
      cache.remember(`count:${filters}`, () => repository.countProducts(query, searchText)),
    ]);
    const totalCount = await countAgreeingWith(query, rows.length, rememberedCount, () => repository.countProducts(query, searchText));
    return {
      products: presentProducts(rows),
      pagination: {
        currentPage: query.page,
        totalPages: totalPagesFor(totalCount, query.limit),
        totalCount,
        limit: query.limit,
      },
    };
  }

  return {
    listProducts,

    /**
     * A product page opened; shoppers' visits count towards "popular", the admin's editing does not,
     * and one client's repeated visits within the window count once (firstViewInWindow says which).
     */
    async viewProduct(
      id: string,
      options: { countView: boolean; firstViewInWindow?: () => Promise<boolean> } = { countView: true },
    ): Promise<ProductDetail> {
      if (!isUuid(id)) throw notFound("Product not found");
      const row = await repository.findProduct(id);
      if (!row) throw notFound("Product not found");
      if (!options.countView || (options.firstViewInWindow && !(await options.firstViewInWindow()))) {
        return presentDetail(repository, row);
      }
      await repository.recordView(id);
      return presentDetail(repository, { ...row, viewed: row.viewed + 1 });
    },

    /** The product page's shape without counting a view, as admin writes answer with it. */
    async productDetail(id: string): Promise<ProductDetail> {
      const row = isUuid(id) ? await repository.findProduct(id) : undefined;
      if (!row) throw notFound("Product not found");
      return presentDetail(repository, row);
    },

    /** The first picture of a product, for the page's preload hint; nothing counted. */
    async firstImageOf(id: string): Promise<string | undefined> {
      const row = isUuid(id) ? await repository.findProduct(id) : undefined;
      return row?.images[0];
    },

    /** The admin list: everything not deleted, out of stock included unless asked otherwise. */
    async listForAdmin(body: AdminProductListBody): Promise<{ products: ProductSummary[]; pagination: Pagination }> {
      return listProducts({
        page: body.page,
        limit: body.limit,
        sortBy: body.sortBy,
        sortOrder: body.sortOrder,
        search: body.search,
        category: body.category,
        availibility: body.availibility === true ? true : undefined,
      });
    },

    async listCategories(): Promise<Category[]> {
      const rows = await repository.listCategories();
      return rows.map((row) => ({ _id: row.id, name: row.name, image: row.image, productCount: row.product_count }));
    },

    async listColours(): Promise<Color[]> {
      const rows = await repository.listColours();
      return rows.map((row) => ({ _id: row.id, colorName: row.name, colorCode: row.code }));
    },
  };
}
