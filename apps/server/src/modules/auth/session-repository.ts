import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import type { StaffRole } from "@pallu/domain";
import { sessions, users } from "../../db/schema/index.js";

export type SessionUser = {
  id: string;
  sessionId: string;
  fullname: string;
  email: string | null;
  phone: string | null;
  isVerified: boolean;
  userType: "Admin" | "Customer";
  /** The member of staff's role; null for a customer. */
  role: StaffRole | null;
};

export function sessionRepository(db: Queryable) {
  return {
    async create(userId: string, tokenHash: string, expiresAt: Date, userAgent: string | null) {
      await db.insert(sessions).values({ userId, tokenHash, expiresAt, userAgent });
    },

    /** The live session of a token: not expired, not revoked, and its user not deleted. */
    async findUser(tokenHash: string, now: Date): Promise<SessionUser | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          sessionId: sessions.id,
          fullname: users.fullname,
          email: users.email,
          phone: users.phone,
          isVerified: users.isVerified,
          userType: users.userType,
          role: users.staffRole,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    async revoke(sessionId: string, now: Date) {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    },

    async revokeAllOf(userId: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async deleteExpired(now: Date) {
      await db.delete(sessions).where(sql`${sessions.expiresAt} < ${now}`);
    },
  };
}
