import { answerWith, CreateReviewBodySchema, DeleteReviewBodySchema, HideReviewBodySchema, MessageResponseSchema, PaginationSchema, ReviewQuerySchema, ReviewSchema, UpdateReviewBodySchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { reviewService } from "./review-service.js";


export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviewsOf = reviewService(app.deps.db);

  app.get(
    "/review/getReview",
    {
      schema: {
        tags: ["reviews"],
        querystring: ReviewQuerySchema,
        response: {
          200: answerWith({
            reviews: z.array(ReviewSchema),
            myReview: ReviewSchema.nullable(),
            pagination: PaginationSchema,
            summary: z
              .object({ average: z.number(), count: z.number().int(), distribution: z.record(z.enum(["1", "2", "3", "4", "5"]), z.number().int()) })
              .nullable(),
          }),
        },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      const seenBy = viewer ? { id: viewer.id, isAdmin: viewer.userType === "Admin" } : undefined;
      return { success: true as const, message: "Reviews", ...(await reviewsOf.list(request.query, seenBy)) };
    },
  );

  app.post(
    "/review/createReview",
    { onRequest: app.requireUser, schema: { tags: ["reviews"], body: CreateReviewBodySchema, response: { 200: answerWith({ savedReview: ReviewSchema }) } } },
    async (request) => ({ success: true as const, message: "Review posted", savedReview: await reviewsOf.create(request.user, request.body) }),
  );

  app.post(
    "/review/updateReview",
    { onRequest: app.requireUser, schema: { tags: ["reviews"], body: UpdateReviewBodySchema, response: { 200: answerWith({ updatedReview: ReviewSchema }) } } },
    async (request) => ({ success: true as const, message: "Review updated", updatedReview: await reviewsOf.update(request.user, request.body) }),
  );

  app.post(
    "/review/hideReview",
    { onRequest: app.requirePermission("reviews.moderate"), schema: { tags: ["reviews"], body: HideReviewBodySchema, response: { 200: answerWith({ review: ReviewSchema }) } } },
    async (request) => {
      const review = await reviewsOf.setHidden(request.body.reviewId, request.body.hidden, app.deps.now());
      return { success: true as const, message: review.hidden ? "Review hidden" : "Review shown again", review };
    },
  );

  app.post(
    "/review/deleteReview",
    { onRequest: app.requireUser, schema: { tags: ["reviews"], body: DeleteReviewBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await reviewsOf.remove(request.user, request.body.reviewId);
      return { success: true as const, message: "Review deleted" };
    },
  );
};
