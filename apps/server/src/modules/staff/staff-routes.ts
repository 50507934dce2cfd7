import {
  AcceptInviteBodySchema,
  InviteStaffBodySchema,
  MessageResponseSchema,
  RemoveStaffBodySchema,
  StaffInviteResponseSchema,
  StaffListResponseSchema,
  StaffMemberResponseSchema,
  UpdateStaffBodySchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SESSION_COOKIE } from "../../plugins/auth.js";
import { SESSION_DAYS } from "../auth/index.js";
import { staffService } from "./staff-service.js";

/** The shop's staff: invitations, roles and removal, for owners (docs/staff.md). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffService(app.deps, app.log);
  const owner = { onRequest: app.requirePermission("staff.manage") };
  const tags = ["staff"];
  const secureCookie = app.deps.config.publicUrl.startsWith("https://");

  app.get("/staff/getStaff", { ...owner, schema: { tags, response: { 200: StaffListResponseSchema } } }, async () => ({
    success: true as const,
    message: "Staff",
    ...(await staff.list()),
  }));

  app.post(
    "/staff/inviteStaff",
    { ...owner, schema: { tags, body: InviteStaffBodySchema, response: { 200: StaffInviteResponseSchema } } },
    async (request) => {
      const by = { id: request.user.id, name: request.user.fullname, ip: request.ip };
      const invite = await staff.invite(request.body, by);
      return { success: true as const, message: `Invitation sent to ${invite.email ?? invite.phone}`, invite };
    },
  );

  app.post(
    "/staff/acceptInvite",
    {
      schema: {
        tags,
        body: AcceptInviteBodySchema,
        response: { 200: MessageResponseSchema.extend({ token: z.string() }) },
      },
    },
    async (request, reply) => {
      const { token } = await staff.accept(request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
      });
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookie,
        path: "/",
        maxAge: SESSION_DAYS * 86_400,
      });
      return { success: true as const, message: "Welcome to the shop's staff", token };
    },
  );

  app.put(
    "/staff/updateStaff",
    { ...owner, schema: { tags, body: UpdateStaffBodySchema, response: { 200: StaffMemberResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: "Role changed; they sign in again to use it",
      member: await staff.changeRole(request.body.staffId, request.body.role),
    }),
  );

  app.delete(
    "/staff/removeStaff",
    { ...owner, schema: { tags, body: RemoveStaffBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await staff.remove(request.body.staffId);
      return { success: true as const, message: "Removed from the staff; their sessions have ended" };
    },
  );
};
