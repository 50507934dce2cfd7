import {
  answerWith,
  MeasurementProfileSchema,
  MeasurementProfilesAnswerSchema,
  MessageResponseSchema,
  RemoveMeasurementProfileBodySchema,
  SaveMeasurementProfileBodySchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { measurementProfileService } from "./measurement-profiles.js";

/** A shopper's measurement profiles, which blouses are stitched to (docs/services.md). */
export const measurementRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = measurementProfileService(app.deps.db);

  app.get(
    "/user/getMeasurementProfiles",
    { onRequest: app.requireUser, schema: { tags: ["accounts"], response: { 200: MeasurementProfilesAnswerSchema } } },
    async (request) => ({ success: true as const, message: "Measurement profiles", profiles: await profiles.list(request.user.id) }),
  );

  app.post(
    "/user/saveMeasurementProfile",
    {
      onRequest: app.requireUser,
      schema: { tags: ["accounts"], body: SaveMeasurementProfileBodySchema, response: { 200: answerWith({ profile: MeasurementProfileSchema }) } },
    },
    async (request) => ({
      success: true as const,
      message: "Measurements saved",
      profile: await profiles.save(request.user.id, request.body, app.deps.now()),
    }),
  );

  app.post(
    "/user/removeMeasurementProfile",
    { onRequest: app.requireUser, schema: { tags: ["accounts"], body: RemoveMeasurementProfileBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await profiles.remove(request.user.id, request.body.profileId);
      return { success: true as const, message: "Measurement profile removed" };
    },
  );
};
