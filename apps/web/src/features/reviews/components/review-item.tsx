import type { ReactNode } from "react";
import { Stars } from "@/components/ui/stars";
import type { Review } from "../types";
import { ReviewerByline } from "./reviewer-byline";

/** One review: who, when (yyyy-mm-dd), how many stars, and their words — always as plain text. */
export function ReviewItem({
  review,
  actions,
  highlight = false,
}: {
  review: Review;
  actions?: ReactNode;
  highlight?: boolean;
}) {
  return (
    <article
      className={`flex flex-col gap-3 rounded-2xl border p-4 md:p-5 ${highlight ? "border-gold/60 bg-gold-light/10" : "border-sand bg-white/60"}`}
    >
      <header className="flex items-center gap-3">
        <ReviewerByline review={review}>
          {review.verifiedPurchase && (
            <span className="inline-flex items-center gap-1 font-semibold text-leaf">
              <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5l-8-3Z" fill="currentColor" />
                <path
                  d="m8.5 12 2.4 2.4 4.6-4.8"
                  fill="none"
                  stroke="#fbf7f0"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              Verified Shopper
            </span>
          )}
        </ReviewerByline>
        <Stars value={review.stars} size={15} className="shrink-0" />
      </header>
      <p className="text-[15px] leading-relaxed break-words whitespace-pre-line text-ink">{review.review}</p>
      {actions}
    </article>
  );
}
