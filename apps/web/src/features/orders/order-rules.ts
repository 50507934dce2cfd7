import { formatRupees, PAYMENT_TYPE_WIRE, reachedSteps, type OrderReturn, type OrderStatusWire, type ReachedStep } from "@pallu/domain";
import type { Order } from "./order-model";

export interface OrderActions {
  invoiceUrl: string | null;
  canCancel: boolean;
  trackingUrl: string | null;
  canReturn: boolean;
}

/**
 * Which buttons the order detail offers (docs/shop-rules.md#orders). The server decides cancel and return with
 * the shop's rules and clock; the invoice and tracking buttons need their links.
 */
export function orderActions(order: Omit<Order, "cart">): OrderActions {
  const { invoice, trackingUrl } = order.shiprocketDetails;
  return {
    invoiceUrl: invoice || null,
    canCancel: order.canCancel,
    trackingUrl,
    canReturn: order.canReturn,
  };
}

/** How a status reads to a shopper; the wire keeps DELIVERED in capitals (docs/shop-rules.md#orders). */
export const STATUS_LABEL: Record<OrderStatusWire, string> = {
  Pending: "Pending",
  Confirmed: "Confirmed",
  Shipped: "Shipped",
  DELIVERED: "Delivered",
  Cancelled: "Cancelled",
  "Return Requested": "Return Requested",
  "Pickup Scheduled": "Pickup Scheduled",
  Returned: "Received",
  Inspected: "Checked",
  Exchanged: "Exchanged",
  "Store Credit Issued": "Store Credit Issued",
  Refunded: "Refunded",
};

export function statusLabel(status: string): string {
  return STATUS_LABEL[status as OrderStatusWire] ?? status;
}

export type StatusTone = "waiting" | "moving" | "done" | "stopped";

export function statusTone(status: string): StatusTone {
  switch (status) {
    case "DELIVERED":
    case "Refunded":
    case "Exchanged":
    case "Store Credit Issued":
      return "done";
    case "Cancelled":
      return "stopped";
    case "Confirmed":
    case "Shipped":
    case "Pickup Scheduled":
    case "Returned":
    case "Inspected":
      return "moving";
    default:
      return "waiting";
  }
}

export interface TimelineStep {
  status: OrderStatusWire;
  state: "done" | "current" | "upcoming";
  /** When the step happened, where the order's history says. */
  at?: string;
}

const ORDER_PATH: OrderStatusWire[] = ["Pending", "Confirmed", "Shipped", "DELIVERED"];

/** A return's steps, ending in how it is settled: the shopper's choice until the shop settles it. */
function returnPathOf(order: Pick<Order, "returnResolution" | "orderDetails">): OrderStatusWire[] {
  const status = order.orderDetails.status;
  const end: OrderStatusWire =
    status === "Exchanged" || status === "Store Credit Issued" || status === "Refunded"
      ? status
      : order.returnResolution === "exchange"
        ? "Exchanged"
        : order.returnResolution === "storeCredit"
          ? "Store Credit Issued"
          : "Refunded";
  return ["Return Requested", "Pickup Scheduled", "Returned", "Inspected", end];
}

const RETURN_SETTLED: string[] = ["Exchanged", "Store Credit Issued", "Refunded", "Cancelled"];

/**
 * A return's timeline from the steps it really reached (its history), each with its date: a step
 * the shop skipped (no pickup booked, settled without a separate check) is not shown as done. Until
 * it is settled, what the shopper asked for comes last, still to come.
 */
function returnTimelineFrom(reached: ReachedStep[], order: Pick<Order, "returnResolution" | "orderDetails">): TimelineStep[] {
  const status = order.orderDetails.status;
  const steps = reached.some((step) => step.status === status) ? reached : [...reached, { status, at: undefined }];
  const settled = RETURN_SETTLED.includes(status);
  const timeline: TimelineStep[] = steps.map((step, index) => ({
    status: step.status as OrderStatusWire,
    state: index < steps.length - 1 || (settled && status !== "Cancelled") ? "done" : "current",
    ...(step.at ? { at: step.at } : {}),
  }));
  if (settled) return timeline;
  const end = returnPathOf(order).at(-1)!;
  return [...timeline, { status: end, state: "upcoming" }];
}

/**
 * The steps an order goes through, as far as it has come: Pending → Confirmed → Shipped →
 * Delivered; a cancelled order shows where it stopped (and its refund); a return goes
 * Return Requested → Pickup Scheduled → Received → Checked → Refunded, Exchanged or Store Credit Issued.
 */
export function timelineOf(
  order: Pick<Order, "orderType" | "orderDetails" | "returnResolution"> & {
    steps?: ReachedStep[];
    history?: Order["history"];
  },
): TimelineStep[] {
  if (order.orderType === "Return") {
    const reached = order.steps ?? (order.history ? reachedSteps(order.history) : []);
    if (reached.length > 0) return returnTimelineFrom(reached, order);
  }
  const status = order.orderDetails.status as OrderStatusWire;
  const path = order.orderType === "Return" ? returnPathOf(order) : ORDER_PATH;
  const stopped: OrderStatusWire[] | undefined =
    status === "Cancelled"
      ? [path[0]!, "Cancelled"]
      : status === "Refunded" && order.orderType === "Order"
        ? [path[0]!, "Cancelled", "Refunded"]
        : undefined;
  if (stopped) {
    // A refund is where a cancelled order ends: done, as a delivery is.
    return stopped.map((step, index) => ({
      status: step,
      state: index === stopped.length - 1 && step !== "Refunded" ? "current" : "done",
    }));
  }
  const reached = path.indexOf(status);
  const finished = reached === path.length - 1;
  return path.map((step, index) => ({
    status: step,
    state: index < reached || (finished && index === reached) ? "done" : index === reached ? "current" : "upcoming",
  }));
}

/** How far a refund has got, as the shopper reads it after the amount. */
export const REFUND_STATE: Record<Order["refund"]["status"], string> = {
  none: "not due",
  pending: "on its way",
  processing: "on its way to your bank",
  completed: "refunded",
  failed: "could not be completed; our team will contact you",
  manual: "being arranged by our team",
};

/** What a return gives back, in a line: the refund and how far it has got, the credit, or the exchange. */
export function returnMoneyText(
  entry: Pick<OrderReturn, "orderDetails" | "returnResolution" | "refund" | "storeCredit" | "totalPrice">,
): string {
  const status = entry.orderDetails.status;
  if (status === "Cancelled") return "Return cancelled";
  if (status === "Exchanged") return "Replacement on its way";
  if (entry.storeCredit > 0) return `${formatRupees(entry.storeCredit)} store credit · added to your account`;
  if (entry.refund.amount > 0)
    return `${formatRupees(entry.refund.amount)} refund · ${REFUND_STATE[entry.refund.status]}`;
  if (entry.returnResolution === "exchange") return "An exchange for another size";
  if (entry.returnResolution === "storeCredit")
    return `Up to ${formatRupees(entry.totalPrice)} store credit once the pieces are checked`;
  return `Up to ${formatRupees(entry.totalPrice)} refund once the pieces are checked`;
}

/** What cancelling does to the shopper's money, said before they confirm it. */
export function cancellationMoneyText(order: Pick<Order, "paymentType" | "totalPrice" | "storeCredit">): string[] {
  const paid = Math.round((order.totalPrice - order.storeCredit) * 100) / 100;
  const lines: string[] = [];
  if (order.paymentType === PAYMENT_TYPE_WIRE.cod) lines.push("Nothing to pay: a cash-on-delivery order is simply not sent.");
  else if (paid > 0)
    lines.push(`The ${formatRupees(paid)} you paid goes back to your original payment method within 5–7 working days.`);
  if (order.storeCredit > 0)
    lines.push(`The ${formatRupees(order.storeCredit)} of store credit you used comes back to your account at once.`);
  return lines;
}
