import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/database-unavailable.js";
import { loggableError } from "../db/loggable-error.js";
import { AppError, statusOfKind } from "../lib/app-error.js";

type ValidationIssue = { instancePath?: string; message?: string };

function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const message = issues[0]?.message;
  if (message) return message;
  return `Invalid ${context ?? "request"}`;
}

/** The field a validation issue is about, as a form names it: "awbCodes.2", "address.pinCode". */
function fieldOf(issue: ValidationIssue | undefined): string | undefined {
  const path = issue?.instancePath?.replace(/^\//, "").replaceAll("/", ".");
  return path || undefined;
}

/** Every failure leaves as { success: false, message } with the right status and no stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const status = statusOfKind[error.kind];
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.status(status).send({ success: false, message: error.message, ...(error.details ?? {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const field = fieldOf(error.validation[0]);
      // Every failing field with its message, so that a form can show them all at once.
      const errors = error.validation.map((issue) => ({ field: fieldOf(issue) ?? null, message: issue.message ?? "Invalid value" }));
      return reply.status(400).send({
        success: false,
        message: describeValidation(error.validation, error.validationContext),
        ...(field ? { field } : {}),
        errors,
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, "database unavailable");
      return reply.status(503).header("retry-after", "5").send({ success: false, message: "The shop is busy for a moment. Please try again." });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, "request failed");
      return reply.status(status === 503 ? 503 : 500).send({ success: false, message: "Something went wrong. Please try again." });
    }
    return reply.status(status).send({ success: false, message: publicMessage(error, status) });
  });
});

function publicMessage(error: FastifyError, status: number): string {
  if (status === 413) return "The request is too large";
  if (status === 415) return "Unsupported content type";
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) return "The request body is not valid JSON";
  if (status === 429) return "Too many requests, please slow down";
  return error.message;
}
