import { AuditLogQuerySchema, AuditLogResponseSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditLogPage } from "./audit-log.js";

/** The audit log of staff actions, for owners and managers (docs/staff.md). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/audit/getAuditLog",
    {
      onRequest: app.requirePermission("audit.read"),
      schema: { tags: ["staff"], querystring: AuditLogQuerySchema, response: { 200: AuditLogResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: "Audit log",
      ...(await auditLogPage(app.deps.db, request.query)),
    }),
  );
};
