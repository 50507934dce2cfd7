import { reviewDate, type Review } from "@pallu/domain";
import type { ReactNode } from "react";
import { ReviewerAvatar } from "./reviewer-avatar";

/**
 * Who wrote a review and when (yyyy-mm-dd), beside their avatar, for a row that lays them out;
 * `children` sit after the date.
 */
export function ReviewerByline({ review, children }: { review: Review; children?: ReactNode }) {
  return (
    <>
      <ReviewerAvatar fullname={review.user.fullname} image={review.user.image} />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-[14px] font-bold text-ink">{review.user.fullname}</span>
        <span className="flex flex-wrap items-center gap-x-2 text-[12px] text-ink-muted">
          <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
          {children}
        </span>
      </span>
    </>
  );
}
