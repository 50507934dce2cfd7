import {
  ADMIN_PRODUCT_LIST_MAX,
  type AttributeLists,
  type Colour,
  type ListedAttribute,
  type PictureImportProgress,
  type ProductDetail,
  type ProductSummary,
} from "@pallu/domain";
import { api } from "@/lib/api";
import { FRESH } from "../../shared/fresh-read";
import { withProgressToast } from "../../shared/progress-toast";

type ProductAnswer = { message: string; product: ProductDetail };

/** Everything a write can change besides the admin list itself: the storefront and the dashboard. */
const PRODUCT_WRITE_TAGS = ["AdminProduct", "Product", "Category", "Dashboard"] as const;

export const adminProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<ProductSummary[], void>({
      // The spec's admin list call: every product at once, newest first, out of stock included.
      query: () => ({
        url: "/products/getAllProduct",
        method: "POST",
        body: { limit: ADMIN_PRODUCT_LIST_MAX, sortBy: "createdAt", availibility: false, all: true },
      }),
      transformResponse: (response: { products: ProductSummary[] }) => response.products,
      providesTags: ["AdminProduct"],
    }),
    getAdminProduct: build.query<ProductAnswer, string>({
      query: (id) => ({ url: "/products/getProduct", method: "POST", body: { id } }),
      // Read afresh on every visit, and not refetched by the form's own write.
      keepUnusedDataFor: 0,
      async onQueryStarted(_id, { queryFulfilled }) {
        await withProgressToast(
          "Fetching Product",
          queryFulfilled.then(
            ({ data }) => ({ data }),
            (error: unknown) => ({ error }),
          ),
        );
      },
    }),
    getAdminColours: build.query<Colour[], void>({
      query: () => ({ url: "/products/getColors", cache: FRESH }),
      transformResponse: (response: { colors: Colour[] }) => response.colors,
      providesTags: ["Colour"],
    }),
    /** A new colour for the catalogue; the answer is every colour. */
    addColour: build.mutation<{ message: string; colors: Colour[] }, { colorName: string; colorCode: string }>({
      query: (body) => ({ url: "/products/color", method: "POST", body }),
      invalidatesTags: ["Colour"],
    }),
    /** The saree attribute lists as the shop has them, with the seller's own values. */
    getAttributeValues: build.query<AttributeLists, void>({
      query: () => ({ url: "/products/getAttributeValues", cache: FRESH }),
      transformResponse: (response: { attributes: AttributeLists }) => response.attributes,
      providesTags: ["AttributeValue"],
    }),
    /** A value of the seller's own for one of the lists; the answer is its wire value and every list. */
    addAttributeValue: build.mutation<
      { message: string; value: string; attributes: AttributeLists },
      { attribute: ListedAttribute; label: string }
    >({
      query: (body) => ({ url: "/products/addAttributeValue", method: "POST", body }),
      invalidatesTags: ["AttributeValue"],
    }),
    /** How far the pictures of a Shopify import have come. */
    getPictureImport: build.query<PictureImportProgress, string>({
      query: (id) => ({ url: `/products/getPictureImport?id=${encodeURIComponent(id)}`, cache: FRESH }),
      transformResponse: (response: { progress: PictureImportProgress }) => response.progress,
      keepUnusedDataFor: 0,
    }),
    createProduct: build.mutation<ProductAnswer, FormData>({
      query: (body) => ({ url: "/products/createProduct", method: "POST", body }),
      invalidatesTags: [...PRODUCT_WRITE_TAGS],
    }),
    updateProduct: build.mutation<ProductAnswer, FormData>({
      query: (body) => ({ url: "/products/updateProduct", method: "POST", body }),
      invalidatesTags: [...PRODUCT_WRITE_TAGS],
    }),
    /** A draft copy of a product, to edit into a new one. */
    duplicateProduct: build.mutation<ProductAnswer, string>({
      query: (id) => ({ url: "/products/duplicateProduct", method: "POST", body: { id } }),
      invalidatesTags: [...PRODUCT_WRITE_TAGS],
    }),
    deleteProduct: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: "/products/deleteProduct", method: "DELETE", body: { id } }),
      invalidatesTags: [...PRODUCT_WRITE_TAGS],
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useGetAdminColoursQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useDuplicateProductMutation,
  useAddColourMutation,
  useGetAttributeValuesQuery,
  useAddAttributeValueMutation,
  useGetPictureImportQuery,
} = adminProductsApi;
