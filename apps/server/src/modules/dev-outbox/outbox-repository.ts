import { desc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { outboxMessages } from "../../db/schema/index.js";

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = Pick<OutboxRow, "channel" | "to" | "subject" | "text" | "html">;

export function outboxRepository(db: Queryable) {
  return {
    async record(message: NewOutboxMessage): Promise<void> {
      await db.insert(outboxMessages).values(message);
    },

    /** Newest first, optionally only those sent to one address or number. */
    listNewest(limit: number, to?: string): Promise<OutboxRow[]> {
      const query = db.select().from(outboxMessages);
      const filtered = to ? query.where(eq(outboxMessages.to, to)) : query;
      return filtered.orderBy(desc(outboxMessages.createdAt)).limit(limit);
    },
  };
}
