import {
  CreateReviewBodySchema,
  DeleteReviewBodySchema,
  PaginationSchema,
  ReviewQuerySchema,
  ReviewSchema,
  UpdateReviewBodySchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { reviewService } from "./review-service.js";

const Ok = z.object({ success: z.literal(true), message: z.string() });

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviewsOf = reviewService(app.deps.db);

  app.get(
    "/review/getReview",
    {
      schema: {
        tags: ["reviews"],
        querystring: ReviewQuerySchema,
        response: {
          200: Ok.extend({
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
      return { success: true as const, message: "Reviews", ...(await reviewsOf.list(request.query, viewer?.id)) };
    },
  );

  app.post(
    "/review/createReview",
    { onRequest: app.requireUser, schema: { tags: ["reviews"], body: CreateReviewBodySchema, response: { 200: Ok.extend({ savedReview: ReviewSchema }) } } },
    async (request) => ({ success: true as const, message: "Review posted", savedReview: await reviewsOf.create(request.user, request.body) }),
  );

  app.post(
    "/review/updateReview",
    { onRequest: app.requireUser, schema: { tags: ["reviews"], body: UpdateReviewBodySchema, response: { 200: Ok.extend({ updatedReview: ReviewSchema }) } } },
    async (request) => ({ success: true as const, message: "Review updated", updatedReview: await reviewsOf.update(request.user, request.body) }),
  );

  app.post(
    "/review/deleteReview",
    { onRequest: app.requireUser, schema: { tags: ["reviews"], body: DeleteReviewBodySchema, response: { 200: Ok } } },
    async (request) => {
      await reviewsOf.remove(request.user, request.body.reviewId);
      return { success: true as const, message: "Review deleted" };
    },
  );
};
