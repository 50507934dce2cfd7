import {
  canReturn,
  ORDER_DESK_COUNT_CAP,
  ORDER_STATUSES,
  reachedSteps,
  totalPagesFor,
  type AdminOrderListBody,
  type Order,
  type OrderStatus,
  type OrderType,
  type Pagination,
} from "@pallu/domain";
import type { SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { presentOrder } from "./order-presenter.js";
import { orderRepository, type OrderRow } from "./order-repository.js";
import { isUuid } from "../../lib/ids.js";
import { discountsOfOrders } from "../promotions/index.js";
import { shopSettings } from "../settings/index.js";
import { historiesOf } from "./order-history.js";
import { orderDeskQuery } from "./order-desk.js";

export function orderService(deps: AppDeps, db: Queryable = deps.db) {
  const repository = orderRepository(db);

  /** Orders as the API shows them; with `withHistory` (one order asked for by its id), each change made to it and each discount it got. */
  async function present(rows: OrderRow[], options: { forAdmin?: boolean; withHistory?: boolean } = {}): Promise<Order[]> {
    const ids = rows.map((row) => row.id);
    const settings = await shopSettings(deps);
    const now = deps.now();
    const [lines, returns, customers, histories, discounts] = await Promise.all([
      repository.linesOf(ids),
      repository.returnsOf(ids),
      options.forAdmin ? repository.customersOf(rows.map((row) => row.userId)) : Promise.resolve(undefined),
      options.withHistory ? historiesOf(db, ids, options.forAdmin ? "admin" : "shopper") : Promise.resolve(undefined),
      options.withHistory ? discountsOfOrders(db, ids) : Promise.resolve(undefined),
    ]);
    const returnsByOrder = new Map<string, OrderRow[]>();
    for (const row of returns) returnsByOrder.set(row.parentOrderId!, [...(returnsByOrder.get(row.parentOrderId!) ?? []), row]);
    const returned = new Set(returns.filter((row) => row.status !== "cancelled").map((row) => row.parentOrderId!));
    const returnable = new Set(rows.filter((row) => !returned.has(row.id) && canReturn(row, now, settings.returnWindowDays)).map((row) => row.id));
    // The seller, opening one order, may open a return on it when delivered without one, past the window too.
    const withReturnChoices = options.forAdmin && options.withHistory
      ? new Set(rows.filter((row) => !returned.has(row.id) && row.orderType === "order" && row.status === "delivered").map((row) => row.id))
      : returnable;
    const [exchangeSizes, returnHistories] = await Promise.all([
      repository.sizesOf(lines.filter((line) => withReturnChoices.has(line.orderId)).map((line) => line.productId)),
      historiesOf(db, returns.map((row) => row.id), "shopper"),
    ]);
    const returnSteps = new Map([...returnHistories].map(([id, history]) => [id, reachedSteps(history)]));
    const context = {
      returnSteps,
      returnable,
      withReturnChoices,
      policy: { discountedExchangeOnly: settings.discountedExchangeOnly },
      exchangeSizes,
      returnsByOrder,
    };
    return rows.map((row) => {
      const order = presentOrder(
        row,
        lines.filter((line) => line.orderId === row.id),
        context,
      );
      const customer = customers?.get(row.userId);
      return {
        ...order,
        ...(customer ? { customer } : {}),
        ...(histories ? { history: histories.get(row.id) ?? [] } : {}),
        ...(discounts ? { discounts: discounts.get(row.id) ?? [] } : {}),
      };
    });
  }

  return {
    present,

    /** An order as its owner (or an admin) sees it; anyone else is told it does not exist. */
    async orderFor(orderId: string, viewer: { id: string; userType: string }): Promise<Order> {
      const row = isUuid(orderId) ? await repository.findById(orderId) : undefined;
      if (!row || (row.userId !== viewer.id && viewer.userType !== "Admin")) throw notFound("Order not found");
      const [order] = await present([row], { forAdmin: viewer.userType === "Admin", withHistory: true });
      return order!;
    },

    async page(
      where: SQL | undefined,
      page: number,
      limit: number,
      options: { forAdmin?: boolean; withHistory?: boolean; orderBy?: SQL[]; total?: number } = {},
    ): Promise<{ orders: Order[]; pagination: Pagination }> {
      const { rows, total } = await repository.page(where, limit, (page - 1) * limit, options);
      return {
        orders: await present(rows, options),
        pagination: { currentPage: page, totalPages: totalPagesFor(total, limit), totalCount: total, limit },
      };
    },

    async myOrders(userId: string, page: number, limit: number) {
      return this.page(repository.ownedBy(userId), page, limit);
    },

    /**
     * The order desk: one order by its id with its history, or a page of what the search and filters
     * find in one status, with how many they find in each status.
     */
    async desk(
      body: AdminOrderListBody,
      type: OrderType,
      status: OrderStatus | undefined,
    ): Promise<{ orders: Order[]; pagination: Pagination; counts: Map<OrderStatus, number> }> {
      if (body.orderId) {
        const one = await this.page(repository.withId(body.orderId), body.page, body.limit, { forAdmin: true, withHistory: true });
        return { ...one, counts: new Map() };
      }
      const desk = orderDeskQuery(body, type, status);
      const counts = desk.everyOrder
        ? await repository.rolledUpCounts(ORDER_DESK_COUNT_CAP)
        : await repository.statusCounts(desk.acrossStatuses, ORDER_STATUSES, ORDER_DESK_COUNT_CAP);
      const total = status ? (counts.get(status) ?? 0) : [...counts.values()].reduce((sum, count) => sum + count, 0);
      const found = await this.page(desk.where, body.page, body.limit, { forAdmin: true, orderBy: desk.orderBy, total });
      return { ...found, counts };
    },
  };
}
