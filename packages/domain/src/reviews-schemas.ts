import { z } from "zod";
import { formBoolean, numberFromText, pageLimit, pageNumber, requiredText } from "./form-values.js";
import { REVIEW_MAX_LENGTH, REVIEW_PAGE_MAX } from "./reviews.js";

const Stars = numberFromText(
  z
    .number({ message: "Please choose a rating" })
    .min(0.5, { message: "Please choose a rating" })
    .max(5, { message: "Stars go up to 5" })
    .refine((stars) => Number.isInteger(stars * 2), { message: "Stars go in half steps" }),
);

const ReviewText = requiredText(
  "Please write your review",
  REVIEW_MAX_LENGTH,
  `A review has at most ${REVIEW_MAX_LENGTH} characters`,
);

export const CreateReviewBodySchema = z.object({ productId: z.string().max(64), stars: Stars, review: ReviewText });
export const UpdateReviewBodySchema = z.object({ reviewId: z.string().max(64), stars: Stars, review: ReviewText });
export const DeleteReviewBodySchema = z.object({ reviewId: z.string().max(64) });

export const ReviewQuerySchema = z.object({
  productId: z.string().max(64).optional(),
  userId: z.string().max(64).optional(),
  page: pageNumber,
  // The storefront asks for 99999 to mean "all": it gets them a bounded page at a time.
  limit: pageLimit(10, REVIEW_PAGE_MAX),
});

export const ReviewSchema = z.object({
  _id: z.string(),
  review: z.string(),
  stars: z.number(),
  user: z.object({ _id: z.string(), fullname: z.string(), image: z.string().nullable() }),
  product: z.object({ _id: z.string(), name: z.string(), images: z.array(z.string()) }),
  productId: z.string(),
  verifiedPurchase: z.boolean(),
  /** Hidden by the seller: shown only to admins, outside the product's rating. */
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const HideReviewBodySchema = z.object({
  reviewId: z.string().max(64),
  hidden: formBoolean.default(true),
});
