import { and, eq, gt, isNull } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { userTokens } from "../../db/schema/index.js";

export type UserTokenKind = (typeof userTokens.$inferSelect)["kind"];

/** A link of this kind and token that is neither used nor expired. */
function liveToken(kind: UserTokenKind, tokenHash: string, now: Date) {
  return and(eq(userTokens.kind, kind), eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now));
}

/** Single-use mailed links (verify, reset), kept only as the hash of their token. */
export function userTokenRepository(db: Queryable) {
  return {
    async create(userId: string, kind: UserTokenKind, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db.insert(userTokens).values({ userId, kind, tokenHash, createdAt: now, expiresAt });
    },

    /** The owner of a link that is neither used nor expired. */
    async findLiveOwner(kind: UserTokenKind, tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: userTokens.userId })
        .from(userTokens)
        .where(liveToken(kind, tokenHash, now))
        .limit(1);
      return row?.userId;
    },

    /** Uses a live link up and answers its owner; undefined when it was used (or expired) meanwhile. */
    async consume(kind: UserTokenKind, tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(liveToken(kind, tokenHash, now))
        .returning({ userId: userTokens.userId });
      return row?.userId;
    },

    /** Retires every other live link of that kind, so an older mail cannot be used after this one. */
    async retireAll(userId: string, kind: UserTokenKind, now: Date): Promise<void> {
      await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
    },
  };
}
