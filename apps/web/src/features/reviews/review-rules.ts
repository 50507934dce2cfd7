import { REVIEW_MAX_LENGTH } from "@pallu/domain";
import type { ReviewDraft } from "./types";

/*
 * Mirrors the stars and text rules of CreateReviewBodySchema (the server checks with the schema
 * itself). Importing the schema would put zod in the chunk the home page's reviews slider loads:
 * the bundler keeps every used export of a domain module in the one chunk that module lives in.
 */
export const REVIEW_RULES = {
  chooseRating: "Please choose a rating",
  writeReview: "Please write your review",
  tooLong: `A review has at most ${REVIEW_MAX_LENGTH} characters`,
} as const;

const MAX_STARS = 5;

export function checkReviewDraft(
  draft: ReviewDraft,
): { draft: ReviewDraft } | { errors: { stars?: string; review?: string } } {
  const review = draft.review.trim();
  const starsOk = draft.stars >= 0.5 && draft.stars <= MAX_STARS && Number.isInteger(draft.stars * 2);
  const errors = {
    stars: starsOk ? undefined : REVIEW_RULES.chooseRating,
    review:
      review.length === 0
        ? REVIEW_RULES.writeReview
        : review.length > REVIEW_MAX_LENGTH
          ? REVIEW_RULES.tooLong
          : undefined,
  };
  return errors.stars || errors.review ? { errors } : { draft: { stars: draft.stars, review } };
}
