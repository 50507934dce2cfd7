import { NO_SIZE } from "./constants.js";

/** Internal order states; the v1 wire spells them as in ORDER_STATUS_WIRE (docs/decisions/0004-status-wire-values.md). */
export const ORDER_STATUSES = [
  "pending",
  "confirmed",
  "shipped",
  "delivered",
  "cancelled",
  "return_requested",
  "pickup_scheduled",
  "returned",
  "inspected",
  "exchanged",
  "store_credited",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_WIRE = {
  pending: "Pending",
  confirmed: "Confirmed",
  shipped: "Shipped",
  delivered: "DELIVERED",
  cancelled: "Cancelled",
  return_requested: "Return Requested",
  pickup_scheduled: "Pickup Scheduled",
  returned: "Returned",
  inspected: "Inspected",
  exchanged: "Exchanged",
  store_credited: "Store Credit Issued",
  refunded: "Refunded",
} as const satisfies Record<OrderStatus, string>;
export type OrderStatusWire = (typeof ORDER_STATUS_WIRE)[OrderStatus];

export function statusToWire(status: OrderStatus): OrderStatusWire {
  return ORDER_STATUS_WIRE[status];
}

export function statusFromWire(wire: string): OrderStatus | undefined {
  const normalised = wire.trim().toLowerCase();
  return ORDER_STATUSES.find((status) => ORDER_STATUS_WIRE[status].toLowerCase() === normalised);
}

export type OrderType = "order" | "return";
export const ORDER_TYPE_WIRE = { order: "Order", return: "Return" } as const;
export type PaymentType = "prepaid" | "cod";
export const PAYMENT_TYPE_WIRE = { prepaid: "Prepaid", cod: "COD" } as const;

/** Which status may follow which, for orders and for returns. */
const ORDER_TRANSITIONS: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["shipped", "cancelled"],
  shipped: ["delivered", "cancelled"],
  cancelled: ["refunded"],
};

/**
 * A return: requested → pickup scheduled (reverse AWB) → returned (received) → inspected, where
 * the seller resolves it: a refund (Inspected, then Refunded once paid back), an exchange or store
 * credit. A shopper may also bring the pieces back without a pickup.
 */
const RETURN_TRANSITIONS: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  return_requested: ["pickup_scheduled", "returned", "cancelled"],
  pickup_scheduled: ["returned", "cancelled"],
  returned: ["inspected", "exchanged", "store_credited"],
  inspected: ["refunded"],
};

export function allowedNextStatuses(type: OrderType, status: OrderStatus): readonly OrderStatus[] {
  return (type === "order" ? ORDER_TRANSITIONS : RETURN_TRANSITIONS)[status] ?? [];
}

export function canTransition(type: OrderType, from: OrderStatus, to: OrderStatus): boolean {
  return allowedNextStatuses(type, from).includes(to);
}

/** An order not yet delivered (nor cancelled) is on its way, and carries a delivery promise. */
export function isOnItsWay(order: { orderType: OrderType; status: OrderStatus }): boolean {
  return order.orderType === "order" && (order.status === "pending" || order.status === "confirmed" || order.status === "shipped");
}

/**
 * The shopper may cancel while the order is Pending (docs/shop-rules.md#orders). A paid online order is confirmed
 * the moment it is paid, not by the seller, so it stays cancellable until it ships; its refund
 * starts with the cancellation.
 */
export function canCancel(order: { orderType: OrderType; status: OrderStatus; paymentType: PaymentType }): boolean {
  if (order.orderType !== "order") return false;
  return order.status === "pending" || (order.paymentType === "prepaid" && order.status === "confirmed");
}

/** The admin may cancel any order that has not been delivered yet. */
export function canAdminCancel(order: { orderType: OrderType; status: OrderStatus }): boolean {
  return canTransition(order.orderType, order.status, "cancelled");
}

export const SHIP_WITHOUT_TRACKING_MESSAGE =
  "Add the courier and AWB number before marking the order as shipped, or book the shipment with the shipping provider";

/**
 * An order leaves the shop only with something the shopper can track: a courier and AWB number,
 * or a shipment booked with the shipping provider (which assigns them).
 */
export function canMarkShipped(order: { courier: string | null; awbCode: string | null; shippingOrderId: string | null }): boolean {
  if (order.shippingOrderId) return true;
  return Boolean(order.courier?.trim() && order.awbCode?.trim());
}

export const DEFAULT_RETURN_WINDOW_DAYS = 3;
const DAY_MS = 86_400_000;

/** A delivered order may be returned within the return window counted from delivery. */
export function canReturn(
  order: { orderType: OrderType; status: OrderStatus; deliveredAt: Date | string | null },
  now: Date,
  returnWindowDays = DEFAULT_RETURN_WINDOW_DAYS,
): boolean {
  if (order.orderType !== "order" || order.status !== "delivered" || !order.deliveredAt) return false;
  const deliveredAt = new Date(order.deliveredAt).getTime();
  return now.getTime() - deliveredAt < returnWindowDays * DAY_MS;
}

/** "Paid" if prepaid or delivered, "Not Done" if cancelled, else "Pending"; then (Cash) or (Prepaid). */
export function paymentText(order: { paymentType: PaymentType; status: OrderStatus }): string {
  const state =
    order.status === "cancelled"
      ? "Not Done"
      : order.paymentType === "prepaid" || order.status === "delivered"
        ? "Paid"
        : "Pending";
  return `${state} (${order.paymentType === "cod" ? "Cash" : "Prepaid"})`;
}

/** How messages name a line: the product's name, with its size when the product has sizes. */
export function lineLabel(line: { name: string; size: string }): string {
  return line.size === NO_SIZE ? line.name : `${line.name} (${line.size})`;
}

/** Why an unavailable cart line is kept out of the total and the checkout while its size is sold out. */
export const SOLD_OUT_REASON = "Out of Stock";

export function cartTotal(lines: { price: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0) / 100;
}

export const ADMIN_ORDER_SORTS = ["createdAt", "totalPrice"] as const;
/** The order desk counts each status up to this many; a count above it reads "10,000+". */
export const ORDER_DESK_COUNT_CAP = 10_000;
export const ADMIN_PAYMENT_FILTERS = ["COD", "Online"] as const;
export type AdminPaymentFilter = (typeof ADMIN_PAYMENT_FILTERS)[number];
/** The payment type each of the order desk's payment filters picks. */
export const ADMIN_PAYMENT_FILTER_TYPE = { COD: "cod", Online: "prepaid" } as const satisfies Record<
  AdminPaymentFilter,
  PaymentType
>;

/**
 * The carriers whose own public page takes an AWB number, matched by a word of the courier's name as
 * the seller types it or as Shiprocket names its services ("Delhivery Surface", "Blue Dart Air").
 */
const CARRIER_TRACKING: readonly { name: string; page: (awb: string) => string }[] = [
  { name: "delhivery", page: (awb) => `https://www.delhivery.com/track/package/${awb}` },
  { name: "bluedart", page: (awb) => `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${awb}` },
  { name: "xpressbees", page: (awb) => `https://www.xpressbees.com/shipment/tracking?awbNo=${awb}` },
  { name: "ecom", page: (awb) => `https://www.ecomexpress.in/tracking/?awb_field=${awb}` },
  { name: "dtdc", page: (awb) => `https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno=${awb}` },
  { name: "ekart", page: (awb) => `https://ekartlogistics.com/shipmenttrack/${awb}` },
  { name: "amazon", page: (awb) => `https://track.amazon.in/tracking/${awb}` },
  // India Post's page asks for the consignment number itself; the order shows it beside the link.
  ...["indiapost", "speedpost"].map((name) => ({ name, page: () => "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx" })),
];

/** Shiprocket's public tracking page follows every shipment booked through it, whichever partner carries it. */
const SHIPROCKET_TRACKING_PAGE = "https://shiprocket.co/tracking/";

/**
 * Where a shopper follows a shipment: the page of the carrier that holds it, Shiprocket's page for
 * a shipment booked through it with another carrier, or null for a carrier without a page of its
 * own, whose courier and AWB number the order itself shows.
 */
export function trackingUrl(shipment: { courier: string | null; awbCode: string | null; bookedWithProvider: boolean }): string | null {
  const awb = shipment.awbCode?.trim();
  if (!awb) return null;
  const courier = (shipment.courier ?? "").toLowerCase().replace(/[^a-z]/g, "");
  const carrier = CARRIER_TRACKING.find((candidate) => courier.startsWith(candidate.name));
  if (carrier) return carrier.page(encodeURIComponent(awb));
  return shipment.bookedWithProvider ? `${SHIPROCKET_TRACKING_PAGE}${encodeURIComponent(awb)}` : null;
}
