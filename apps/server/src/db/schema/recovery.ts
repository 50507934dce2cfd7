import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz } from "./columns.js";
import { products } from "./catalogue.js";
import { orders } from "./orders.js";
import { savedSizeColumns } from "./shopping.js";
import { users } from "./users.js";

/** A cart line as the checkout page held it: which size and how many. */
export type CheckoutLine = { productId: string; buyingOptionId: string; quantity: number };

export const checkoutCloseReasons = ["ordered", "optedOut"] as const;

/**
 * A signed-in shopper's visit to the checkout page, and the reminders it led to. One open row per
 * shopper, refreshed on each visit; an order (or an opt-out) closes it.
 */
export const abandonedCheckouts = pgTable(
  "abandoned_checkouts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The latest visit: reminders count their wait from here. */
    visitedAt: timestampTz("visited_at").notNull(),
    lines: jsonb("lines").$type<CheckoutLine[]>().notNull(),
    firstReminderAt: timestampTz("first_reminder_at"),
    secondReminderAt: timestampTz("second_reminder_at"),
    closedAt: timestampTz("closed_at"),
    closeReason: text("close_reason", { enum: checkoutCloseReasons }),
    /** The order placed after a reminder, which the report counts as won back. */
    recoveredOrderId: uuid("recovered_order_id").references(() => orders.id, { onDelete: "set null" }),
    recoveredTotalPaise: integer("recovered_total_paise"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("abandoned_checkouts_open_unique")
      .on(t.userId)
      .where(sql`${t.closedAt} IS NULL`),
    index("abandoned_checkouts_due_idx")
      .on(t.visitedAt)
      .where(sql`${t.closedAt} IS NULL`),
    index("abandoned_checkouts_created_idx").on(t.createdAt),
  ],
);

export const recoveryLinkPurposes = ["restore", "optOut"] as const;

/** A reminder's links (restore the cart, stop reminders): only the hash of each secret is kept. */
export const recoveryLinks = pgTable("recovery_links", {
  tokenHash: text("token_hash").primaryKey(),
  checkoutId: uuid("checkout_id")
    .notNull()
    .references(() => abandonedCheckouts.id, { onDelete: "cascade" }),
  purpose: text("purpose", { enum: recoveryLinkPurposes }).notNull(),
  expiresAt: timestampTz("expires_at").notNull(),
});

/** Shoppers who asked for no more checkout reminders. */
export const reminderOptOuts = pgTable("reminder_opt_outs", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  optedOutAt: timestampTz("opted_out_at").notNull().defaultNow(),
});

/** "Notify me" on a sold-out size: kept until the size is back and the shopper has been told. */
export const restockRequests = pgTable(
  "restock_requests",
  { ...savedSizeColumns(), createdAt: createdAt() },
  (t) => [
    primaryKey({ columns: [t.userId, t.buyingOptionId] }),
    index("restock_requests_option_idx").on(t.buyingOptionId),
  ],
);

/**
 * A shopper who missed a one-off piece asks to hear of the next piece like it: of the same weave
 * when the missed piece has one, else of its category. Cleared when told (docs/recovery.md).
 */
export const similarPieceRequests = pgTable(
  "similar_piece_requests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    weave: text("weave"),
    categoryId: uuid("category_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
