import type {
  Category,
  Colour,
  Pagination,
  PriceRange,
  ProductListQueryInput,
  SearchSuggestions,
} from "@pallu/domain";
import { api } from "@/lib/api";
import { pricedListing, pricedProduct, type PricedProduct, type PricedSummary, type WireListing } from "../prices-shown";

export interface ProductPage {
  products: PricedSummary[];
  pagination: Pagination;
}

/** Query-string values of GET /products/getAllProduct; absent keys are not sent. */
export type ProductListParams = Partial<Record<keyof ProductListQueryInput, string | number>>;

/** A product page asked by slug or id, with its prices in the shopper's currency too when she reads another than rupees. */
export type ProductAsked = { id: string; currency?: string };

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => "/products/category",
      transformResponse: (response: { categories: Category[] }) => response.categories,
      providesTags: ["Category"],
    }),
    getProducts: build.query<ProductPage, ProductListParams>({
      query: (params) => ({ url: "/products/getAllProduct", params }),
      transformResponse: (response: WireListing) => ({
        products: pricedListing(response),
        pagination: response.pagination,
      }),
      providesTags: ["Product"],
    }),
    getProduct: build.query<PricedProduct, ProductAsked>({
      // A GET, so the server and any CDN on the way may keep it; revalidated by its ETag, so a
      // shopper's own order shows its stock at once.
      query: (asked) => ({ url: "/products/getProduct", params: asked, cache: "no-cache" }),
      transformResponse: pricedProduct,
      // Asked by slug or id, it is tagged by its id, as writes (a review, an order) name it.
      providesTags: (result, _error, asked) => [{ type: "Product", id: result?._id ?? asked.id }],
    }),
    /** The sizes some product has in stock, in a shopper's order, for the size filter. */
    getSizes: build.query<string[], void>({
      query: () => "/products/getSizes",
      transformResponse: (response: { sizes: string[] }) => response.sizes,
      keepUnusedDataFor: 600,
    }),
    /** Price ranges cut from the catalogue's own prices, for the price filter. */
    getPriceRanges: build.query<PriceRange[], void>({
      query: () => "/products/getPriceRanges",
      transformResponse: (response: { priceRanges: PriceRange[] }) => response.priceRanges,
      keepUnusedDataFor: 600,
    }),
    /** For a search that found nothing: a respelling that finds something, and the popular categories. */
    getSearchSuggestions: build.query<SearchSuggestions, string>({
      query: (search) => ({ url: "/products/getSearchSuggestions", params: { search } }),
      keepUnusedDataFor: 600,
    }),
    getColours: build.query<Colour[], void>({
      query: () => "/products/getColors",
      transformResponse: (response: { colors: Colour[] }) => response.colors,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetProductsQuery,
  useGetProductQuery,
  useGetColoursQuery,
  useGetSizesQuery,
  useGetPriceRangesQuery,
  useGetSearchSuggestionsQuery,
  usePrefetch,
} = catalogueApi;
