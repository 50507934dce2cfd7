import { api } from "@/lib/api";
import type { Review, ReviewsPage, ShopReview } from "../types";

import { ALL_REVIEWS_LIMIT } from "./reviews-read";


const SHOP = { type: "Review", id: "SHOP" } as const;

/** A change to a review moves the product's rating: refetch its reviews, the product and the shop's best. */
const touched = (productId: string) => [
  { type: "Review" as const, id: productId },
  { type: "Product" as const, id: productId },
  SHOP,
];

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Without a productId the server answers with the best recent reviews of the whole shop. */
    getShopReviews: build.query<ShopReview[], { limit: number }>({
      query: ({ limit }) => ({ url: "/review/getReview", params: { limit } }),
      transformResponse: (response: { reviews: ShopReview[] }) => response.reviews,
      providesTags: [SHOP],
    }),

    /** A product's reviews, newest first, with the viewer's own (myReview). */
    getProductReviews: build.infiniteQuery<ReviewsPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: ({ pagination }) =>
          pagination.currentPage < pagination.totalPages ? pagination.currentPage + 1 : undefined,
      },
      query: ({ queryArg: productId, pageParam }) => ({
        url: "/review/getReview",
        params: { productId, limit: ALL_REVIEWS_LIMIT, page: pageParam },
      }),
      transformResponse: (response: ReviewsPage) => ({
        reviews: response.reviews,
        myReview: response.myReview,
        pagination: response.pagination,
      }),
      providesTags: (_result, _error, productId) => [{ type: "Review", id: productId }],
    }),

    createReview: build.mutation<
      { savedReview: Review; message: string },
      { productId: string; stars: number; review: string }
    >({
      query: (body) => ({ url: "/review/createReview", method: "POST", body }),
      invalidatesTags: (result, _error, { productId }) => (result ? touched(productId) : []),
    }),

    updateReview: build.mutation<
      { updatedReview: Review; message: string },
      { reviewId: string; productId: string; stars: number; review: string }
    >({
      query: ({ reviewId, stars, review }) => ({
        url: "/review/updateReview",
        method: "POST",
        body: { reviewId, stars, review },
      }),
      invalidatesTags: (result, _error, { productId }) => (result ? touched(productId) : []),
    }),

    hideReview: build.mutation<{ message: string }, { reviewId: string; productId: string; hidden: boolean }>({
      query: ({ reviewId, hidden }) => ({ url: "/review/hideReview", method: "POST", body: { reviewId, hidden } }),
      invalidatesTags: (result, _error, { productId }) => (result ? touched(productId) : []),
    }),

    deleteReview: build.mutation<{ message: string }, { reviewId: string; productId: string }>({
      query: ({ reviewId }) => ({ url: "/review/deleteReview", method: "POST", body: { reviewId } }),
      invalidatesTags: (result, _error, { productId }) => (result ? touched(productId) : []),
    }),
  }),
});

export const {
  useGetShopReviewsQuery,
  useGetProductReviewsInfiniteQuery,
  useCreateReviewMutation,
  useUpdateReviewMutation,
  useDeleteReviewMutation,
  useHideReviewMutation,
} = reviewsApi;
