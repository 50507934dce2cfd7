import { trackingUrl, type Order, type OrderStatusWire } from "@pallu/domain";

export interface OrderActions {
  invoiceUrl: string | null;
  canCancel: boolean;
  trackingUrl: string | null;
  canReturn: boolean;
}

/**
 * Which buttons the order detail offers (spec §2, §4). The server decides cancel and return with
 * the shop's rules and clock; the invoice and tracking buttons need their link or code.
 */
export function orderActions(order: Order): OrderActions {
  const { invoice, awb_code: awbCode } = order.shiprocketDetails;
  return {
    invoiceUrl: invoice || null,
    canCancel: order.canCancel,
    trackingUrl: awbCode?.trim() ? trackingUrl(awbCode) : null,
    canReturn: order.canReturn,
  };
}

/** How a status reads to a shopper; the wire keeps DELIVERED in capitals (spec §4). */
export const STATUS_LABEL: Record<OrderStatusWire, string> = {
  Pending: "Pending",
  Confirmed: "Confirmed",
  Shipped: "Shipped",
  DELIVERED: "Delivered",
  Cancelled: "Cancelled",
  "Return Requested": "Return Requested",
  Returned: "Returned",
  Refunded: "Refunded",
};

export function statusLabel(status: string): string {
  return STATUS_LABEL[status as OrderStatusWire] ?? status;
}

export type StatusTone = "waiting" | "moving" | "done" | "stopped";

export function statusTone(status: string): StatusTone {
  switch (status) {
    case "DELIVERED":
    case "Returned":
    case "Refunded":
      return "done";
    case "Cancelled":
      return "stopped";
    case "Confirmed":
    case "Shipped":
      return "moving";
    default:
      return "waiting";
  }
}

export interface TimelineStep {
  status: OrderStatusWire;
  state: "done" | "current" | "upcoming";
}

const ORDER_PATH: OrderStatusWire[] = ["Pending", "Confirmed", "Shipped", "DELIVERED"];
const RETURN_PATH: OrderStatusWire[] = ["Return Requested", "Returned", "Refunded"];

/**
 * The steps an order goes through, as far as it has come: Pending → Confirmed → Shipped →
 * Delivered; a cancelled order shows where it stopped (and its refund); a return goes
 * Return Requested → Returned → Refunded.
 */
export function timelineOf(order: Pick<Order, "orderType" | "orderDetails">): TimelineStep[] {
  const status = order.orderDetails.status as OrderStatusWire;
  const path = order.orderType === "Return" ? RETURN_PATH : ORDER_PATH;
  const stopped: OrderStatusWire[] | undefined =
    status === "Cancelled"
      ? [path[0]!, "Cancelled"]
      : status === "Refunded" && order.orderType === "Order"
        ? [path[0]!, "Cancelled", "Refunded"]
        : undefined;
  if (stopped) {
    return stopped.map((step, index) => ({ status: step, state: index === stopped.length - 1 ? "current" : "done" }));
  }
  const reached = path.indexOf(status);
  const finished = reached === path.length - 1;
  return path.map((step, index) => ({
    status: step,
    state: index < reached || (finished && index === reached) ? "done" : index === reached ? "current" : "upcoming",
  }));
}
