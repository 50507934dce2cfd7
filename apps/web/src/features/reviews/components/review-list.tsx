import type { Review } from "../types";
import { ReviewItem } from "./review-item";

export function ReviewList({ reviews, label }: { reviews: Review[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {reviews.map((review) => (
        <li key={review._id}>
          <ReviewItem review={review} />
        </li>
      ))}
    </ul>
  );
}
