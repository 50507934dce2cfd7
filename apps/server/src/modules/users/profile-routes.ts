import { UpdatedUserResponseSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readMultipartForm, type MultipartLimits } from "../images/index.js";
import { profileService } from "./profile-service.js";

/** One picture and a few short fields (fullname, removeDP; older clients also send email and phone). */
const PROFILE_FORM: MultipartLimits = { files: { image: 1 }, fields: 8, fieldBytes: 1_000 };

/** POST /user/updateUser: multipart fullname, image (a file) or removeDP=yes (docs/api.md#user). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = profileService(app.deps);

  app.post(
    "/user/updateUser",
    {
      onRequest: app.requireUser,
      schema: { tags: ["accounts"], consumes: ["multipart/form-data"], response: { 200: UpdatedUserResponseSchema } },
    },
    async (request) => {
      const form = await readMultipartForm(request, PROFILE_FORM);
      return {
        success: true as const,
        message: "Profile updated",
        updatedUser: await profiles.update(request.user.id, form),
      };
    },
  );
};
