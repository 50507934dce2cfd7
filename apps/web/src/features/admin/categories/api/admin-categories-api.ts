import type { Category } from "@pallu/domain";
import { api } from "@/lib/api";
import { FRESH } from "../../shared/fresh-read";

type CategoriesAnswer = { message: string; categories: Category[] };

const categoryReads = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminCategories: build.query<Category[], void>({
      query: () => ({ url: "/products/category", cache: FRESH }),
      transformResponse: (response: { categories: Category[] }) => response.categories,
      providesTags: ["Category"],
    }),
  }),
});

/**
 * Every category write answers with the full list, which replaces the cached one (docs/api.md#products);
 * the storefront's categories, product lists and the dashboard are refreshed by tag.
 */
export const adminCategoriesApi = categoryReads.injectEndpoints({
  endpoints: (build) => {
    const replaceList = {
      async onQueryStarted(
        _arg: unknown,
        {
          dispatch,
          queryFulfilled,
        }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: CategoriesAnswer }> },
      ) {
        const outcome = await queryFulfilled.catch(() => undefined);
        if (outcome)
          dispatch(categoryReads.util.upsertQueryData("getAdminCategories", undefined, outcome.data.categories));
      },
      invalidatesTags: ["Category" as const, "Product" as const, "AdminProduct" as const, "Dashboard" as const],
    };
    return {
      createCategory: build.mutation<CategoriesAnswer, FormData>({
        query: (body) => ({ url: "/products/category", method: "POST", body }),
        ...replaceList,
      }),
      updateCategory: build.mutation<CategoriesAnswer, FormData>({
        query: (body) => ({ url: "/products/category", method: "PUT", body }),
        ...replaceList,
      }),
      deleteCategory: build.mutation<CategoriesAnswer, string>({
        query: (id) => ({ url: "/products/category", method: "DELETE", body: { id } }),
        ...replaceList,
      }),
    };
  },
});

export const {
  useGetAdminCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = adminCategoriesApi;
