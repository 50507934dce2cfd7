import { createHash } from "node:crypto";

/** A weak ETag named by the body's content: the same body has the same tag on every instance. */
export const etagOf = (body: string | Buffer): string =>
  `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;

const opaquePart = (tag: string) => tag.trim().replace(/^W\//, "");

/**
 * Whether a conditional GET already holds this answer: If-None-Match may list several tags, weak or
 * strong, or "*" (RFC 9110 section 13.1.2 compares them weakly).
 */
export function isNotModified(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = opaquePart(etag);
  return [ifNoneMatch]
    .flat()
    .flatMap((header) => header.split(","))
    .some((tag) => tag.trim() === "*" || opaquePart(tag) === wanted);
}
