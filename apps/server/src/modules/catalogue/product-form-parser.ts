import { IdSchema, productMultipartFieldsSchemaFor, type AttributeLists, type ProductForm } from "@pallu/domain";
import { z } from "zod";
import { invalid } from "../../lib/app-error.js";
import type { MultipartForm } from "../images/index.js";

export type ProductSubmission = {
  form: ProductForm;
  /** Uploaded image files, in the order they were sent. */
  newImages: Buffer[];
  /** URLs of current images to keep, in order; undefined when the form did not say (keep them all). */
  keptImages: string[] | undefined;
};

const KeptImagesSchema = z.array(z.string().max(500)).max(20);

/** Throws the first problem of a zod result as a 400 naming its field, or returns the data. */
export function validOrThrow<T>(result: z.ZodSafeParseResult<T>): T {
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join(".") ?? "";
  throw invalid(issue?.message ?? "Invalid form", field ? { field } : undefined);
}

/**
 * Reads the product form of createProduct / updateProduct. Kept images come from the
 * existingImages JSON text or from text values of the images field (older clients mix URLs
 * and files there). Attributes are checked against the shop's lists, with the values the seller added.
 */
export function parseProductForm(multipart: MultipartForm, lists: AttributeLists): ProductSubmission {
  const fields = Object.fromEntries([...multipart.fields.keys()].map((name) => [name, multipart.text(name)]));
  const form = validOrThrow(productMultipartFieldsSchemaFor(lists).safeParse(fields));
  const existing = multipart.text("existingImages");
  const urlsInImages = multipart.fields.get("images") ?? [];
  let keptImages: string[] | undefined;
  if (existing !== undefined || urlsInImages.length > 0) {
    keptImages = [...(existing ? parseKeptImages(existing) : []), ...urlsInImages];
  }
  return { form, newImages: multipart.filesOf("images"), keptImages };
}

function parseKeptImages(text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid("existingImages must be JSON", { field: "existingImages" });
  }
  return validOrThrow(KeptImagesSchema.safeParse(value));
}

/**
 * A product form sent as JSON or urlencoded rather than multipart (no new images then): each
 * field as the text a multipart form would carry, so one parser reads both. A list of texts is a
 * repeated field (kept image URLs in `images`); any other value is its JSON text.
 */
export function formOfBody(body: unknown): MultipartForm {
  if (body !== undefined && (typeof body !== "object" || body === null || Array.isArray(body))) {
    throw invalid("Send this form as multipart/form-data or as a JSON object");
  }
  const fields = new Map<string, string[]>();
  for (const [name, value] of Object.entries(body ?? {})) {
    if (value === undefined) continue;
    const texts = Array.isArray(value) && value.every((item) => typeof item === "string") ? (value as string[]) : undefined;
    fields.set(name, texts ?? [typeof value === "string" ? value : JSON.stringify(value)]);
  }
  return { fields, files: [], text: (name) => fields.get(name)?.at(-1), filesOf: () => [] };
}

export function parseProductId(multipart: MultipartForm): string {
  return validOrThrow(z.object({ id: IdSchema }).safeParse({ id: multipart.text("id") })).id;
}
