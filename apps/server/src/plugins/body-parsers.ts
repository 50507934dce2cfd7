import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { fieldsObject, readMultipartForm, type MultipartLimits } from "../modules/images/index.js";

/** Keys a form may not set: they would reach an object's prototype rather than a field. */
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * An urlencoded form as the object a JSON client would send: a repeated name, or one written
 * `name[]`, holds every value in order; a single name holds its text.
 */
export function formFields(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [rawName, value] of new URLSearchParams(text)) {
    const isList = rawName.endsWith("[]");
    const name = isList ? rawName.slice(0, -2) : rawName;
    if (UNSAFE_KEYS.has(name)) continue;
    const held = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (held === undefined) fields[name] = isList ? [value] : value;
    else fields[name] = Array.isArray(held) ? [...held, value] : [held, value];
  }
  return fields;
}

const unsupported = () => Object.assign(new Error("Unsupported content type"), { statusCode: 415 });

const FIELDS_ONLY: MultipartLimits = { files: {}, fields: 60, fieldBytes: 200_000, mayBeEmpty: true };

const METHODS_WITH_BODIES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Bodies as browsers and common HTTP clients send them. A call that needs no fields may come with
 * no body, an empty body of any type (a client's `post(url)` sends an empty form), `null` or `{}`;
 * forms arrive urlencoded as well as JSON; a JSON text sent as text/plain (fetch with a string
 * body and no header) is read as JSON; a route that reads fields reads them from a multipart form
 * as well. A non-empty body of a type the shop does not read is 415.
 */
export const bodyParsersPlugin = fp(async (app: FastifyInstance) => {
  const json = app.getDefaultJsonParser("error", "error");

  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if ((body as string).trim() === "") return done(null, undefined);
    return json(request, body as string, done);
  });
  app.addContentTypeParser("text/plain", { parseAs: "string" }, (request, body, done) => {
    const text = (body as string).trim();
    if (text === "") return done(null, undefined);
    if (text.startsWith("{")) return json(request, text, done);
    return done(null, body);
  });
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, formFields(body as string)),
  );
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) =>
    (body as Buffer).length === 0 ? done(null, undefined) : done(unsupported(), undefined),
  );

  app.addHook("preValidation", async (request: FastifyRequest) => {
    if (!METHODS_WITH_BODIES.has(request.method) || !request.routeOptions.schema?.body) return;
    // A route that reads fields reads them from a multipart form too (FormData without files).
    if (request.isMultipart()) request.body = fieldsObject(await readMultipartForm(request, FIELDS_ONLY));
    const hasNoBody = request.body === undefined || request.body === null || request.body === "";
    if (hasNoBody) request.body = {};
  });
});
