import { can, messages, totalPagesFor, type Pagination, type Review } from "@pallu/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { reviews } from "../../db/schema/index.js";
import { conflict, forbidden, notFound } from "../../lib/app-error.js";
import { refusingDuplicates } from "../../lib/unique-violation.js";
import type { SessionUser } from "../auth/index.js";
import { reviewRepository, type ReviewRow } from "./review-repository.js";
import { isUuid } from "../../lib/ids.js";

export function presentReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    review: row.review,
    stars: row.half_stars / 2,
    user: { _id: row.user_id, fullname: row.fullname, image: row.user_image },
    product: { _id: row.product_id, name: row.product_name, images: row.product_image ? [row.product_image] : [] },
    productId: row.product_id,
    verifiedPurchase: row.verified_purchase,
    hidden: row.hidden,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function reviewService(db: Db) {
  const repository = reviewRepository(db);

  function requireVerified(user: SessionUser) {
    if (!user.isVerified) throw forbidden(messages.review.verifyToPost);
  }

  async function ownReview(reviewId: string, user: SessionUser, allowAdmin: boolean) {
    if (!isUuid(reviewId)) throw notFound("Review not found");
    const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1);
    if (!row) throw notFound("Review not found");
    // Only a member of staff who moderates reviews may delete someone else's.
    if (row.userId !== user.id && !(allowAdmin && can(user.role, "reviews.moderate")))
      throw forbidden("You can only change your own review");
    return row;
  }

  return {
    async list(
      query: { productId?: string | undefined; userId?: string | undefined; page: number; limit: number },
      viewer?: { id: string; isAdmin: boolean },
    ) {
      const viewerId = viewer?.id;
      const conditions = [sql`p.deleted_at IS NULL`];
      // The seller sees hidden reviews too, to show them again; nobody else does.
      if (!viewer?.isAdmin) conditions.push(sql`r.hidden_at IS NULL`);
      if (query.productId)
        conditions.push(isUuid(query.productId) ? sql`r.product_id = ${query.productId}` : sql`false`);
      if (query.userId) conditions.push(isUuid(query.userId) ? sql`r.user_id = ${query.userId}` : sql`false`);
      // Without a product: the shop's best recent words for the home page.
      const order = query.productId
        ? sql`r.created_at DESC NULLS LAST, r.id`
        : sql`r.half_stars DESC NULLS LAST, r.created_at DESC NULLS LAST, r.id`;
      const { rows, total } = await repository.page(
        sql.join(conditions, sql` AND `),
        order,
        query.limit,
        (query.page - 1) * query.limit,
      );
      const mine =
        viewerId && query.productId && isUuid(query.productId)
          ? await repository.findOne(sql`r.product_id = ${query.productId} AND r.user_id = ${viewerId}`)
          : undefined;
      const summary = query.productId && isUuid(query.productId) ? await repository.summaryOf(query.productId) : null;
      const pagination: Pagination = {
        currentPage: query.page,
        totalPages: totalPagesFor(total, query.limit),
        totalCount: total,
        limit: query.limit,
      };
      return { reviews: rows.map(presentReview), myReview: mine ? presentReview(mine) : null, pagination, summary };
    },

    async create(user: SessionUser, input: { productId: string; stars: number; review: string }): Promise<Review> {
      requireVerified(user);
      if (!isUuid(input.productId)) throw notFound("Product not found");
      const id = await db.transaction(async (tx) => {
        // Locking the product serialises its reviews, so the average is never computed from a stale set.
        if (!(await reviewRepository(tx).lockLiveProduct(input.productId))) throw notFound("Product not found");
        return refusingDuplicates(
          () => conflict("You have already reviewed this product. You can edit your review instead."),
          async () => {
            const [row] = await tx
              .insert(reviews)
              .values({ userId: user.id, productId: input.productId, halfStars: input.stars * 2, review: input.review })
              .returning({ id: reviews.id });
            await reviewRepository(tx).refreshProductRating(input.productId);
            return row!.id;
          },
        );
      });
      return presentReview((await repository.findOne(sql`r.id = ${id}`))!);
    },

    async update(user: SessionUser, input: { reviewId: string; stars: number; review: string }): Promise<Review> {
      requireVerified(user);
      const existing = await ownReview(input.reviewId, user, false);
      await db.transaction(async (tx) => {
        await tx
          .update(reviews)
          .set({ halfStars: input.stars * 2, review: input.review, updatedAt: new Date() })
          .where(and(eq(reviews.id, existing.id), eq(reviews.userId, user.id)));
        await reviewRepository(tx).refreshProductRating(existing.productId);
      });
      return presentReview((await repository.findOne(sql`r.id = ${existing.id}`))!);
    },

    /** The seller hides a review (or shows it again): it leaves the lists and the rating, and stays stored. */
    async setHidden(reviewId: string, hidden: boolean, now: Date): Promise<Review> {
      if (!isUuid(reviewId)) throw notFound("Review not found");
      const productId = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(reviews)
          .set({ hiddenAt: hidden ? now : null })
          .where(eq(reviews.id, reviewId))
          .returning({ productId: reviews.productId });
        if (!row) throw notFound("Review not found");
        await reviewRepository(tx).refreshProductRating(row.productId);
        return row.productId;
      });
      const shown = await repository.findOne(sql`r.id = ${reviewId} AND r.product_id = ${productId}`);
      return presentReview(shown!);
    },

    async remove(user: SessionUser, reviewId: string): Promise<void> {
      if (user.userType !== "Admin") requireVerified(user);
      const existing = await ownReview(reviewId, user, true);
      await db.transaction(async (tx) => {
        await tx.delete(reviews).where(eq(reviews.id, existing.id));
        await reviewRepository(tx).refreshProductRating(existing.productId);
      });
    },
  };
}
