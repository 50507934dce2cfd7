import { ORDER_STATUS_WIRE } from "@pallu/domain";
import type { AdminOrderListType } from "./api/admin-orders-api";

const W = ORDER_STATUS_WIRE;

/** The statuses each list can be filtered by, in the order an order goes through them. */
export const STATUS_FILTERS: Record<AdminOrderListType, readonly string[]> = {
  Order: [W.pending, W.confirmed, W.shipped, W.delivered, W.cancelled, W.refunded],
  Returns: [
    W.return_requested,
    W.pickup_scheduled,
    W.returned,
    W.inspected,
    W.exchanged,
    W.store_credited,
    W.refunded,
    W.cancelled,
  ],
};

/** Cancelling has its own call (POST /order/cancelOrder); the other next steps go through updateOrder. */
export function splitNextStatuses(nextStatuses: readonly string[]): { steps: string[]; canCancel: boolean } {
  return {
    steps: nextStatuses.filter((status) => status !== W.cancelled),
    canCancel: nextStatuses.includes(W.cancelled),
  };
}

export const REFUND_TEXT: Record<string, string> = {
  none: "No refund",
  pending: "Refund pending",
  processing: "Refund sent, awaiting the bank",
  completed: "Refunded",
  failed: "Refund failed: pay back by hand",
  manual: "Refund to be paid by hand",
};

/** The button that moves an order or return on: "Mark as delivered", never the wire's "DELIVERED". */
export function markAsLabel(status: string): string {
  return `Mark as ${status.toLowerCase()}`;
}
