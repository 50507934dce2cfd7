import { z } from "zod";

/**
 * How values arrive from the clients the API serves: JSON, urlencoded and multipart forms and
 * query strings. Each is read liberally in its encoding and strictly in its meaning.
 */

const TRUE_WORDS = ["true", "yes", "on", "1"];
const FALSE_WORDS = ["false", "no", "off", "0"];

/** The boolean a form, a query or JSON spells: true/false, "true"/"false", yes/no, on/off, 1/0. */
export function readBoolean(value: unknown): unknown {
  if (typeof value === "number") return value === 1 ? true : value === 0 ? false : value;
  if (typeof value !== "string") return value;
  const text = value.trim().toLowerCase();
  if (TRUE_WORDS.includes(text)) return true;
  if (FALSE_WORDS.includes(text)) return false;
  return value;
}

/** A boolean in any of the spellings `readBoolean` reads; anything else is refused. */
export const formBoolean = z.preprocess(readBoolean, z.boolean({ message: "Use true or false" }));

/**
 * A field that carries JSON: as JSON text (the spec's multipart and form fields) or, from a JSON
 * client, as the value itself.
 */
export const jsonField = (fieldName: string) =>
  z.unknown().transform((value, context) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: `${fieldName} must be JSON` });
      return z.NEVER;
    }
  });

/** Turns form text ("12", " 3.5 ") into a number, leaving empty text to fail as missing. */
export const numberFromText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value), schema);

/** Text a form must fill in: trimmed, not empty, and at most `max` characters. */
export const requiredText = (message: string, max: number, tooLong = `At most ${max} characters`) =>
  z.string({ message }).trim().min(1, { message }).max(max, { message: tooLong });

/** An empty form field, or a JSON null, is a field not sent. */
export const emptyAsMissing = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A field a form may leave empty ("" or null) or leave out: either way, not given. */
export const optionalField = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsMissing, schema.optional());

/**
 * A page size: a client asking for more than `max` gets `max` (a full page) rather than an error,
 * as a client written for a larger page would otherwise show nothing.
 */
export const pageLimit = (fallback: number, max: number) =>
  z.coerce
    .number({ message: "limit must be a number" })
    .int({ message: "limit must be a whole number" })
    .min(1, { message: "limit must be at least 1" })
    .default(fallback)
    .transform((limit) => Math.min(limit, max));

/** A page number, from 1. */
export const pageNumber = z.coerce
  .number({ message: "page must be a number" })
  .int({ message: "page must be a whole number" })
  .min(1, { message: "page must be at least 1" })
  .max(100_000, { message: "page is too large" })
  .default(1);
