import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { messageLinks } from "../../db/schema/index.js";

/** A text message's link lives as long as the longest thing it opens (a cart restore link, a return window). */
const LINK_DAYS = 30;

const derive = (purpose: string, code: string) => createHash("sha256").update(`${purpose}:${code}`).digest();

function seal(url: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derive("key", code), iv);
  const sealed = Buffer.concat([cipher.update(url, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

function open(sealedUrl: string, code: string): string | null {
  const bytes = Buffer.from(sealedUrl, "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", derive("key", code), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/**
 * A short code (20 characters, 120 random bits) standing for a long address, so a link fits one DLT
 * variable and one WhatsApp button parameter; {shop}/l/{code} opens it.
 */
export async function shortLinkCode(db: Queryable, url: string, now: Date): Promise<string> {
  const code = randomBytes(15).toString("base64url");
  await db.insert(messageLinks).values({
    codeHash: derive("id", code).toString("hex"),
    sealedUrl: seal(url, code),
    expiresAt: new Date(now.getTime() + LINK_DAYS * 86_400_000),
  });
  return code;
}

/** The address a code stands for, while it lasts. */
export async function openShortLink(db: Queryable, code: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ sealedUrl: messageLinks.sealedUrl })
    .from(messageLinks)
    .where(and(eq(messageLinks.codeHash, derive("id", code).toString("hex")), gt(messageLinks.expiresAt, now)));
  return row ? open(row.sealedUrl, code) : null;
}

/** Forgets links that have lapsed; run with the job queue's own pruning. */
export async function pruneExpiredMessageLinks(db: Queryable, now: Date): Promise<number> {
  const removed = await db.delete(messageLinks).where(lte(messageLinks.expiresAt, now)).returning({ codeHash: messageLinks.codeHash });
  return removed.length;
}
