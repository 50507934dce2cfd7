import { financialYearOf, invoiceNumber } from "@pallu/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { invoiceCounters, orders } from "../../db/schema/index.js";
import { rowsOf } from "../../lib/rows.js";

export const invoicePath = (orderId: string) => `/api/v1/order/invoice/${orderId}`;

/**
 * Gives a confirmed order the next invoice number of the financial year, once. The counter row
 * is updated in the order's transaction, so numbers are sequential with no gaps or repeats.
 */
export async function assignInvoiceNumber(tx: Tx, orderId: string, now: Date, series: "PL" | "CN" = "PL"): Promise<void> {
  const year = financialYearOf(now);
  const counter = series === "PL" ? year : `${series} ${year}`;
  const [next] = rowsOf<{ last_number: number }>(
    await tx.execute(sql`INSERT INTO invoice_counters (financial_year, last_number) VALUES (${counter}, 1)
      ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_counters.last_number + 1
      RETURNING last_number`),
  );
  const updated = await tx
    .update(orders)
    .set({ invoiceNumber: invoiceNumber(year, next!.last_number, series), invoiceUrl: invoicePath(orderId) })
    .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)))
    .returning({ id: orders.id });
  // Already numbered: give the number back so the series keeps no gap.
  if (updated.length === 0) {
    await tx.update(invoiceCounters).set({ lastNumber: sql`${invoiceCounters.lastNumber} - 1` }).where(eq(invoiceCounters.financialYear, counter));
  }
}
