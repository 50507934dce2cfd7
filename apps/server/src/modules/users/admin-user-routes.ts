import {
  AdminUserListQuerySchema,
  AdminUserListResponseSchema,
  IdBodySchema,
  MessageResponseSchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminUserService } from "./admin-user-service.js";

/** Admin-only user management (docs/api.md#user: getAllUsers, deleteUser). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = adminUserService(app.deps);

  const tags = ["admin"];
  const listed = { 200: AdminUserListResponseSchema };

  app.get(
    "/user/getAllUsers",
    {
      onRequest: app.requirePermission("customers.read"),
      schema: { tags, querystring: AdminUserListQuerySchema, response: listed },
    },
    async (request) => ({ success: true as const, message: "Users", ...(await admin.list(request.query)) }),
  );

  // The spec does not say how getAllUsers is called: a POST carries the same fields in its body.
  app.post(
    "/user/getAllUsers",
    {
      onRequest: app.requirePermission("customers.read"),
      schema: { tags, body: AdminUserListQuerySchema, response: listed },
    },
    async (request) => ({ success: true as const, message: "Users", ...(await admin.list(request.body)) }),
  );

  app.delete(
    "/user/deleteUser",
    {
      onRequest: app.requirePermission("customers.delete"),
      schema: { tags, body: IdBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await admin.remove(request.user.id, request.body.id);
      return { success: true as const, message: "The user's personal data has been deleted; their orders are kept" };
    },
  );
};
