import { PublicUserSchema, SigninSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { READ_METHODS } from "../../lib/read-methods.js";
import { SESSION_COOKIE } from "../../plugins/auth.js";
import { userService } from "../users/index.js";
import { SESSION_DAYS, signinService } from "./signin-service.js";

const Message = z.object({ success: z.boolean(), message: z.string() });

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const signins = signinService(app.deps);
  const profiles = userService(app.deps.db);
  const secureCookie = app.deps.config.publicUrl.startsWith("https://");

  app.post(
    "/user/signin",
    { schema: { tags: ["accounts"], body: SigninSchema, response: { 200: Message.extend({ token: z.string() }) } } },
    async (request, reply) => {
      const { token } = await signins.signin(request.body, { ip: request.ip, userAgent: request.headers["user-agent"] ?? null });
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookie,
        path: "/",
        maxAge: SESSION_DAYS * 86_400,
      });
      return { success: true, message: "Login successful", token };
    },
  );

  app.post(
    "/user/logout",
    { onRequest: app.requireUser, schema: { tags: ["accounts"], response: { 200: Message } } },
    async (request, reply) => {
      await signins.logout(request.user.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { success: true, message: "Logged out" };
    },
  );

  app.get(
    "/user/getUser",
    { onRequest: app.requireUser, schema: { tags: ["accounts"], response: { 200: Message.extend({ user: PublicUserSchema }) } } },
    async (request) => ({ success: true, message: "User", user: await profiles.profile(request.user.id) }),
  );

  app.route({
    method: READ_METHODS,
    url: "/user/getToken",
    onRequest: app.requireUser,
    schema: { tags: ["accounts"], response: { 200: Message } },
    handler: async () => ({ success: true, message: "Session is valid" }),
  });
};
