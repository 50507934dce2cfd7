import { Button } from "@/components/ui/button";
import { notify } from "@/lib/notify";
import { useHideReviewMutation } from "../api/reviews-api";
import type { Review } from "../types";

/** The seller's control on a review: hide it from the shop and its rating, or show it again. */
export function HideReviewButton({ review }: { review: Review }) {
  const [hideReview, { isLoading }] = useHideReviewMutation();
  const hidden = review.hidden;
  async function toggle() {
    const result = await hideReview({ reviewId: review._id, productId: review.productId, hidden: !hidden });
    if ("data" in result && result.data) notify.success(result.data.message);
  }
  return (
    <div className="flex items-center justify-between gap-3 border-t border-sand pt-3">
      <p className="text-[12px] text-ink-muted">{hidden ? "Hidden from shoppers and the rating" : "Visible to shoppers"}</p>
      <Button variant="outline" size="sm" onClick={toggle} disabled={isLoading}>
        {hidden ? "Show review" : "Hide review"}
      </Button>
    </div>
  );
}
