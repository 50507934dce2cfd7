import { and, eq, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { isUuid } from "../../lib/ids.js";
import { conflict, notFound } from "../../lib/app-error.js";
import type { UserRow } from "./user-repository.js";

/** No password verifies against it: a customer made at the counter signs in after setting one by OTP. */
const NO_PASSWORD_YET = "!counter-customer";

export type CounterCustomerInput = { customerId: string } | { customer: { fullname: string; phone: string; email?: string | undefined } };

async function liveByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.phone, phone), isNull(users.deletedAt))).limit(1);
  return row;
}

async function liveByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt))).limit(1);
  return row;
}

/**
 * The customer an order taken in a chat is for: the one chosen, or the one with that phone (or
 * email) already, or a new account with just a name and a phone. A new account is unverified and
 * has no password until its owner sets one by OTP; its orders are waiting for it when they do.
 */
export async function counterCustomer(db: Queryable, input: CounterCustomerInput): Promise<{ customer: UserRow; created: boolean }> {
  if ("customerId" in input) {
    const [row] = isUuid(input.customerId)
      ? await db.select().from(users).where(and(eq(users.id, input.customerId), isNull(users.deletedAt))).limit(1)
      : [];
    if (!row) throw notFound("Customer not found");
    return { customer: row, created: false };
  }
  const { fullname, phone, email } = input.customer;
  const known = (await liveByPhone(db, phone)) ?? (email ? await liveByEmail(db, email) : undefined);
  if (known) return { customer: known, created: false };
  const [created] = await db
    .insert(users)
    .values({ fullname, phone, email: email ?? null, passwordHash: NO_PASSWORD_YET, userType: "Customer", isVerified: false })
    .onConflictDoNothing()
    .returning();
  if (created) return { customer: created, created: true };
  // Made a moment ago by another request, or the email belongs to a deleted or other account.
  const raced = await liveByPhone(db, phone);
  if (raced) return { customer: raced, created: false };
  throw conflict("This email belongs to another customer");
}
