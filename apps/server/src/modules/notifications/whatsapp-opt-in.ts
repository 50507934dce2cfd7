import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { users } from "../../db/schema/index.js";

/** The customer's own choice of WhatsApp updates: off until they tick it at checkout or in their account. */
export function whatsAppOptIns(db: Queryable) {
  return {
    async of(userId: string): Promise<boolean> {
      const [row] = await db.select({ whatsappOptIn: users.whatsappOptIn }).from(users).where(eq(users.id, userId));
      return row?.whatsappOptIn ?? false;
    },
    async set(userId: string, whatsappOptIn: boolean): Promise<void> {
      await db.update(users).set({ whatsappOptIn }).where(eq(users.id, userId));
    },
  };
}
