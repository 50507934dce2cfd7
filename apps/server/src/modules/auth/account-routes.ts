import {
  AddContactSchema,
  MessageResponseSchema,
  SendOtpSchema,
  SignupSchema,
  UserResponseSchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactService } from "./contact-service.js";
import { signupService } from "./signup-service.js";

/** Sign-up with a one-time code, and adding a missing email or phone to a profile (docs/api.md#auth and #user). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const signups = signupService(app.deps, app.log);
  const contacts = contactService(app.deps);

  app.post(
    "/auth/sendOTP",
    { schema: { tags: ["accounts"], body: SendOtpSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await signups.sendOtp(request.body, { ip: request.ip, signedIn: Boolean(await request.currentUser()) });
      return { success: true as const, message: "OTP sent. It is valid for 10 minutes." };
    },
  );

  app.post(
    "/user/signup",
    { schema: { tags: ["accounts"], body: SignupSchema, response: { 201: MessageResponseSchema } } },
    async (request, reply) => {
      await signups.signup(request.body, { ip: request.ip });
      return reply.status(201).send({ success: true as const, message: "Your account is ready. Please log in." });
    },
  );

  app.put(
    "/auth/addEmailOrPhone",
    {
      onRequest: app.requireUser,
      schema: { tags: ["accounts"], body: AddContactSchema, response: { 200: UserResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: request.body.email ? "Email added to your account" : "Phone number added to your account",
      user: await contacts.addContact(request.user.id, request.body, { ip: request.ip }),
    }),
  );
};
