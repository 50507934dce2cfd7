import { withProgressToast } from "@/lib/progress-toast";
import { useCreateReviewMutation, useDeleteReviewMutation, useUpdateReviewMutation } from "../api/reviews-api";
import { REVIEW_TOASTS } from "../review-toasts";
import type { ReviewDraft } from "../types";

/**
 * Post, update and delete one's review of a product, each with its loading toast that the
 * server's answer replaces (docs/shop-rules.md#reviews). Failures are toasted by the shop's error middleware.
 * Each action answers whether it worked.
 */
export function useReviewActions(productId: string) {
  const [create, creating] = useCreateReviewMutation();
  const [update, updating] = useUpdateReviewMutation();
  const [remove, removing] = useDeleteReviewMutation();

  async function withToast(
    loading: string,
    request: PromiseLike<{ data?: unknown; error?: unknown }>,
  ): Promise<boolean> {
    const result = await withProgressToast(loading, request);
    return result.data !== undefined;
  }

  return {
    isBusy: creating.isLoading || updating.isLoading || removing.isLoading,
    post: (draft: ReviewDraft) => withToast(REVIEW_TOASTS.posting, create({ productId, ...draft })),
    update: (reviewId: string, draft: ReviewDraft) =>
      withToast(REVIEW_TOASTS.updating, update({ reviewId, productId, ...draft })),
    remove: (reviewId: string) => withToast(REVIEW_TOASTS.deleting, remove({ reviewId, productId })),
  };
}
