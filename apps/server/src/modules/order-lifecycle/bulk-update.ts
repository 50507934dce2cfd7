import {
  awbFor,
  statusFromWire,
  statusToWire,
  type BulkOrderResult,
  type BulkUpdateOrdersBody,
  type OrderStatus,
} from "@pallu/domain";
import { inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { orders } from "../../db/schema/index.js";
import { AppError, invalid } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";
import { cancelOrder } from "./cancel-order.js";
import type { PersonActor } from "../orders/index.js";
import { updateOrder } from "./update-order.js";
import type { StepCheck } from "./staff-steps.js";

type Found = { id: string; publicOrderId: string; status: OrderStatus; orderType: "order" | "return" };

async function findOrders(deps: AppDeps, ids: string[]): Promise<Map<string, Found>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: orders.id, publicOrderId: orders.publicOrderId, status: orders.status, orderType: orders.orderType })
    .from(orders)
    .where(inArray(orders.id, valid));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Changes many orders to one status, each in its own transaction and by the rules of a single
 * change (a cancellation as the admin's cancel, with the reason in the history): one order that
 * cannot change is refused with its reason while the others go on. An order already in the status
 * asked for is left as it is, so a repeated request changes nothing twice.
 */
export async function bulkUpdateOrders(
  deps: AppDeps,
  body: BulkUpdateOrdersBody,
  by: PersonActor,
  check?: StepCheck,
): Promise<BulkOrderResult[]> {
  const to = statusFromWire(body.status);
  if (!to) throw invalid(`Unknown status: ${body.status}`, { field: "status" });
  // A step the role may not take at all refuses the whole request; limits are checked order by order.
  check?.({ to });
  const wanted = statusToWire(to);
  const ids = [...new Set(body.orderIds)];
  const found = await findOrders(deps, ids);
  const results: BulkOrderResult[] = [];
  for (const orderId of ids) {
    const order = found.get(orderId);
    if (!order || order.orderType !== "order") {
      results.push({
        orderId,
        publicOrderId: null,
        ok: false,
        changed: false,
        status: null,
        message: "Order not found",
      });
      continue;
    }
    const answer = { orderId, publicOrderId: order.publicOrderId };
    if (order.status === to) {
      results.push({ ...answer, ok: true, changed: false, status: wanted, message: `Already ${wanted}` });
      continue;
    }
    try {
      const awbCode = awbFor(body, order);
      let changed = true;
      if (to === "cancelled") await cancelOrder(deps, orderId, by, body.reason);
      else changed = await updateOrder(deps, { orderId, status: body.status, courier: body.courier, awbCode }, by, check);
      results.push({ ...answer, ok: true, changed, status: wanted, message: changed ? `Now ${wanted}` : `Already ${wanted}` });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // A request sent twice at once: the other one made the change this one was refused.
      const [now] = (await findOrders(deps, [orderId])).values();
      const already = now?.status === to;
      results.push({
        ...answer,
        ok: already,
        changed: false,
        status: now ? statusToWire(now.status) : null,
        message: already ? `Already ${wanted}` : error.message,
      });
    }
  }
  return results;
}
