import type {
  Category,
  Colour,
  Pagination,
  PriceRange,
  ProductListQueryInput,
  SearchSuggestions,
} from "@pallu/domain";
import { apiPath, usePageRead, type PageRead } from "@/lib/page-query";
import { pricedListing, pricedProduct, type PricedProduct, type PricedSummary, type WireListing } from "../prices-shown";

export interface ProductPage {
  products: PricedSummary[];
  pagination: Pagination;
}

/** Query-string values of GET /products/getAllProduct; absent keys are not sent. */
export type ProductListParams = Partial<Record<keyof ProductListQueryInput, string | number>>;

/** A product page asked by slug or id, with its prices in the shopper's currency too when she reads another than rupees. */
export type ProductAsked = { id: string; currency?: string };

/*
 * The catalogue as the storefront reads it: plain reads the server answers the same for every
 * shopper, so a page it rendered carries them and the browser starts from them (lib/page-query.ts).
 */

export const categoriesRead = (): PageRead<Category[]> => ({
  path: "/products/category",
  read: (answer: { categories: Category[] }) => answer.categories,
});

export const productsRead = (params: ProductListParams): PageRead<ProductPage> => ({
  path: apiPath("/products/getAllProduct", params),
  read: (answer: WireListing) => ({ products: pricedListing(answer), pagination: answer.pagination }),
});

// Revalidated by its ETag each time, so a shopper's own order shows its stock at once.
export const productRead = (asked: ProductAsked): PageRead<PricedProduct> => ({
  path: apiPath("/products/getProduct", asked),
  read: pricedProduct,
  revalidate: true,
});

/** The sizes some product has in stock, in a shopper's order, for the size filter. */
export const sizesRead = (): PageRead<string[]> => ({
  path: "/products/getSizes",
  read: (answer: { sizes: string[] }) => answer.sizes,
});

/** Price ranges cut from the catalogue's own prices, for the price filter. */
export const priceRangesRead = (): PageRead<PriceRange[]> => ({
  path: "/products/getPriceRanges",
  read: (answer: { priceRanges: PriceRange[] }) => answer.priceRanges,
});

/** For a search that found nothing: a respelling that finds something, and the popular categories. */
export const searchSuggestionsRead = (search: string): PageRead<SearchSuggestions> => ({
  path: apiPath("/products/getSearchSuggestions", { search }),
  read: (answer: SearchSuggestions) => answer,
});

export const coloursRead = (): PageRead<Colour[]> => ({
  path: "/products/getColors",
  read: (answer: { colors: Colour[] }) => answer.colors,
});

export const useGetCategoriesQuery = () => usePageRead(categoriesRead());
export const useGetProductsQuery = (params: ProductListParams) => usePageRead(productsRead(params));
export const useGetProductQuery = (asked: ProductAsked) => usePageRead(productRead(asked));
export const useGetColoursQuery = () => usePageRead(coloursRead());
export const useGetSizesQuery = () => usePageRead(sizesRead());
export const useGetPriceRangesQuery = () => usePageRead(priceRangesRead());
export const useGetSearchSuggestionsQuery = (search: string, { skip = false }: { skip?: boolean } = {}) =>
  usePageRead(skip ? null : searchSuggestionsRead(search));
