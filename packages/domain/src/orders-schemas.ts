import { z } from "zod";
import { formBoolean, optionalField, pageLimit, pageNumber } from "./form-values.js";
import { MAX_LINE_QUANTITY } from "./constants.js";
import { RETURN_CONDITIONS, RETURN_MESSAGES, RETURN_RESOLUTIONS } from "./returns.js";
import { AccountContactSchema, AddressSchema } from "./accounts-schemas.js";
import { CurrencyParamSchema, SaleCurrencyWireSchema } from "./selling-abroad-schemas.js";
import { OrderHistoryEntrySchema } from "./order-history-schemas.js";
import { OrderNoteFieldsSchema } from "./order-notes-schemas.js";
import { ADMIN_ORDER_SORTS, ADMIN_PAYMENT_FILTERS, ORDER_TYPE_WIRE, PAYMENT_TYPE_WIRE } from "./orders.js";
import { LineServiceSchema, RequestedServiceSchema } from "./services-schemas.js";
import { SERVICES_MAX, WORK_ORDER_STAGES } from "./services.js";

/** A cart line as a client sends it: only which size and how many; prices always come from the server. */
export const CartLineInputSchema = z.object({
  productId: z.string().max(64),
  sizeId: z.string().max(64).optional(),
  subDetailId: z.string().max(64).optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).optional(),
  /** Services asked for with the piece (blouse stitching in a style, fall and pico, …); priced by the server. */
  services: z.array(RequestedServiceSchema).max(SERVICES_MAX).optional(),
  /** The shopper's saved measurements the blouse is stitched to; left out, she sends them later. */
  measurementProfileId: z.string().max(64).nullable().optional(),
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
  /** A one-off piece: the cart holds one, whatever was asked (docs/catalogue.md). */
  oneOfAKind: z.boolean().optional(),
  /** The services asked for with the piece, and the measurements to stitch to (priced at checkout). */
  services: z.array(RequestedServiceSchema).optional(),
  measurementProfileId: z.string().nullable().optional(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/**
 * A saved cart line whose size is sold out for now: kept, outside the total and the checkout, with
 * the reason, and back in the cart as soon as stock returns (a cancellation, a lapsed reservation,
 * a restock).
 */
export const UnavailableCartLineSchema = CartLineSchema.extend({ reason: z.string() });
export type UnavailableCartLine = z.infer<typeof UnavailableCartLineSchema>;

export const WishlistLineSchema = CartLineSchema.omit({ quantity: true, maxQuantity: true }).extend({
  inStock: z.boolean(),
});
export type WishlistLine = z.infer<typeof WishlistLineSchema>;

/** The spec sends cart and wishlist as JSON text; an array is accepted as well. */
export const JsonListFieldSchema = z.union([z.string().max(200_000), z.array(z.unknown()).max(1000)]);

export const UpdateCartBodySchema = z.object({ cart: JsonListFieldSchema });
export const UpdateWishlistBodySchema = z.object({ wishlist: JsonListFieldSchema });

/** A cart's lines to price in a buyer's currency: the cart's own JSON text (or array), and the currency. */
export const CartPricesBodySchema = z.object({
  cart: JsonListFieldSchema,
  currency: CurrencyParamSchema.unwrap(),
});

/** A cart priced in a buyer's currency, beside the rupees it is charged in (lines gone from the shop are left out). */
export const CartPricesSchema = z.object({
  ...SaleCurrencyWireSchema.shape,
  /** The pieces at their prices, in rupees. */
  subtotal: z.number(),
  inCurrency: z.object({
    /** The pieces at the prices struck through, at their prices, and the difference. */
    original: z.number(),
    subtotal: z.number(),
    saving: z.number(),
    lines: z.array(z.object({ sizeId: z.string(), price: z.number(), originalPrice: z.number(), total: z.number() })),
  }),
});
export type CartPrices = z.infer<typeof CartPricesSchema>;

export const RemovedLineSchema = z.object({ productId: z.string(), sizeId: z.string().nullable(), reason: z.string() });
export type RemovedLine = z.infer<typeof RemovedLineSchema>;

export const CheckoutBodySchema = z.object({
  addressId: z.string().max(64).optional(),
  cart: JsonListFieldSchema.optional(),
  /** Spend the shopper's store credit on this order (as much as it covers). */
  useStoreCredit: formBoolean.optional(),
  /** A coupon code, read in any case; the server prices it and refuses the checkout if it cannot be used. */
  couponCode: z.string().max(64, { message: "A coupon code has at most 32 characters" }).optional(),
  /** The buyer's currency (ISO 4217) for the amounts shown beside the rupees; the delivery country's when absent. */
  currency: CurrencyParamSchema,
}).extend(OrderNoteFieldsSchema.shape);
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

/** One coupon (its code) or automatic offer (code null, its title) an order got, and what it took off in rupees. */
export const OrderDiscountSchema = z.object({
  promotionId: z.string(),
  code: z.string().nullable(),
  title: z.string(),
  amount: z.number(),
});
export type OrderDiscount = z.infer<typeof OrderDiscountSchema>;

export const OrderLineSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  images: z.array(z.string()),
  product: z.object({ _id: z.string(), discountPrice: z.number(), originalPrice: z.number() }),
  price: z.number(),
  quantity: z.number().int(),
  /** The line's share of the order's promotion discount, in rupees: the line cost price × quantity less it. */
  discount: z.number().optional(),
  size: z.string(),
  sizeId: z.string(),
  /** On a return asking for an exchange: the size held to be sent instead. */
  exchangeFor: z.object({ sizeId: z.string(), size: z.string() }).nullable(),
  /** On a returnable order: what the shop's policy lets the shopper ask for this piece. */
  returnOptions: z.array(z.enum(RETURN_RESOLUTIONS)),
  /** On a returnable order: the sizes this piece can be exchanged for (same item, same price). */
  exchangeSizes: z.array(z.object({ sizeId: z.string(), size: z.string(), inStock: z.boolean() })),
  /** The services sold with the piece, as priced on the day of the order. */
  services: z.array(LineServiceSchema).optional(),
  /** The measurements the blouse is stitched to, as they were when ordered; null while the shopper is to send them. */
  measurements: z
    .object({ name: z.string(), unit: z.enum(["in", "cm"]), measurements: z.record(z.string(), z.number()) })
    .nullable()
    .optional(),
  /** Pieces of the line woven or made after the order (beyond the stock on the shelf). */
  madeToOrder: z.number().int().optional(),
  /** Pieces made to order: the last day (YYYY-MM-DD, India's) the line leaves the shop, as promised when ordered. */
  shipsBy: z.string().optional(),
  /** A pre-order: its launch day (YYYY-MM-DD), before which nothing leaves. */
  shipsFrom: z.string().optional(),
  /** Why this line cannot be returned, when it cannot (a stitched blouse). */
  notReturnable: z.string().nullable().optional(),
  /** Where its stitching stands on the tailoring desk. */
  workStage: z.enum(WORK_ORDER_STAGES).nullable().optional(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** The address an order was sent to, copied onto the order: an address book entry without its id. */
export const OrderAddressSchema = /* @__PURE__ */ AddressSchema.omit({ _id: true });

/** pending: owed; processing: sent to the payment provider; completed / failed: the provider's last word. */
const RefundStatusSchema = z.enum(["none", "pending", "processing", "completed", "failed", "manual"]);

/** A return of an order, as its original order shows it: where it is and what it gives back. */
export const OrderReturnSchema = z.object({
  _id: z.string(),
  orderDetails: z.object({ public_order_id: z.string(), status: z.string() }),
  orderType: z.literal(ORDER_TYPE_WIRE.return),
  returnResolution: z.enum(RETURN_RESOLUTIONS).nullable(),
  createdAt: z.string(),
  /** What the returned pieces were bought for. */
  totalPrice: z.number(),
  refund: z.object({ amount: z.number(), status: RefundStatusSchema }),
  storeCredit: z.number(),
  /** The steps the return has really reached, oldest first, with when (from its history). */
  steps: z.array(z.object({ status: z.string(), at: z.string() })),
});
export type OrderReturn = z.infer<typeof OrderReturnSchema>;

/** An order (or a return) as the v1 API shows it; the spec's field names, our extras after them. */
export const OrderSchema = z.object({
  _id: z.string(),
  orderDetails: z.object({ public_order_id: z.string(), status: z.string() }),
  address: OrderAddressSchema,
  cart: z.array(OrderLineSchema),
  totalPrice: z.number(),
  paymentType: z.enum([PAYMENT_TYPE_WIRE.prepaid, PAYMENT_TYPE_WIRE.cod]),
  paymentId: z.object({ payment_id: z.string() }).nullable(),
  orderType: z.enum([ORDER_TYPE_WIRE.order, ORDER_TYPE_WIRE.return]),
  updateDate: z.string(),
  createdAt: z.string(),
  shiprocketDetails: z.object({
    invoice: z.string().nullable(),
    awb_code: z.string().nullable(),
    courier: z.string().nullable(),
    /** The carrier's tracking page for this shipment; null while there is none (see trackingUrl). */
    trackingUrl: z.string().nullable(),
  }),
  parentOrderId: z.string().nullable(),
  returnReason: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** While an order is on its way: the first and last day it should arrive (see expectedDelivery). */
  expectedDelivery: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** The last day of the promise, counting the stitching and weaving to order (YYYY-MM-DD, India's day). */
  deliveryDate: z.string().nullable().optional(),
  refund: z.object({
    amount: z.number(),
    status: RefundStatusSchema,
    /** Why a return was refunded less than was paid for its pieces. */
    note: z.string().nullable(),
  }),
  /** On an order: the store credit spent on it. On a return: the store credit it gave back. */
  storeCredit: z.number(),
  /** On a return: what the shopper asked for, how the pieces arrived, and the replacement order of an exchange. */
  returnResolution: z.enum(RETURN_RESOLUTIONS).nullable(),
  returnCondition: z.enum(RETURN_CONDITIONS).nullable(),
  exchangeOrderId: z.string().nullable(),
  /** On an order: its returns, newest first, so that the order shows how each is getting on. */
  returns: z.array(OrderReturnSchema),
  paymentText: z.string(),
  /** The cash-on-delivery fee in the total, in rupees (0 when paid online). */
  codFee: z.number(),
  /**
   * A cash-on-delivery order that asked its shopper to confirm it: awaiting (until confirmBy, then
   * cancelled), confirmed, or notConfirmed (cancelled before a confirmation). Null when none was asked.
   */
  codConfirmation: z
    .object({
      status: z.enum(["awaiting", "confirmed", "notConfirmed"]),
      confirmBy: z.string(),
      confirmedAt: z.string().nullable(),
    })
    .nullable(),
  canCancel: z.boolean(),
  canReturn: z.boolean(),
  nextStatuses: z.array(z.string()),
  /** The shopper's note to the seller, and a gift's message (the packing slip then shows no prices). */
  note: z.string().nullable(),
  giftMessage: z.string().nullable(),
  /** A discount the seller gave on an order taken at the counter, in rupees (already in the lines' discounts), and why. */
  sellerDiscount: z.object({ amount: z.number(), reason: z.string().nullable() }).nullable(),
  /** How a payment received outside the shop (UPI, bank transfer) was recorded: the seller's reference. */
  paymentReference: z.string().nullable(),
  /** Who ordered: shown to admins only. */
  customer: AccountContactSchema.optional(),
  /** Every change to the order, oldest first: on one order asked for by its id, not on lists. */
  history: z.array(OrderHistoryEntrySchema).optional(),
  /** Every coupon and offer the order got, in rupees: on one order asked for by its id, not on lists. */
  discounts: z.array(OrderDiscountSchema).optional(),
  /** Shipping abroad in the total, in rupees (0 within India). */
  shipping: z.number(),
  ...SaleCurrencyWireSchema.shape,
  /** The total as the buyer saw it in their currency; the rupee total when they saw rupees. */
  totalInCurrency: z.number(),
  /** An order in another currency: each line's price and total, and the shipping, as the buyer saw them. */
  inCurrency: z
    .object({ lines: z.array(z.object({ _id: z.string(), price: z.number(), total: z.number() })), shipping: z.number() })
    .optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderIdBodySchema = z.object({ orderId: z.string().max(64) });

export const UpdateOrderBodySchema = z.object({
  orderId: z.string().max(64),
  status: z.string().max(40).optional(),
  /** When a return is inspected (Inspected, Exchanged, Store Credit Issued): how its pieces arrived. */
  condition: z.enum(RETURN_CONDITIONS, { message: RETURN_MESSAGES.conditionRequired }).optional(),
  /** A refund (or store credit) smaller than what was paid for the returned items, in rupees, with its reason. */
  refundAmount: z.coerce.number().min(0, { message: "The refund cannot be negative" }).max(10_000_000).optional(),
  refundReason: z.string().trim().max(300).optional(),
  courier: z.string().trim().max(80).optional(),
  awbCode: z.string().trim().max(40).regex(/^[A-Za-z0-9-]*$/, { message: "AWB code may contain letters, digits and dashes" }).optional(),
});

/** A calendar day in India, as YYYY-MM-DD. */
export const indiaDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Use a date as YYYY-MM-DD" })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
    message: "Use a real date as YYYY-MM-DD",
  });

/**
 * The back office's order list: one order by id, or a page of orders (or returns) found by a search
 * over order number, AWB, customer name, email and phone, and filtered by status, payment type and
 * a range of days in India.
 */
export const AdminOrderListBodySchema = z
  .object({
    /** One order or return by id, whatever its type and status. */
    orderId: z.string().max(64).optional(),
    type: z.enum(["Order", "Returns", "Return"]).default("Order"),
    status: optionalField(z.string().max(40)),
    search: optionalField(z.string().trim().max(100, { message: "Search for at most 100 characters" })),
    paymentType: optionalField(
      z.preprocess(
        (value) => (typeof value === "string" ? ADMIN_PAYMENT_FILTERS.find((kind) => kind.toLowerCase() === value.trim().toLowerCase()) ?? value : value),
        z.enum(ADMIN_PAYMENT_FILTERS, { message: "Payment type is COD or Online" }),
      ),
    ),
    from: optionalField(indiaDay),
    to: optionalField(indiaDay),
    sortBy: optionalField(z.enum(ADMIN_ORDER_SORTS, { message: "Sort by createdAt or totalPrice" })),
    sortOrder: optionalField(z.enum(["asc", "desc"], { message: "Sort order is asc or desc" })),
    page: pageNumber,
    limit: pageLimit(20, 100),
  })
  .refine((body) => !body.from || !body.to || body.from <= body.to, {
    message: "The first day must not be after the last",
    path: ["from"],
  });
export type AdminOrderListBody = z.infer<typeof AdminOrderListBodySchema>;
