import type { StaffRole } from "@pallu/domain";
import { and, asc, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { staffInvites, users } from "../../db/schema/index.js";
import { isUuid } from "../../lib/ids.js";

export type StaffRow = {
  id: string;
  fullname: string;
  email: string | null;
  phone: string | null;
  role: StaffRole;
  createdAt: Date;
};
export type InviteRow = typeof staffInvites.$inferSelect;

const memberColumns = {
  id: users.id,
  fullname: users.fullname,
  email: users.email,
  phone: users.phone,
  role: sql<StaffRole>`${users.staffRole}`,
  createdAt: users.createdAt,
};
const isMember = and(eq(users.userType, "Admin"), isNull(users.deletedAt));
const sameContact = (contact: { email: string | null; phone: string | null }) =>
  contact.email
    ? sql`lower(${staffInvites.email}) = ${contact.email.toLowerCase()}`
    : eq(staffInvites.phone, contact.phone ?? "");

export function staffRepository(db: Queryable) {
  return {
    members(): Promise<StaffRow[]> {
      return db.select(memberColumns).from(users).where(isMember).orderBy(asc(users.createdAt), asc(users.id));
    },

    async member(id: string): Promise<StaffRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select(memberColumns)
        .from(users)
        .where(and(isMember, eq(users.id, id)));
      return row;
    },

    async owners(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .where(and(isMember, eq(users.staffRole, "owner")));
      return row?.total ?? 0;
    },

    async setRole(id: string, role: StaffRole, now: Date): Promise<void> {
      await db.update(users).set({ staffRole: role, updatedAt: now }).where(eq(users.id, id));
    },

    /** A removed member keeps an ordinary account: their orders and reviews stay theirs. */
    async leaveStaff(id: string, now: Date): Promise<void> {
      await db.update(users).set({ userType: "Customer", staffRole: null, updatedAt: now }).where(eq(users.id, id));
    },

    openInvites(now: Date): Promise<InviteRow[]> {
      return db
        .select()
        .from(staffInvites)
        .where(and(isNull(staffInvites.acceptedAt), isNull(staffInvites.withdrawnAt), gt(staffInvites.expiresAt, now)))
        .orderBy(asc(staffInvites.createdAt));
    },

    async withdrawOpenInvites(contact: { email: string | null; phone: string | null }, now: Date): Promise<void> {
      await db
        .update(staffInvites)
        .set({ withdrawnAt: now })
        .where(and(sameContact(contact), isNull(staffInvites.acceptedAt), isNull(staffInvites.withdrawnAt)));
    },

    async createInvite(values: typeof staffInvites.$inferInsert): Promise<InviteRow> {
      const [row] = await db.insert(staffInvites).values(values).returning();
      return row!;
    },

    /** Uses the invitation up, once: a second use, an expired or a withdrawn link finds nothing. */
    async consumeInvite(tokenHash: string, now: Date): Promise<InviteRow | undefined> {
      const [row] = await db
        .update(staffInvites)
        .set({ acceptedAt: now })
        .where(
          and(
            eq(staffInvites.tokenHash, tokenHash),
            isNull(staffInvites.acceptedAt),
            isNull(staffInvites.withdrawnAt),
            gt(staffInvites.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async accountWith(contact: { email: string | null; phone: string | null }) {
      const [row] = await db
        .select({ id: users.id, userType: users.userType })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            or(
              contact.email ? sql`lower(${users.email}) = ${contact.email.toLowerCase()}` : sql`false`,
              contact.phone ? eq(users.phone, contact.phone) : sql`false`,
            ),
          ),
        )
        .limit(1);
      return row;
    },
  };
}
