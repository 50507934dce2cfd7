import { and, asc, count, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { addresses, users } from "../../db/schema/index.js";
import { isUuid } from "../../lib/ids.js";
import type { AddressRow } from "../users/index.js";

export type AddressFields = Omit<AddressRow, "id" | "userId" | "createdAt" | "updatedAt">;

/** The delivery fields of an address (a form, a saved row), as stored and as frozen on an order. */
export function addressFieldsOf(source: AddressFields): AddressFields {
  return {
    name: source.name,
    addressLine1: source.addressLine1,
    addressLine2: source.addressLine2,
    city: source.city,
    state: source.state,
    pinCode: source.pinCode,
    phoneNumber: source.phoneNumber,
    country: source.country,
  };
}

/** Every query names the owner: an address of someone else is never read, changed or removed. */
export function addressRepository(db: Queryable) {
  return {
    async findOf(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .limit(1);
      return row;
    },

    listOf(userId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id));
    },

    /** Holds the owner's row until the transaction ends, so concurrent adds count one after another. */
    async lockOwner(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
      return row?.total ?? 0;
    },

    async create(userId: string, fields: AddressFields, now: Date): Promise<string> {
      const [row] = await db.insert(addresses).values({ ...fields, userId, createdAt: now, updatedAt: now }).returning({ id: addresses.id });
      return row!.id;
    },

    async update(userId: string, id: string, fields: AddressFields, now: Date): Promise<boolean> {
      if (!isUuid(id)) return false;
      const updated = await db
        .update(addresses)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      return updated.length === 1;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const removed = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      return removed.length === 1;
    },
  };
}
