import { formatRupees } from "./money.js";
import { z } from "zod";

/** Internal order states; the v1 wire spells them as in ORDER_STATUS_WIRE (ARCHITECTURE §5). */
export const ORDER_STATUSES = [
  "pending",
  "confirmed",
  "shipped",
  "delivered",
  "cancelled",
  "return_requested",
  "returned",
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
  returned: "Returned",
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
const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["shipped", "cancelled"],
  shipped: ["delivered", "cancelled"],
  delivered: [],
  cancelled: ["refunded"],
  return_requested: [],
  returned: [],
  refunded: [],
};

const RETURN_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: [],
  confirmed: [],
  shipped: [],
  delivered: [],
  cancelled: [],
  return_requested: ["returned", "cancelled"],
  returned: ["refunded"],
  refunded: [],
};

export function allowedNextStatuses(type: OrderType, status: OrderStatus): readonly OrderStatus[] {
  return (type === "order" ? ORDER_TRANSITIONS : RETURN_TRANSITIONS)[status];
}

export function canTransition(type: OrderType, from: OrderStatus, to: OrderStatus): boolean {
  return allowedNextStatuses(type, from).includes(to);
}

/** The shopper may cancel only while the order is Pending (spec §4). */
export function canCancel(order: { orderType: OrderType; status: OrderStatus }): boolean {
  return order.orderType === "order" && order.status === "pending";
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

export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 100;

/** A cart line as a client sends it: only which size and how many; prices always come from the server. */
export const CartLineInputSchema = z.object({
  productId: z.string().max(64),
  sizeId: z.string().max(64).optional(),
  subDetailId: z.string().max(64).optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).optional(),
});
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

export const CartLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  originalPrice: z.number(),
  size: z.string(),
  sizeId: z.string(),
  subDetailId: z.string(),
  quantity: z.number().int(),
  maxQuantity: z.number().int(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/**
 * A saved cart line whose size is sold out for now: kept, outside the total and the checkout, with
 * the reason, and back in the cart as soon as stock returns (a cancellation, a lapsed reservation,
 * a restock).
 */
export const UnavailableCartLineSchema = CartLineSchema.extend({ reason: z.string() });
export type UnavailableCartLine = z.infer<typeof UnavailableCartLineSchema>;
export const SOLD_OUT_REASON = "Out of Stock";

export const WishlistLineSchema = CartLineSchema.omit({ quantity: true, maxQuantity: true }).extend({
  inStock: z.boolean(),
});
export type WishlistLine = z.infer<typeof WishlistLineSchema>;

export function cartTotal(lines: { price: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0) / 100;
}

/** The spec sends cart and wishlist as JSON text; an array is accepted as well. */
export const JsonListFieldSchema = z.union([z.string().max(200_000), z.array(z.unknown()).max(1000)]);

export const UpdateCartBodySchema = z.object({ cart: JsonListFieldSchema });
export const UpdateWishlistBodySchema = z.object({ wishlist: JsonListFieldSchema });

export const RemovedLineSchema = z.object({ productId: z.string(), sizeId: z.string().nullable(), reason: z.string() });
export type RemovedLine = z.infer<typeof RemovedLineSchema>;

export const CheckoutBodySchema = z.object({
  addressId: z.string().max(64).optional(),
  cart: JsonListFieldSchema.optional(),
});
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

export const OrderLineSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  images: z.array(z.string()),
  product: z.object({ _id: z.string(), discountPrice: z.number(), originalPrice: z.number() }),
  price: z.number(),
  quantity: z.number().int(),
  size: z.string(),
  sizeId: z.string(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderAddressSchema = z.object({
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  phoneNumber: z.string(),
});

/** An order (or a return) as the v1 API shows it; the spec's field names, our extras after them. */
export const OrderSchema = z.object({
  _id: z.string(),
  orderDetails: z.object({ public_order_id: z.string(), status: z.string() }),
  address: OrderAddressSchema,
  cart: z.array(OrderLineSchema),
  totalPrice: z.number(),
  paymentType: z.enum(["Prepaid", "COD"]),
  paymentId: z.object({ payment_id: z.string() }).nullable(),
  orderType: z.enum(["Order", "Return"]),
  updateDate: z.string(),
  createdAt: z.string(),
  shiprocketDetails: z.object({ invoice: z.string().nullable(), awb_code: z.string().nullable(), courier: z.string().nullable() }),
  parentOrderId: z.string().nullable(),
  returnReason: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** pending: owed; processing: sent to the payment provider; completed / failed: the provider's last word. */
  refund: z.object({ amount: z.number(), status: z.enum(["none", "pending", "processing", "completed", "failed", "manual"]) }),
  paymentText: z.string(),
  canCancel: z.boolean(),
  canReturn: z.boolean(),
  nextStatuses: z.array(z.string()),
  /** Who ordered: shown to admins only. */
  customer: z.object({ _id: z.string(), fullname: z.string(), email: z.string().nullable(), phone: z.string().nullable() }).optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderIdBodySchema = z.object({ orderId: z.string().max(64) });

export const ReturnOrderBodySchema = z.object({
  orderId: z.string().max(64),
  reason: z
    .string({ message: "Please tell us why you are returning" })
    .trim()
    .min(1, { message: "Please tell us why you are returning" })
    .max(1000),
  cart: z
    .union([z.string().max(100_000), z.array(z.unknown()).max(MAX_CART_LINES)])
    .optional(),
});

export const ReturnLineInputSchema = z.object({
  _id: z.string().max(64),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});

/** How returned items arrived: sellable ones go back on sale, damaged ones do not. */
export const RETURN_CONDITIONS = ["sellable", "damaged"] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

export const RETURN_MESSAGES = {
  conditionRequired: "Say whether the returned items arrived sellable or damaged",
  refundTooLarge: (paidRupees: string) => `A return can be refunded at most ${paidRupees}, what was paid for its items`,
  refundReasonRequired: "Give the reason for refunding less than was paid",
} as const;

/**
 * What a received return refunds, in paise: what was paid for its items unless the seller sets a
 * smaller amount (with a reason). Never more than was paid.
 */
export function returnRefundPaise(
  paidPaise: number,
  requested: { amountRupees?: number | undefined; reason?: string | undefined },
): { ok: true; paise: number; note: string | null } | { ok: false; message: string } {
  if (requested.amountRupees === undefined) return { ok: true, paise: paidPaise, note: null };
  const paise = Math.round(requested.amountRupees * 100);
  if (paise > paidPaise) return { ok: false, message: RETURN_MESSAGES.refundTooLarge(formatRupees(paidPaise / 100)) };
  if (paise === paidPaise) return { ok: true, paise, note: null };
  const reason = requested.reason?.trim();
  if (!reason) return { ok: false, message: RETURN_MESSAGES.refundReasonRequired };
  return { ok: true, paise, note: reason };
}

export const UpdateOrderBodySchema = z.object({
  orderId: z.string().max(64),
  status: z.string().max(40).optional(),
  /** When a return is marked Returned (received). */
  condition: z.enum(RETURN_CONDITIONS, { message: RETURN_MESSAGES.conditionRequired }).optional(),
  /** A refund smaller than what was paid for the returned items, in rupees, with its reason. */
  refundAmount: z.coerce.number().min(0, { message: "The refund cannot be negative" }).max(10_000_000).optional(),
  refundReason: z.string().trim().max(300).optional(),
  courier: z.string().trim().max(80).optional(),
  awbCode: z.string().trim().max(40).regex(/^[A-Za-z0-9-]*$/, { message: "AWB code may contain letters, digits and dashes" }).optional(),
});

export const AdminOrderListBodySchema = z.object({
  /** One order or return by id, whatever its type and status. */
  orderId: z.string().max(64).optional(),
  type: z.enum(["Order", "Returns", "Return"]).default("Order"),
  status: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Shiprocket's public tracking page; it also follows shipments booked with its partner couriers. */
const TRACKING_PAGE = "https://shiprocket.co/tracking/";

export function trackingUrl(awbCode: string): string {
  return `${TRACKING_PAGE}${encodeURIComponent(awbCode.trim())}`;
}
