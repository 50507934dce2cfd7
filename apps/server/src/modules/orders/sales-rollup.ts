import type { OrderStatus } from "@pallu/domain";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";

/** Orders are counted in the month they were placed, in Indian time. */
const monthOf = (createdAt: Date) => sql`to_char(${createdAt.toISOString()}::timestamptz AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-01')::date`;

/**
 * The dashboard's monthly figures per status, kept in the same transaction as every order change
 * so they always equal a full recount of the orders table.
 */
export async function rollupOrderPlaced(tx: Tx, order: { createdAt: Date; status: OrderStatus; totalPaise: number }) {
  await tx.execute(sql`INSERT INTO sales_rollup (month, status, order_count, total_paise)
    VALUES (${monthOf(order.createdAt)}, ${order.status}, 1, ${order.totalPaise})
    ON CONFLICT (month, status) DO UPDATE SET
      order_count = sales_rollup.order_count + 1,
      total_paise = sales_rollup.total_paise + EXCLUDED.total_paise`);
}

export async function rollupStatusChanged(
  tx: Tx,
  order: { createdAt: Date; totalPaise: number },
  from: OrderStatus,
  to: OrderStatus,
) {
  if (from === to) return;
  await tx.execute(sql`UPDATE sales_rollup SET order_count = order_count - 1, total_paise = total_paise - ${order.totalPaise}
    WHERE month = ${monthOf(order.createdAt)} AND status = ${from}`);
  await rollupOrderPlaced(tx, { createdAt: order.createdAt, status: to, totalPaise: order.totalPaise });
}
