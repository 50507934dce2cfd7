import { and, count, desc, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { otps } from "../../db/schema/index.js";
import type { Contact } from "./contact.js";

export type OtpRow = typeof otps.$inferSelect;
export type OtpPurpose = OtpRow["purpose"];

export function otpRepository(db: Queryable) {
  return {
    /** Codes sent to an address or number since a moment, whatever their purpose. */
    async countSentSince(target: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(otps)
        .where(and(eq(otps.target, target), gte(otps.createdAt, since)));
      return row?.total ?? 0;
    },

    /** A new code replaces the ones before it: only the latest code sent can be used. */
    async replace(contact: Contact, purpose: OtpPurpose, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .update(otps)
        .set({ consumedAt: now })
        .where(and(eq(otps.target, contact.target), eq(otps.purpose, purpose), isNull(otps.consumedAt)));
      await db
        .insert(otps)
        .values({ target: contact.target, channel: contact.channel, purpose, codeHash, createdAt: now, expiresAt });
    },

    async findLive(target: string, purpose: OtpPurpose, now: Date, maxFailures: number): Promise<OtpRow | undefined> {
      const [row] = await db
        .select()
        .from(otps)
        .where(
          and(
            eq(otps.target, target),
            eq(otps.purpose, purpose),
            isNull(otps.consumedAt),
            gt(otps.expiresAt, now),
            lt(otps.failedAttempts, maxFailures),
          ),
        )
        .orderBy(desc(otps.createdAt))
        .limit(1);
      return row;
    },

    /** Counts a wrong guess and answers how many the code has had (a concurrent guess cannot go past the limit). */
    async recordFailure(id: string, maxFailures: number): Promise<number> {
      const [row] = await db
        .update(otps)
        .set({ failedAttempts: sql`${otps.failedAttempts} + 1` })
        .where(and(eq(otps.id, id), lt(otps.failedAttempts, maxFailures)))
        .returning({ failedAttempts: otps.failedAttempts });
      return row?.failedAttempts ?? maxFailures;
    },

    /** Uses the code up; false when another request used or killed it first. */
    async consume(id: string, now: Date, maxFailures: number): Promise<boolean> {
      const used = await db
        .update(otps)
        .set({ consumedAt: now })
        .where(and(eq(otps.id, id), isNull(otps.consumedAt), lt(otps.failedAttempts, maxFailures)))
        .returning({ id: otps.id });
      return used.length === 1;
    },
  };
}
