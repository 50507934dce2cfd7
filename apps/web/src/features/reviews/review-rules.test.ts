import { describe, expect, it } from "vitest";
import { ratingDistribution } from "./rating-distribution";
import { checkReviewDraft, REVIEW_RULES } from "./review-rules";

describe("review rules", () => {
  it("asks for a rating and for words before a review is sent", () => {
    expect(checkReviewDraft({ stars: 0, review: "   " })).toEqual({
      errors: { stars: REVIEW_RULES.chooseRating, review: REVIEW_RULES.writeReview },
    });
  });

  it("sends half steps and trimmed words", () => {
    expect(checkReviewDraft({ stars: 3.5, review: "  Soft as butter. " })).toEqual({
      draft: { stars: 3.5, review: "Soft as butter." },
    });
  });

  it("refuses stars that are not half steps", () => {
    expect(checkReviewDraft({ stars: 3.3, review: "ok" })).toHaveProperty("errors.stars", REVIEW_RULES.chooseRating);
  });
});

describe("rating spread", () => {
  it("counts each review toward the whole stars it reached, 5 down to 1: a 4.5 is a 4, a 0.5 a 1", () => {
    expect(ratingDistribution([5, 4.5, 4, 0.5, 3])).toEqual([
      { level: 5, count: 1 },
      { level: 4, count: 2 },
      { level: 3, count: 1 },
      { level: 2, count: 0 },
      { level: 1, count: 1 },
    ]);
  });
});
