import { MessageResponseSchema, ResetLinkRequestSchema, ResetPasswordSchema, VerificationSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { passwordResetService } from "./password-reset-service.js";
import { verificationService } from "./verification-service.js";

/** The mailed single-use links: account verification and password reset (docs/api.md#auth). */
export const accountLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifications = verificationService(app.deps, app.log);
  const resets = passwordResetService(app.deps, app.log);

  app.post(
    "/auth/getVerificationLink",
    { onRequest: app.requireUser, schema: { tags: ["accounts"], response: { 200: MessageResponseSchema } } },
    async (request) => {
      await verifications.sendLink(request.user);
      return {
        success: true as const,
        message: `Verification link sent to your ${request.user.email ? "email" : "phone"}`,
      };
    },
  );

  app.post(
    "/auth/verification",
    {
      onRequest: app.requireUser,
      schema: { tags: ["accounts"], body: VerificationSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await verifications.verify(request.user, request.body.token);
      return { success: true as const, message: "Your account is activated" };
    },
  );

  app.post(
    "/auth/getResetPasswordLink",
    { schema: { tags: ["accounts"], body: ResetLinkRequestSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await resets.requestLink(request.body, request.ip);
      return {
        success: true as const,
        message: "If an account exists for these details, a reset link is on its way. It is valid for 30 minutes.",
      };
    },
  );

  app.post(
    "/auth/resetPassword",
    { schema: { tags: ["accounts"], body: ResetPasswordSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await resets.resetPassword(request.body);
      return { success: true as const, message: "Your password has been changed. Please log in again." };
    },
  );
};
