import type { Category, Color, Pagination, ProductDetail, ProductListQueryInput, ProductSummary } from "@pallu/domain";
import { api } from "@/lib/api";

export interface ProductPage {
  products: ProductSummary[];
  pagination: Pagination;
}

/** Query-string values of GET /products/getAllProduct; absent keys are not sent. */
export type ProductListParams = Partial<Record<keyof ProductListQueryInput, string | number>>;

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => "/products/category",
      transformResponse: (response: { categories: Category[] }) => response.categories,
      providesTags: ["Category"],
    }),
    getProducts: build.query<ProductPage, ProductListParams>({
      query: (params) => ({ url: "/products/getAllProduct", params }),
      transformResponse: (response: ProductPage) => ({
        products: response.products,
        pagination: response.pagination,
      }),
      providesTags: ["Product"],
    }),
    getProduct: build.query<ProductDetail, string>({
      query: (id) => ({ url: "/products/getProduct", method: "POST", body: { id } }),
      transformResponse: (response: { product: ProductDetail }) => response.product,
      providesTags: (_result, _error, id) => [{ type: "Product", id }],
    }),
    getColors: build.query<Color[], void>({
      query: () => "/products/getColors",
      transformResponse: (response: { colors: Color[] }) => response.colors,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetCategoriesQuery, useGetProductsQuery, useGetProductQuery, useGetColorsQuery, usePrefetch } =
  catalogApi;
