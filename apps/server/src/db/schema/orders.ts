import type { ChosenService, CurrencyRounding, MeasurementSnapshot, TaxDocument } from "@pallu/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { buyingOptions, products } from "./catalogue.js";
import { createdAt, id, timestampTz, updatedAt } from "./columns.js";
import { users } from "./users.js";

export type AddressSnapshot = {
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  pinCode: string;
  phoneNumber: string;
  /** Absent on orders from before the shop sold abroad, which were all to India. */
  country?: string;
};

/**
 * What a sale abroad recorded beside its rupees: the buyer's currency, the rate its amounts were
 * worked out at (rupees for one unit, after the seller's margin) and the total the buyer saw, in
 * minor units. The charge and every figure the shop keeps stay in paise.
 */
export type SaleCurrency = { currency: string; exchangeRate: string; totalMinor: number; rounding: CurrencyRounding };

export const orderStatusEnum = pgEnum("order_status", [
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
]);
export const orderTypeEnum = pgEnum("order_type", ["order", "return"]);
export const paymentTypeEnum = pgEnum("payment_type", ["prepaid", "cod"]);
/**
 * A refund's life: pending (owed, not yet sent), processing (sent; the provider has not yet said
 * it reached the shopper), completed, failed (the provider could not pay it back), or manual (paid
 * back by hand, for cash on delivery).
 */
export const refundStatusEnum = pgEnum("refund_status", ["none", "pending", "completed", "manual", "processing", "failed"]);

export const orders = pgTable(
  "orders",
  {
    id: id(),
    publicOrderId: text("public_order_id").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    orderType: orderTypeEnum("order_type").notNull().default("order"),
    /** A return points at the order it returns. */
    parentOrderId: uuid("parent_order_id"),
    status: orderStatusEnum("status").notNull().default("pending"),
    paymentType: paymentTypeEnum("payment_type").notNull(),
    providerPaymentId: text("provider_payment_id"),
    providerOrderId: text("provider_order_id"),
    address: jsonb("address").$type<AddressSnapshot>().notNull(),
    totalPaise: integer("total_paise").notNull(),
    refundPaise: integer("refund_paise").notNull().default(0),
    refundStatus: refundStatusEnum("refund_status").notNull().default("none"),
    providerRefundId: text("provider_refund_id"),
    /** The refund's idempotency key, stored before the provider is asked, so a retry never refunds twice. */
    refundKey: text("refund_key"),
    returnReason: text("return_reason"),
    /** A return's items as the shop received them: only sellable ones go back on sale. */
    returnCondition: text("return_condition", { enum: ["sellable", "damaged"] }),
    /** Why a return was refunded less than was paid for its items. */
    refundNote: text("refund_note"),
    /** What the shopper asked for a return: money back, another size (reserved at once) or store credit. */
    returnResolution: text("return_resolution", { enum: ["refund", "exchange", "storeCredit"] }),
    /** The replacement order an exchange sent out. */
    exchangeOrderId: uuid("exchange_order_id"),
    /** Store credit spent on this order: part of its total that the shopper did not pay in money. */
    storeCreditPaise: integer("store_credit_paise").notNull().default(0),
    /** The cash-on-delivery fee included in the total (0 for an order paid online). */
    codFeePaise: integer("cod_fee_paise").notNull().default(0),
    /** Shipping abroad charged in the total (India's shipping is free). */
    shippingPaise: integer("shipping_paise").notNull().default(0),
    /** The buyer's currency (ISO 4217); INR for a buyer who saw rupees. */
    currency: text("currency").notNull().default("INR"),
    /** Rupees for one unit of the buyer's currency, after the seller's margin, as the order's amounts were shown. */
    exchangeRate: numeric("exchange_rate", { precision: 14, scale: 6 }),
    /** The total the buyer saw in their currency, in minor units (cents); null for rupees. */
    currencyTotalMinor: integer("currency_total_minor"),
    /** How the buyer's prices ended (cents, .00 or .99), so each line reads as she saw it; null for rupees and older orders. */
    currencyRounding: text("currency_rounding", { enum: ["cents", "whole", "ninety-nine"] }),
    /** A cash-on-delivery order that needs its shopper's confirmation: cancelled if still unconfirmed by then. */
    codConfirmBy: timestampTz("cod_confirm_by"),
    codConfirmedAt: timestampTz("cod_confirmed_at"),
    courier: text("courier"),
    awbCode: text("awb_code"),
    shippingOrderId: text("shipping_order_id"),
    shipmentId: text("shipment_id"),
    invoiceUrl: text("invoice_url"),
    invoiceNumber: text("invoice_number"),
    deliveredAt: timestampTz("delivered_at"),
    cancelledAt: timestampTz("cancelled_at"),
    /** What was bought, where to, by whom: a repeat submission with the same fingerprint is the same order. */
    fingerprint: text("fingerprint"),
    /** The shopper's note to the seller and, on a gift, the message that goes in the parcel (the slip then shows no prices). */
    note: text("note"),
    giftMessage: text("gift_message"),
    /** A discount the seller gave on an order taken at the counter, spread over its lines, and why. */
    sellerDiscountPaise: integer("seller_discount_paise").notNull().default(0),
    sellerDiscountReason: text("seller_discount_reason"),
    /** A payment the seller received outside the shop (UPI, bank transfer): the reference she recorded. */
    paymentReference: text("payment_reference"),
    /** The last day of the delivery promise, with stitching and weaving to order counted (India's day). */
    deliveryDate: date("delivery_date", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt.desc()),
    index("orders_type_status_idx").on(t.orderType, t.status, t.createdAt.desc()),
    index("orders_type_created_idx").on(t.orderType, t.createdAt.desc()),
    index("orders_parent_idx").on(t.parentOrderId),
    // The order desk: finding an order by a part of its number, its AWB or its delivery phone, and sorting by amount.
    index("orders_public_id_trgm_idx").using("gin", sql`${t.publicOrderId} gin_trgm_ops`),
    index("orders_awb_idx").on(sql`upper(${t.awbCode})`),
    index("orders_delivery_phone_idx").on(sql`(${t.address} ->> 'phoneNumber')`),
    index("orders_type_total_idx").on(t.orderType, t.totalPaise.desc()),
    // The order desk's cash-on-delivery orders awaiting their shopper's confirmation, oldest deadline first.
    index("orders_cod_awaiting_idx")
      .on(t.codConfirmBy)
      .where(sql`${t.codConfirmBy} IS NOT NULL AND ${t.codConfirmedAt} IS NULL AND ${t.status} = 'pending'`),
    index("orders_fingerprint_idx").on(t.userId, t.fingerprint, t.createdAt.desc()),
    uniqueIndex("orders_provider_payment_unique").on(t.providerPaymentId),
    uniqueIndex("orders_provider_order_unique").on(t.providerOrderId).where(sql`order_type = 'order'`),
    uniqueIndex("orders_invoice_number_unique").on(t.invoiceNumber),
    check("orders_total_non_negative", sql`${t.totalPaise} >= 0`),
    check("orders_refund_range", sql`${t.refundPaise} >= 0`),
    check("orders_cod_fee_range", sql`${t.codFeePaise} >= 0 AND ${t.codFeePaise} <= ${t.totalPaise}`),
    check("orders_shipping_range", sql`${t.shippingPaise} >= 0 AND ${t.shippingPaise} <= ${t.totalPaise}`),
    check("orders_store_credit_range", sql`${t.storeCreditPaise} >= 0 AND ${t.storeCreditPaise} <= ${t.totalPaise}`),
    check("orders_return_has_parent", sql`(${t.orderType} = 'return') = (${t.parentOrderId} IS NOT NULL)`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    buyingOptionId: uuid("buying_option_id")
      .notNull()
      .references(() => buyingOptions.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    image: text("image"),
    size: text("size").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    originalPricePaise: integer("original_price_paise").notNull(),
    quantity: integer("quantity").notNull(),
    hsnCode: text("hsn_code"),
    gstRate: integer("gst_rate"),
    /** This line's share of the order's promotion discount, in paise: its GST taxable value is the price less it. */
    discountPaise: integer("discount_paise").notNull().default(0),
    /** On a return line asking for an exchange: the size sent instead, whose stock is held from the request. */
    exchangeBuyingOptionId: uuid("exchange_buying_option_id").references(() => buyingOptions.id, { onDelete: "restrict" }),
    exchangeSize: text("exchange_size"),
    /** The services sold with the piece, priced and named as on the day of the order. */
    services: jsonb("services").$type<ChosenService[]>().notNull().default([]),
    /** The measurements the blouse is stitched to, frozen when they were given. */
    measurements: jsonb("measurements").$type<MeasurementSnapshot>(),
    /** Pieces of the line that were not on the shelf and are made after the order: never taken from stock, never put back. */
    madeToOrderQuantity: integer("made_to_order_quantity").notNull().default(0),
    /** For pieces made to order: the last day (India's) the line leaves the shop, as promised when ordered. */
    shipsBy: date("ships_by", { mode: "string" }),
    /** A pre-order's launch day, still ahead when ordered: nothing leaves before it. */
    shipsFrom: date("ships_from", { mode: "string" }),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_product_idx").on(t.productId),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("order_lines_price_non_negative", sql`${t.unitPricePaise} >= 0 AND ${t.originalPricePaise} >= 0`),
    check("order_lines_discount_range", sql`${t.discountPaise} >= 0 AND ${t.discountPaise} <= ${t.unitPricePaise} * ${t.quantity}`),
    check("order_lines_made_to_order_range", sql`${t.madeToOrderQuantity} >= 0 AND ${t.madeToOrderQuantity} <= ${t.quantity}`),
  ],
);

/** Who moved an order on: the shopper, an admin, a provider's webhook (payments, courier) or the shop's own jobs. */
export const orderActorEnum = pgEnum("order_actor", ["shopper", "admin", "provider", "system"]);

/**
 * Every change to an order, written once and never changed (a trigger refuses updates and
 * deletes): the status it left and entered, tracking given, a refund's progress, and who did it.
 */
export const orderHistory = pgTable(
  "order_history",
  {
    /** Changes made in one transaction share a time; this keeps them in the order they were made. */
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    at: timestampTz("at").notNull(),
    actor: orderActorEnum("actor").notNull(),
    /** The admin or shopper who acted, and the admin's name as it was then (shown to admins only). */
    actorId: uuid("actor_id"),
    actorName: text("actor_name"),
    event: text("event", { enum: ["placed", "status", "tracking", "refund"] }).notNull(),
    fromStatus: orderStatusEnum("from_status"),
    toStatus: orderStatusEnum("to_status"),
    /** What else the change said: the AWB, a cancellation's reason, a refund's amount and state. */
    detail: text("detail"),
  },
  (t) => [index("order_history_order_idx").on(t.orderId, t.seq)],
);

export const paymentIntentStatusEnum = pgEnum("payment_intent_status", [
  "created",
  "paid",
  "failed",
  "expired",
  "refunded",
]);

export type IntentLine = {
  productId: string;
  buyingOptionId: string;
  name: string;
  image: string | null;
  size: string;
  unitPricePaise: number;
  originalPricePaise: number;
  quantity: number;
  hsnCode?: string | null;
  gstRate?: number | null;
  /** The line's share of the promotion discount; absent on intents from before promotions. */
  discountPaise?: number;
  /** The services sold with the piece; absent on intents from before services. */
  services?: ChosenService[];
  measurements?: MeasurementSnapshot | null;
  /** Pieces beyond the shelf, made after the order: the checkout never takes them from stock. */
  madeToOrderQuantity?: number;
  /** Working days of work before the line can leave, and a pre-order's launch day. */
  leadDays?: number;
  startsOn?: string | null;
};

/** What an order carries beside its lines and money, kept on a payment until it becomes the order. */
export type OrderExtras = {
  note?: string | null;
  giftMessage?: string | null;
  sellerDiscountPaise?: number;
  sellerDiscountReason?: string | null;
  paymentReference?: string | null;
};

/** An online payment in flight: its stock is reserved until it is paid or expires. */
export const paymentIntents = pgTable(
  "payment_intents",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull().unique(),
    amountPaise: integer("amount_paise").notNull(),
    /** Store credit this checkout spends beside the payment; held in the ledger while the payment is open. */
    storeCreditPaise: integer("store_credit_paise").notNull().default(0),
    address: jsonb("address").$type<AddressSnapshot>().notNull(),
    lines: jsonb("lines").$type<IntentLine[]>().notNull(),
    /** Shipping abroad in the amount, carried to the order when it is paid. */
    shippingPaise: integer("shipping_paise").notNull().default(0),
    /** The buyer's currency and rate as the checkout showed them; null for rupees. */
    saleCurrency: jsonb("sale_currency").$type<SaleCurrency>(),
    status: paymentIntentStatusEnum("status").notNull().default("created"),
    stockReserved: integer("stock_reserved").notNull().default(1),
    orderId: uuid("order_id").references(() => orders.id),
    fingerprint: text("fingerprint"),
    providerPaymentId: text("provider_payment_id"),
    failureReason: text("failure_reason"),
    /** A payment that could not become an order is refunded: key stored before the call, then the refund and its state. */
    refundKey: text("refund_key"),
    refundId: text("refund_id"),
    refundStatus: refundStatusEnum("refund_status").notNull().default("none"),
    expiresAt: timestampTz("expires_at").notNull(),
    /** When reconciliation next asks the provider whether a released intent was paid late after all. */
    lateCheckAt: timestampTz("late_check_at"),
    /** "checkout": the shopper's own online payment; "link": a payment link the seller sent (see payment_links). */
    via: text("via", { enum: ["checkout", "link"] }).notNull().default("checkout"),
    /** What the order this payment becomes carries beside its lines: the note, the gift message, the seller's discount. */
    orderExtras: jsonb("order_extras").$type<OrderExtras>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payment_intents_status_idx").on(t.status, t.expiresAt),
    index("payment_intents_user_idx").on(t.userId, t.createdAt.desc()),
    check("payment_intents_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

/**
 * The store credit ledger: a return settled as credit adds to a shopper's balance, an order paid
 * partly with it takes from it (held while its online payment is open), a cancellation gives it
 * back. The balance is the sum of a shopper's entries.
 */
export const storeCreditEntries = pgTable(
  "store_credit_entries",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amountPaise: integer("amount_paise").notNull(),
    /** The return that issued it, or the order that spent (or got back) it. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    /** Credit held by an online payment that has not become an order yet. */
    paymentIntentId: uuid("payment_intent_id").references(() => paymentIntents.id, { onDelete: "restrict" }),
    note: text("note").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("store_credit_entries_user_idx").on(t.userId, t.createdAt.desc()),
    index("store_credit_entries_intent_idx").on(t.paymentIntentId),
    check("store_credit_entries_amount_non_zero", sql`${t.amountPaise} <> 0`),
  ],
);

/**
 * Issued GST invoices and credit notes, each with everything it prints (a TaxDocument). A row is
 * written once, when the document is issued, and never updated.
 */
export const taxDocuments = pgTable(
  "tax_documents",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    number: text("number").notNull(),
    issuedAt: timestampTz("issued_at").notNull(),
    document: jsonb("document").$type<TaxDocument>().notNull(),
  },
  (t) => [uniqueIndex("tax_documents_number_unique").on(t.number), index("tax_documents_order_idx").on(t.orderId), index("tax_documents_issued_idx").on(t.issuedAt)],
);

/** Sequential GST invoice numbers, one series per financial year ("2026-27"). */
export const invoiceCounters = pgTable("invoice_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

/** Monthly sales kept in the order transactions, so the dashboard never scans every order. */
export const salesRollup = pgTable(
  "sales_rollup",
  {
    month: date("month", { mode: "string" }).notNull(),
    status: orderStatusEnum("status").notNull(),
    orderCount: integer("order_count").notNull().default(0),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.status] })],
);
