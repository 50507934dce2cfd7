import { paiseToRupees, type AbandonedCheckoutReport } from "@pallu/domain";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.js";
import { parseRows } from "../../lib/rows.js";
import { shopSettings } from "../settings/index.js";

const IST_OFFSET_MS = 330 * 60_000;
/** The start of a calendar day in India, as an instant. */
const istDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

const ReportRow = z.object({
  abandoned: z.coerce.number(),
  firstReminders: z.coerce.number(),
  secondReminders: z.coerce.number(),
  recoveredOrders: z.coerce.number(),
  recoveredPaise: z.coerce.number(),
});

/**
 * Checkouts abandoned in the range (started then, and left past the wait or reminded), the
 * reminders sent in it, and the orders placed after a reminder in it with their total.
 */
export async function abandonedCheckoutReport(
  deps: Pick<AppDeps, "db" | "config" | "cacheBus" | "now">,
  range: { from: string; to: string },
): Promise<AbandonedCheckoutReport> {
  const start = istDayStart(range.from).toISOString();
  const end = new Date(istDayStart(range.to).getTime() + 86_400_000).toISOString();
  const { recoveryDelayMinutes } = await shopSettings(deps);
  const leftBy = new Date(deps.now().getTime() - recoveryDelayMinutes * 60_000).toISOString();
  const inRange = (column: string) =>
    sql`${sql.raw(column)} >= ${start}::timestamptz AND ${sql.raw(column)} < ${end}::timestamptz`;
  const [row] = parseRows(
    ReportRow,
    await deps.db.execute(sql`
      SELECT
        count(*) FILTER (WHERE ${inRange("created_at")}
          AND (first_reminder_at IS NOT NULL OR (closed_at IS NULL AND visited_at <= ${leftBy}::timestamptz))) AS "abandoned",
        count(*) FILTER (WHERE ${inRange("first_reminder_at")}) AS "firstReminders",
        count(*) FILTER (WHERE ${inRange("second_reminder_at")}) AS "secondReminders",
        count(*) FILTER (WHERE recovered_total_paise IS NOT NULL AND ${inRange("closed_at")}) AS "recoveredOrders",
        coalesce(sum(recovered_total_paise) FILTER (WHERE recovered_total_paise IS NOT NULL AND ${inRange("closed_at")}), 0) AS "recoveredPaise"
      FROM abandoned_checkouts`),
  );
  const figures = row ?? { abandoned: 0, firstReminders: 0, secondReminders: 0, recoveredOrders: 0, recoveredPaise: 0 };
  return {
    from: range.from,
    to: range.to,
    abandoned: figures.abandoned,
    firstReminders: figures.firstReminders,
    secondReminders: figures.secondReminders,
    recoveredOrders: figures.recoveredOrders,
    recoveredRevenue: paiseToRupees(figures.recoveredPaise),
  };
}
