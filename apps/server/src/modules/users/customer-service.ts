import {
  CUSTOMER_RECENT_ORDERS,
  paiseToRupees,
  type Customer,
  type CustomerProfileResponse,
  type CustomerSummary,
} from "@pallu/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { orders, users } from "../../db/schema/index.js";
import { notFound } from "../../lib/app-error.js";
import { orderService } from "../orders/index.js";
import { presentAddress } from "./user-presenter.js";
import { userRepository, type UserRow } from "./user-repository.js";
import { recordAudit } from "../audit/index.js";

const NOT_FOUND = "Customer not found";

/** Refunds that have left the shop: sent to the provider, paid back, or settled by hand for cash on delivery. */
const REFUNDS_PAID = ["completed", "processing", "manual"] as const;

function presentCustomer(row: UserRow): Customer {
  return {
    _id: row.id,
    fullname: row.fullname,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    isVerified: row.isVerified,
    codAllowed: row.codAllowed,
  };
}

/** A customer's four figures, counted by the database in one pass over their orders (orders_user_idx). */
async function summaryOf(db: Queryable, userId: string): Promise<CustomerSummary> {
  const isOrder = sql`${orders.orderType} = 'order'`;
  const isReturn = sql`${orders.orderType} = 'return' AND ${orders.status} <> 'cancelled'`;
  const [row] = await db
    .select({
      orders: sql<number>`count(*) FILTER (WHERE ${isOrder})::int`,
      returns: sql<number>`count(*) FILTER (WHERE ${isReturn})::int`,
      // A cancelled COD order that has an AWB or a shipping order had left the warehouse: the
      // courier brought it back undelivered (an order cancelled before shipping has neither).
      undeliveredCod: sql<number>`count(*) FILTER (WHERE ${isOrder} AND ${orders.paymentType} = 'cod'
        AND ${orders.status} = 'cancelled' AND (${orders.awbCode} <> '' OR ${orders.shippingOrderId} <> ''))::int`,
      // Money paid for orders that stand (a refunded order is a cancelled one whose money went
      // back); store credit spent is left out, as the money behind it was counted when first paid.
      paidPaise: sql<number>`coalesce(sum(${orders.totalPaise} - ${orders.storeCreditPaise})
        FILTER (WHERE ${isOrder} AND ${orders.status} NOT IN ('cancelled', 'refunded')), 0)`.mapWith(Number),
      refundedPaise: sql<number>`coalesce(sum(${orders.refundPaise})
        FILTER (WHERE ${isReturn} AND ${inArray(orders.refundStatus, [...REFUNDS_PAID])}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  return {
    orders: row?.orders ?? 0,
    returns: row?.returns ?? 0,
    undeliveredCod: row?.undeliveredCod ?? 0,
    totalSpent: paiseToRupees((row?.paidPaise ?? 0) - (row?.refundedPaise ?? 0)),
  };
}

/** The back office's page of one customer, and the seller's cash-on-delivery switch on their account. */
export function customerService(deps: AppDeps) {
  const usersOf = userRepository(deps.db);
  const ordersOf = orderService(deps);

  async function customerRow(userId: string): Promise<UserRow> {
    const row = await usersOf.findById(userId);
    if (!row || row.userType !== "Customer") throw notFound(NOT_FOUND);
    return row;
  }

  return {
    async profile(userId: string): Promise<Omit<CustomerProfileResponse, "success" | "message">> {
      const row = await customerRow(userId);
      const summary = await summaryOf(deps.db, userId);
      const [addressRows, recent] = await Promise.all([
        usersOf.addressesOf([userId]),
        ordersOf.page(and(eq(orders.userId, userId), eq(orders.orderType, "order")), 1, CUSTOMER_RECENT_ORDERS, {
          forAdmin: true,
          total: summary.orders,
        }),
      ]);
      return {
        customer: presentCustomer(row),
        summary,
        addresses: addressRows.map(presentAddress),
        orders: recent.orders,
      };
    },

    async setCodAllowed(userId: string, allowed: boolean): Promise<Customer> {
      return deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ codAllowed: allowed, updatedAt: deps.now() })
          .where(and(eq(users.id, userId), eq(users.userType, "Customer"), isNull(users.deletedAt)))
          .returning();
        if (!row) throw notFound(NOT_FOUND);
        const change = { action: "customer.cashOnDelivery", object: { kind: "customer" as const, id: row.id } };
        await recordAudit(
          tx,
          { ...change, before: { codAllowed: !allowed }, after: { codAllowed: allowed } },
          deps.now(),
        );
        return presentCustomer(row);
      });
    },
  };
}
