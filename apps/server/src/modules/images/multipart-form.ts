import type { FastifyRequest } from "fastify";
import { AppError, invalid } from "../../lib/app-error.js";

export type UploadedFile = { field: string; filename: string; data: Buffer };

/** A multipart form read whole: text fields by name (repeated names keep every value) and files in order. */
export type MultipartForm = {
  fields: Map<string, string[]>;
  files: UploadedFile[];
  /** The last value of a text field, or undefined when it was not sent. */
  text(name: string): string | undefined;
  filesOf(name: string): Buffer[];
};

const tooLarge = (message: string) => new AppError("tooLarge", message);

/** Reads a multipart body within the limits set in app.ts; oversize parts answer 413, a non-multipart body 400. */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw invalid("Send this form as multipart/form-data");
  const fields = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        // a file input left empty still sends a part with no bytes and no name
        if (data.length > 0 || part.filename) files.push({ field: part.fieldname, filename: part.filename, data });
        continue;
      }
      if (part.valueTruncated) throw tooLarge(`The field ${part.fieldname} is too long`);
      const value = typeof part.value === "string" ? part.value : String(part.value);
      fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), value]);
    }
  } catch (error) {
    throw describeLimit(error);
  }
  return {
    fields,
    files,
    text: (name) => fields.get(name)?.at(-1),
    filesOf: (name) => files.filter((file) => file.field === name).map((file) => file.data),
  };
}

function describeLimit(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge("Each image must be 8 MB or smaller");
  if (code === "FST_FILES_LIMIT") return tooLarge("Too many files: 10 at most");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return tooLarge("The form has too many fields");
  return error;
}
