import { offeredServices, presentServices } from "@pallu/domain";
import {
  orderSizes,
  paiseToRupees,
  priceRangesUpTo,
  SUGGESTIONS_MAX,
  totalPagesFor,
  type AdminProductListBody,
  type Category,
  type Colour,
  type Pagination,
  type PriceRange,
  type ProductDetail,
  type ProductSummary,
  type SearchSuggestions,
} from "@pallu/domain";
import type { Queryable } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { catalogueRepository, type CatalogueRepository, type CategoryRow, type ProductPageRow } from "./catalogue-repository.js";
import { listingCacheFor } from "./listing-cache.js";
import { isRelevanceOrder, normaliseSearch, type ListingQuery } from "./product-list-sql.js";
import { presentCategory, presentProduct, type ProductWithListsRow } from "./product-presenter.js";
import { isUuid } from "../../lib/ids.js";

function presentProducts(rows: ProductWithListsRow[]): ProductSummary[] {
  return rows.map((row) => presentProduct(row, row.images, row.options));
}

async function presentDetail(repository: CatalogueRepository, row: ProductPageRow): Promise<ProductDetail> {
  const suggestionRows = await repository.suggestionsFor(row, SUGGESTIONS_MAX);
  const product = presentProduct(row, row.images, row.options);
  return {
    ...product,
    category: presentCategory(row),
    details: row.details,
    suggestions: presentProducts(suggestionRows),
    weightGrams: row.weight_grams,
    lengthCm: row.length_cm,
    breadthCm: row.breadth_cm,
    heightCm: row.height_cm,
    sizeChart: row.category_size_chart?.trim() ? row.category_size_chart : null,
    hsnCode: row.hsn_code,
    gstRate: row.gst_rate,
    services: presentServices(offeredServices(row.own_services ?? null, row.category_services ?? null)),
    ownServices: row.own_services ? presentServices(row.own_services) : null,
    madeToOrderDays: row.made_to_order_days ?? null,
    availableFrom: row.available_from ?? null,
  };
}

/** What decides which products a listing holds (not their order or page), as a cache key. */
function filterKey(query: ListingQuery, searchText: string): string {
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

function categoryOf(row: CategoryRow): Category {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    productCount: row.product_count,
    sizeChart: row.size_chart,
    hsnCode: row.hsn_code,
    ...(row.services ? { services: presentServices(row.services) } : {}),
  };
}

/** How many words of a search are respelt, how close a catalogue word must be to replace one, and how many categories are offered. */
const SUGGESTED_WORDS_MAX = 6;
const RESPELLING_SIMILARITY = 0.3;
const SUGGESTED_CATEGORIES = 4;

export function catalogueService(db: Queryable) {
  const repository = catalogueRepository(db);
  const cache = listingCacheFor(db);
  /** A product's id from its id or any slug it has had: shared links keep working after a new slug. */
  const idOf = async (idOrSlug: string) => (isUuid(idOrSlug) ? idOrSlug : repository.productIdOfSlug(idOrSlug));

  /**
   * One page of a listing. Counting a large filter set and ranking search matches cost work per
   * match, so their results are remembered briefly (see ListingCache); rows are read fresh.
   */
  /**
   * A page of search matches by relevance: ranking reads every match, and counts them in the same
   * reading, so the count is remembered with the page rather than read again.
   */
  async function rankedListing(query: ListingQuery, searchText: string, filters: string, counted: () => Promise<number>) {
    const ranked = await cache.remember(`rank:${filters}:${query.page}:${query.limit}`, () => repository.rankedPage(query, searchText));
    const total = ranked.total ?? (await counted());
    return [await repository.productsByIds(ranked.ids), total] as const;
  }

  async function listProducts(
    query: ListingQuery,
  ): Promise<{ products: ProductSummary[]; pagination: Pagination }> {
    const searchText = normaliseSearch(query.search);
    const filters = filterKey(query, searchText);
    const counted = () => cache.remember(`count:${filters}`, () => repository.countProducts(query, searchText));
    const [rows, rememberedCount] = isRelevanceOrder(query, searchText)
      ? await rankedListing(query, searchText, filters, counted)
      : await Promise.all([repository.listRows(query, searchText), counted()]);
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

    /** A product page's data, by id or slug; views are counted apart (product-views.ts). The back office opens drafts too. */
    async productPage(idOrSlug: string, options: { includeHidden?: boolean } = {}): Promise<ProductDetail> {
      const row = await repository.findProductPage(idOrSlug, { includeHidden: options.includeHidden ?? false });
      if (!row) throw notFound("Product not found");
      return presentDetail(repository, row);
    },

    /** The product page's shape without counting a view, as admin writes answer with it. */
    async productDetail(id: string): Promise<ProductDetail> {
      const row = isUuid(id) ? await repository.findProductPage(id, { includeHidden: true }) : undefined;
      if (!row) throw notFound("Product not found");
      return presentDetail(repository, row);
    },

    /** The first picture of a product (by id or slug), for the page's preload hint; nothing counted. */
    async firstImageOf(idOrSlug: string): Promise<string | undefined> {
      const productId = await idOf(idOrSlug);
      const row = productId ? await repository.findProduct(productId) : undefined;
      return row?.images[0];
    },

    /** The current slug of the product an id or any of its slugs names, when shoppers can open it. */
    async currentProductSlug(idOrSlug: string): Promise<string | undefined> {
      const productId = await idOf(idOrSlug);
      return productId ? repository.shownProductSlug(productId) : undefined;
    },

    /** The current slug of the category an id, any of its slugs or its name names. */
    async currentCategorySlug(asked: string): Promise<string | undefined> {
      return (await repository.categoryNamed(asked))?.slug;
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
        includeHidden: true,
      });
    },

    async listCategories(): Promise<Category[]> {
      return (await repository.listCategories()).map(categoryOf);
    },

    /**
     * For a search that found nothing: the search with each unknown word replaced by the closest
     * word the catalogue uses, when that finds something, and the categories shoppers buy from most.
     */
    async searchSuggestions(search: string): Promise<SearchSuggestions> {
      const searchText = normaliseSearch(search);
      const [closest, popular] = await Promise.all([
        repository.closestNameWords(searchText ? searchText.split(" ").slice(0, SUGGESTED_WORDS_MAX) : []),
        // Popularity moves slowly, and counting it reads every product: remembered like a listing's count.
        cache.remember("popular-categories", () => repository.popularCategories(SUGGESTED_CATEGORIES)),
      ]);
      const respelt = closest.map((entry) => (entry.closest && entry.score >= RESPELLING_SIMILARITY ? entry.closest : entry.word)).join(" ");
      const worthSuggesting = respelt !== searchText && (await repository.anyMatch({ page: 1, limit: 1, search: respelt }, respelt));
      return {
        didYouMean: worthSuggesting ? respelt : null,
        categories: popular.map(categoryOf),
      };
    },

    /** The sizes the size filter offers: those in stock somewhere in the shop, in a shopper's order. */
    async listSizes(): Promise<string[]> {
      return orderSizes(await repository.sizesInStock());
    },

    /** The search page's price ranges, from the catalogue's own prices. */
    async priceRanges(): Promise<PriceRange[]> {
      return priceRangesUpTo(paiseToRupees(await repository.highestPricePaise()));
    },

    async listColours(): Promise<Colour[]> {
      const rows = await repository.listColours();
      return rows.map((row) => ({ _id: row.id, colorName: row.name, colorCode: row.code }));
    },
  };
}
