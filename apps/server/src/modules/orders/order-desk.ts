import { ADMIN_PAYMENT_FILTER_TYPE, statusToWire, type AdminOrderListBody, type OrderStatus } from "@pallu/domain";
import { and, asc, desc, eq, gte, lt, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { orders, users } from "../../db/schema/index.js";
import { wholePublicOrderId } from "./public-order-id.js";

const INDIA_OFFSET = "+05:30";
const DAY_MS = 86_400_000;

/** Characters LIKE reads as patterns, taken literally in a search. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * What the seller typed, found where a customer's call would point: a part of the order number,
 * the AWB, the customer's email, a part of their name, or a phone (the account's or the delivery
 * address's, its last ten digits). Each branch reads its own index and their ids are joined: one
 * OR across them would read every order.
 */
function searchCondition(text: string): SQL {
  const digits = text.replace(/\D/g, "");
  const phone = digits.length >= 10 ? digits.slice(-10) : null;
  const contains = `%${escapeLike(text)}%`;
  const customers = sql`SELECT ${users.id} FROM ${users}
    WHERE lower(${users.email}) = ${text.toLowerCase()} OR ${users.fullname} ILIKE ${contains}
    ${phone ? sql`OR ${users.phone} = ${phone}` : sql``}`;
  // A whole number is found by its unique index: its common trigrams ("PL-", the date) would make the part search read thousands.
  const whole = wholePublicOrderId(text);
  const byNumber = whole ? sql`${orders.publicOrderId} = ${whole}` : sql`${orders.publicOrderId} ILIKE ${contains}`;
  const branches = [
    sql`SELECT ${orders.id} FROM ${orders} WHERE ${byNumber}`,
    sql`SELECT ${orders.id} FROM ${orders} WHERE upper(${orders.awbCode}) = ${text.toUpperCase()}`,
    sql`SELECT ${orders.id} FROM ${orders} WHERE ${orders.userId} IN (${customers})`,
    ...(phone ? [sql`SELECT ${orders.id} FROM ${orders} WHERE (${orders.address} ->> 'phoneNumber') = ${phone}`] : []),
  ];
  return sql`${orders.id} IN (${sql.join(branches, sql` UNION ALL `)})`;
}

/** The first instant of a day in India, and the first of the day after another. */
const startOfIndiaDay = (day: string) => new Date(`${day}T00:00:00${INDIA_OFFSET}`);
const endOfIndiaDay = (day: string) => new Date(startOfIndiaDay(day).getTime() + DAY_MS);

/**
 * The order desk's query: every filter but the status (the status tabs count across it), the
 * status itself, and the order of the page.
 */
export function orderDeskQuery(body: AdminOrderListBody, type: "order" | "return", status: OrderStatus | undefined) {
  const filters: SQL[] = [eq(orders.orderType, type)];
  if (body.search) filters.push(searchCondition(body.search));
  if (body.paymentType) filters.push(eq(orders.paymentType, ADMIN_PAYMENT_FILTER_TYPE[body.paymentType]));
  if (body.from) filters.push(gte(orders.createdAt, startOfIndiaDay(body.from)));
  if (body.to) filters.push(lt(orders.createdAt, endOfIndiaDay(body.to)));
  const acrossStatuses = and(...filters);
  // The indexes run DESC NULLS LAST (read backwards: ASC NULLS FIRST); an order by that says
  // otherwise sorts every matching order instead of reading the first twenty from the index.
  const ascending = body.sortOrder === "asc";
  const along = (column: AnyColumn) => (ascending ? sql`${column} ASC NULLS FIRST` : sql`${column} DESC NULLS LAST`);
  const tieBreak = ascending ? asc(orders.id) : desc(orders.id);
  const orderBy =
    body.sortBy === "totalPrice"
      ? [along(orders.totalPaise), along(orders.createdAt), tieBreak]
      : [along(orders.createdAt), tieBreak];
  return {
    acrossStatuses,
    where: status ? and(acrossStatuses, eq(orders.status, status)) : acrossStatuses,
    orderBy,
    /** Every order, unsearched and unfiltered: its counts per status are the dashboard's rollup. */
    everyOrder: type === "order" && filters.length === 1,
  };
}

/** The status tabs: how many orders the same search and filters find in each status, by wire name. */
export function countsByWireStatus(counts: Map<OrderStatus, number>): Record<string, number> {
  return Object.fromEntries([...counts].map(([status, count]) => [statusToWire(status), count]));
}
