import { Skeleton } from "@/components/ui/skeleton";
import type { Review } from "../types";
import { HideReviewButton } from "./hide-review-button";
import { ReviewItem } from "./review-item";

/** Reviews as a list; the seller also gets, on each, the control that hides it from the shop. */
export function ReviewList({
  reviews,
  label,
  isAdmin = false,
}: {
  reviews: Review[];
  label: string;
  isAdmin?: boolean;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {reviews.map((review) => (
        <li key={review._id}>
          <ReviewItem review={review} actions={isAdmin ? <HideReviewButton review={review} /> : undefined} />
        </li>
      ))}
    </ul>
  );
}

/** The list's place while its first page loads: `count` grey cards. */
export function ReviewListSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading reviews" className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-32 rounded-2xl" />
      ))}
    </div>
  );
}
