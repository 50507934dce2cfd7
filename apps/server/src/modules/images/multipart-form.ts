import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { holdsControl, refusedCharacters } from "../../lib/control-characters.js";
import { AppError, invalid, tooMany } from "../../lib/app-error.js";
import { MAX_IMAGE_BYTES } from "./image-processor.js";

/** An uploaded file: in memory, or (for a field the route spools) on disk at `path`, with `data` empty. */
export type UploadedFile = { field: string; filename: string; data: Buffer; path?: string };

/** A multipart form read whole: text fields by name (repeated names keep every value) and files in order. */
export type MultipartForm = {
  fields: Map<string, string[]>;
  files: UploadedFile[];
  /** The last value of a text field, or undefined when it was not sent. */
  text(name: string): string | undefined;
  filesOf(name: string): Buffer[];
};

/** What one route takes: how many files in each file field, and how many text fields of what size. */
export type MultipartLimits = {
  files: Record<string, number>;
  /** Text fields at most (repeated names count each time). */
  fields: number;
  /** Bytes of one text field at most. */
  fieldBytes: number;
  /** Bytes of one file at most; images by default. */
  fileBytes?: number;
  /** What a file past fileBytes is called in the 413 message ("Each image must be … or smaller"). */
  fileNoun?: string;
  /**
   * File fields written to a temporary file as they arrive instead of kept in memory, for files a
   * route reads as a stream; the route removes them with `removeSpooled` when done.
   */
  spooled?: string[];
  /** Whether a form with no parts at all is read as no fields (a call that needs none). */
  mayBeEmpty?: boolean;
};

const tooLarge = (message: string) => new AppError("tooLarge", message);
const MALFORMED = "The form is incomplete or malformed. Please send it again.";

/**
 * Reads a multipart body within the route's limits while it streams: a file in a field the route
 * does not take, or one more than its field takes, is refused as soon as its part begins; a file past
 * the size limit stops being read. Limits answer 413, a malformed or empty body 400.
 */
export async function readMultipartForm(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartForm> {
  if (!request.isMultipart()) throw invalid("Send this form as multipart/form-data");
  const fileBytes = limits.fileBytes ?? MAX_IMAGE_BYTES;
  const totalFiles = Object.values(limits.files).reduce((sum, count) => sum + count, 0);
  const fields = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  let parts = 0;
  try {
    const stream = request.parts({
      // one file over the total still reaches the loop, which names the field it was sent in
      limits: {
        fileSize: fileBytes,
        files: totalFiles + 1,
        fields: limits.fields,
        fieldSize: limits.fieldBytes,
        parts: totalFiles + limits.fields + 1,
      },
    });
    for await (const part of stream) {
      parts += 1;
      // Form libraries name repeated fields "images[]"; the field is "images" all the same.
      const name = fieldName(part.fieldname);
      if (part.type === "file") {
        if (files.length === 0) await admitUpload(request);
        if (!Object.hasOwn(limits.files, name)) throw invalid(`Unexpected file field: ${part.fieldname}`);
        const allowed = limits.files[name]!;
        const sent = files.filter((file) => file.field === name).length;
        if (sent >= allowed)
          throw tooLarge(allowed === 1 ? `Send one file in ${name}` : `Send at most ${allowed} files in ${name}`);
        if (limits.spooled?.includes(name)) {
          const path = join(tmpdir(), `pallu-upload-${randomUUID()}`);
          files.push({ field: name, filename: part.filename, data: Buffer.alloc(0), path });
          await pipeline(part.file, createWriteStream(path));
          if (part.file.truncated) throw Object.assign(new Error("file too large"), { code: "FST_REQ_FILE_TOO_LARGE" });
          continue;
        }
        const data = await part.toBuffer();
        // a file input left empty still sends a part with no bytes and no name
        if (data.length > 0 || part.filename) files.push({ field: name, filename: part.filename, data });
        continue;
      }
      if (part.valueTruncated) throw tooLarge(`The field ${part.fieldname} is too long`);
      const value = typeof part.value === "string" ? part.value : String(part.value);
      if (holdsControl(value) || holdsControl(part.fieldname)) {
        throw refusedCharacters();
      }
      fields.set(name, [...(fields.get(name) ?? []), value]);
    }
  } catch (error) {
    await removeSpooled(files);
    throw describe(error, fileBytes, limits.fileNoun ?? "image");
  }
  if (parts === 0 && !limits.mayBeEmpty) throw invalid("The form is empty");
  return {
    fields,
    files,
    text: (name) => fields.get(name)?.at(-1),
    filesOf: (name) => files.filter((file) => file.field === name).map((file) => file.data),
  };
}

/** Removes the temporary files of spooled fields. */
export async function removeSpooled(files: UploadedFile[]): Promise<void> {
  await Promise.all(files.flatMap((file) => (file.path ? [rm(file.path, { force: true })] : [])));
}

/** The text fields as the object a JSON client would send: a repeated field holds every value. */
export function fieldsObject(form: MultipartForm): Record<string, string | string[]> {
  return Object.fromEntries(
    [...form.fields].map(([name, values]) => [name, values.length === 1 ? values[0]! : values]),
  );
}

const fieldName = (sent: string) => (sent.endsWith("[]") ? sent.slice(0, -2) : sent);

const HOUR_MS = 3_600_000;

/**
 * Before the first file of a form is read: a customer may upload so many forms an hour (the admin
 * is not limited), and no upload is taken when the disk under DATA_DIR is nearly full, as the
 * embedded database lives there too. A form without files is no upload.
 */
async function admitUpload(request: FastifyRequest): Promise<void> {
  const { config, rateLimiter, freeDiskBytes } = request.server.deps;
  const user = await request.currentUser();
  if (user && user.userType !== "Admin") {
    const limit = await rateLimiter.hit(`upload:${user.id}`, config.abuse.uploadsPerHour, HOUR_MS);
    if (!limit.allowed) {
      const minutes = Math.max(1, Math.ceil(limit.retryAfterMs / 60_000));
      throw tooMany(
        `Too many uploads. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        limit.retryAfterMs,
      );
    }
  }
  if (!config.s3 && (await freeDiskBytes()) < config.abuse.minFreeDiskBytes) {
    request.log.error(
      { minFreeDiskBytes: config.abuse.minFreeDiskBytes },
      "upload refused: the data folder's disk is nearly full",
    );
    throw new AppError(
      "insufficientStorage",
      "The shop is low on storage and cannot take uploads right now. Please try again later.",
    );
  }
}

function describe(error: unknown, fileBytes: number, fileNoun: string): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return tooLarge(`Each ${fileNoun} must be ${Math.floor(fileBytes / 1024 / 1024)} MB or smaller`);
  if (code === "FST_FILES_LIMIT") return tooLarge("Too many files");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return tooLarge("The form has too many fields");
  if (code === "FST_PROTO_VIOLATION") return invalid(MALFORMED);
  // Everything else the parser raises (no or empty boundary, a part cut in its headers, a body that
  // ends before its closing boundary, a connection closed early) is the client's malformed body.
  return invalid(MALFORMED);
}
