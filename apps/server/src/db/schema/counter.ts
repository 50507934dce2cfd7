import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz, updatedAt } from "./columns.js";
import { orders, paymentIntents } from "./orders.js";
import { users } from "./users.js";

/**
 * A payment link the seller sent for an order taken in a chat: it pays one payment intent, whose
 * stock is held until the link lapses. The shop's own page for it is /pay/<token>.
 */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: id(),
    token: text("token").notNull(),
    paymentIntentId: uuid("payment_intent_id")
      .notNull()
      .references(() => paymentIntents.id, { onDelete: "restrict" }),
    /** The provider's link (plink_… at Razorpay) and its own hosted page. */
    providerLinkId: text("provider_link_id"),
    providerUrl: text("provider_url"),
    status: text("status", { enum: ["created", "paid", "expired", "cancelled"] }).notNull().default("created"),
    expiresAt: timestampTz("expires_at").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payment_links_token_unique").on(t.token),
    uniqueIndex("payment_links_provider_unique").on(t.providerLinkId),
    uniqueIndex("payment_links_intent_unique").on(t.paymentIntentId),
    index("payment_links_status_idx").on(t.status, t.expiresAt),
  ],
);

/**
 * Every payment made on a link, once: the first becomes the order, any other (a second payment,
 * or one after the link lapsed and its stock went) is refunded in full, with its key kept before the call.
 */
export const paymentLinkPayments = pgTable(
  "payment_link_payments",
  {
    providerPaymentId: text("provider_payment_id").primaryKey(),
    paymentLinkId: uuid("payment_link_id")
      .notNull()
      .references(() => paymentLinks.id, { onDelete: "restrict" }),
    amountPaise: integer("amount_paise").notNull(),
    outcome: text("outcome", { enum: ["settled", "refund_pending", "refunded"] }).notNull(),
    refundId: text("refund_id"),
    createdAt: createdAt(),
  },
  (t) => [index("payment_link_payments_link_idx").on(t.paymentLinkId)],
);

/** The staff's own notes on an order: never shown to the shopper. */
export const orderStaffNotes = pgTable(
  "order_staff_notes",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_staff_notes_order_idx").on(t.orderId, t.createdAt)],
);

/** The staff's own notes on a customer (sizes, preferences, how they like to be reached): never shown to them. */
export const customerStaffNotes = pgTable(
  "customer_staff_notes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("customer_staff_notes_user_idx").on(t.userId, t.createdAt)],
);
