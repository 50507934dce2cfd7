import { indiaDateTime, paiseToRupees, startOfIndiaDay, type CsvCell, type OrderExportQuery, type TaxDocument } from "@pallu/domain";
import { and, asc, eq, gt, gte, inArray, lt, or } from "drizzle-orm";
import type { Readable } from "node:stream";
import type { Db } from "../../db/client.js";
import { orderLines, orders, users } from "../../db/schema/index.js";
import { csvStream } from "../../lib/csv-stream.js";
import { documentsOf } from "../invoices/index.js";

const PAGE = 200;
const COLUMNS = [
  "order_number",
  "date_ist",
  "customer",
  "state",
  "payment_type",
  "status",
  "lines",
  "taxable_value",
  "gst",
  "total",
  "invoice_number",
];

const gstOf = (totals: TaxDocument["totals"]) =>
  totals.cgstPaise + totals.sgstPaise + totals.utgstPaise + totals.igstPaise;

/** Orders (not returns) placed in the days given, in India's time, a page at a time in the order they were placed. */
async function* orderRows(db: Db, { from, to }: OrderExportQuery): AsyncGenerator<CsvCell[]> {
  const start = startOfIndiaDay(from);
  const end = new Date(startOfIndiaDay(to).getTime() + 86_400_000);
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const page = await db
      .select({
        id: orders.id,
        number: orders.publicOrderId,
        createdAt: orders.createdAt,
        customer: users.fullname,
        address: orders.address,
        paymentType: orders.paymentType,
        status: orders.status,
        totalPaise: orders.totalPaise,
        invoiceNumber: orders.invoiceNumber,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          eq(orders.orderType, "order"),
          gte(orders.createdAt, start),
          lt(orders.createdAt, end),
          after
            ? or(
                gt(orders.createdAt, after.createdAt),
                and(eq(orders.createdAt, after.createdAt), gt(orders.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(PAGE);
    if (page.length === 0) return;
    const ids = page.map((order) => order.id);
    const [lines, invoices] = await Promise.all([
      db
        .select({
          orderId: orderLines.orderId,
          name: orderLines.name,
          size: orderLines.size,
          quantity: orderLines.quantity,
        })
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids)),
      documentsOf(db, ids, "invoice"),
    ]);
    for (const order of page) {
      const invoice = invoices.get(order.id);
      const bought = lines
        .filter((line) => line.orderId === order.id)
        .map((line) => `${line.name}${line.size === "NA" ? "" : ` (${line.size})`} x ${line.quantity}`)
        .join("; ");
      yield [
        order.number,
        indiaDateTime(order.createdAt),
        order.customer,
        order.address.state,
        order.paymentType === "cod" ? "COD" : "Online",
        order.status,
        bought,
        invoice ? paiseToRupees(invoice.totals.taxablePaise) : "",
        invoice ? paiseToRupees(gstOf(invoice.totals)) : "",
        paiseToRupees(order.totalPaise),
        order.invoiceNumber ?? "",
      ];
    }
    const last = page.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The accountant's orders file for a range of days: streamed as the database is read. */
export function ordersCsv(db: Db, range: OrderExportQuery): Readable {
  return csvStream(COLUMNS, orderRows(db, range));
}
