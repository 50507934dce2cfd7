import { canReturn, totalPagesFor, type Order, type Pagination } from "@pallu/domain";
import type { SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { presentOrder } from "./order-presenter.js";
import { orderRepository, type OrderRow } from "./order-repository.js";
import { isUuid } from "../../lib/ids.js";
import { shopSettings } from "../settings/settings-store.js";
import { historiesOf } from "./order-history.js";

export function orderService(deps: AppDeps, db: Queryable = deps.db) {
  const repository = orderRepository(db);

  /** Orders as the API shows them; with `withHistory` (one order asked for by its id), each change made to it. */
  async function present(rows: OrderRow[], options: { forAdmin?: boolean; withHistory?: boolean } = {}): Promise<Order[]> {
    const ids = rows.map((row) => row.id);
    const settings = await shopSettings(deps);
    const now = deps.now();
    const [lines, returns, customers, histories] = await Promise.all([
      repository.linesOf(ids),
      repository.returnsOf(ids),
      options.forAdmin ? repository.customersOf(rows.map((row) => row.userId)) : Promise.resolve(undefined),
      options.withHistory ? historiesOf(db, ids, options.forAdmin ? "admin" : "shopper") : Promise.resolve(undefined),
    ]);
    const returnsByOrder = new Map<string, OrderRow[]>();
    for (const row of returns) returnsByOrder.set(row.parentOrderId!, [...(returnsByOrder.get(row.parentOrderId!) ?? []), row]);
    const returned = new Set(returns.filter((row) => row.status !== "cancelled").map((row) => row.parentOrderId!));
    const returnable = new Set(rows.filter((row) => !returned.has(row.id) && canReturn(row, now, settings.returnWindowDays)).map((row) => row.id));
    const exchangeSizes = await repository.sizesOf(lines.filter((line) => returnable.has(line.orderId)).map((line) => line.productId));
    const context = {
      returnable,
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
  };
}
