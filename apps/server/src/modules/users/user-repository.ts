import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import {
  addresses,
  cartItems,
  orders,
  otps,
  sessions,
  userTokens,
  users,
  wishlistItems,
} from "../../db/schema/index.js";
import { isUuid } from "../../lib/ids.js";

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type ContactField = "email" | "phone";
export type AdminUserRow = UserRow & { ordersCount: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(users.fullname, pattern), ilike(users.email, pattern), ilike(users.phone, pattern));
}

export function userRepository(db: Queryable) {
  return {
    async findByLogin(login: { email?: string | undefined; phone?: string | undefined }): Promise<UserRow | undefined> {
      const condition = login.email
        ? sql`lower(${users.email}) = ${login.email.toLowerCase()}`
        : eq(users.phone, login.phone ?? "");
      const [row] = await db
        .select()
        .from(users)
        .where(and(condition, isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    addressesOf(userIds: string[]): Promise<AddressRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(addresses)
        .where(inArray(addresses.userId, userIds))
        .orderBy(asc(addresses.createdAt), asc(addresses.id));
    },

    /** A new customer, never verified and never an admin, whatever the form said. */
    async createCustomer(input: {
      fullname: string;
      email: string | null;
      phone: string | null;
      passwordHash: string;
    }): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...input, userType: "Customer", isVerified: true })
        .returning();
      return row!;
    },

    /** Sets the email or phone only while it is still empty; false when it was not. */
    async setContactIfEmpty(userId: string, field: ContactField, value: string, now: Date): Promise<boolean> {
      const column = field === "email" ? users.email : users.phone;
      const updated = await db
        .update(users)
        .set({ [field]: value, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(column), isNull(users.deletedAt)))
        .returning({ id: users.id });
      return updated.length === 1;
    },

    async updateProfile(
      userId: string,
      changes: { fullname?: string; image?: string | null },
      now: Date,
    ): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, userId));
    },

    async setPasswordHash(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    async markVerified(userId: string, now: Date): Promise<void> {
      await db.update(users).set({ isVerified: true, updatedAt: now }).where(eq(users.id, userId));
    },

    /** One page of live accounts, newest first, each with its number of orders (counted on orders_user_idx). */
    async listForAdmin(page: { search?: string | undefined; offset: number; limit: number }): Promise<AdminUserRow[]> {
      // Written out in full: in a one-table select Drizzle leaves column names unqualified, and "id" would bind to orders.
      const ordersCount = sql<number>`(select count(*)::int from ${orders} as o where o.user_id = ${users}.id and o.order_type = 'order')`;
      const rows = await db
        .select({ user: users, ordersCount })
        .from(users)
        .where(and(isNull(users.deletedAt), searchCondition(page.search)))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((row) => ({ ...row.user, ordersCount: Number(row.ordersCount) }));
    },

    /** Live accounts by kind, as the users page and the dashboard count them. */
    async countByKind(): Promise<{ customers: number; admins: number }> {
      const rows = await db
        .select({ userType: users.userType, total: count() })
        .from(users)
        .where(isNull(users.deletedAt))
        .groupBy(users.userType);
      const of = (kind: "Customer" | "Admin") => rows.find((row) => row.userType === kind)?.total ?? 0;
      return { customers: of("Customer"), admins: of("Admin") };
    },

    async countForAdmin(search: string | undefined): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .where(and(isNull(users.deletedAt), searchCondition(search)));
      return row?.total ?? 0;
    },

    /**
     * Removes an account's personal data but keeps the row, so its orders stay whole for the
     * books: name, contacts, picture and password go; sessions, links, addresses, cart and wishlist too.
     */
    async anonymise(user: UserRow, unusablePasswordHash: string, now: Date): Promise<void> {
      const contacts = [user.email?.toLowerCase(), user.phone].filter((value): value is string => Boolean(value));
      await db
        .update(users)
        .set({
          fullname: "Deleted user",
          email: null,
          phone: null,
          image: null,
          passwordHash: unusablePasswordHash,
          isVerified: false,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
      await db.delete(userTokens).where(eq(userTokens.userId, user.id));
      await db.delete(addresses).where(eq(addresses.userId, user.id));
      await db.delete(cartItems).where(eq(cartItems.userId, user.id));
      await db.delete(wishlistItems).where(eq(wishlistItems.userId, user.id));
      if (contacts.length > 0) await db.delete(otps).where(inArray(otps.target, contacts));
    },
  };
}
