import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../db/client.js";
import { parseRows } from "../../lib/rows.js";

export type ReminderStage = 1 | 2;

const ClaimedRow = z.object({ id: z.string() });

/**
 * Marks the checkouts whose reminder of this stage is due as sent, and answers them. Each
 * instance claims side by side: SKIP LOCKED passes over rows another is claiming, and the
 * still-unsent condition is checked again on the locked row, so each reminder is claimed once.
 */
export async function claimDueReminders(
  tx: Queryable,
  due: { stage: ReminderStage; visitedBy: Date; firstSentBy: Date },
  now: Date,
  limit = 100,
): Promise<string[]> {
  const { stage, visitedBy, firstSentBy } = due;
  const column = stage === 1 ? sql.raw("first_reminder_at") : sql.raw("second_reminder_at");
  // The second reminder never follows the first closer than the first followed the visit.
  const earlier = stage === 1 ? sql`TRUE` : sql`c.first_reminder_at <= ${firstSentBy.toISOString()}::timestamptz`;
  const rows = parseRows(
    ClaimedRow,
    await tx.execute(sql`
      UPDATE abandoned_checkouts SET ${column} = ${now.toISOString()}::timestamptz
      WHERE id IN (
        SELECT c.id FROM abandoned_checkouts c
        WHERE c.closed_at IS NULL AND c.${column} IS NULL AND ${earlier}
          AND c.visited_at <= ${visitedBy.toISOString()}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM reminder_opt_outs o WHERE o.user_id = c.user_id)
        ORDER BY c.visited_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
        AND ${column} IS NULL AND closed_at IS NULL
      RETURNING id`),
  );
  return rows.map((row) => row.id);
}
