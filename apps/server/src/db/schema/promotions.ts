import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz, updatedAt } from "./columns.js";
import { orders, paymentIntents } from "./orders.js";
import { users } from "./users.js";

/**
 * Coupon codes and automatic offers as the seller set them up: money in paise, times as instants.
 * `times_used` counts the orders (and open online payments) holding a use; it only moves in the
 * order's transaction, by a conditional update that never passes `usage_limit`.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: id(),
    title: text("title").notNull(),
    /** Upper case; null for an automatic offer. Unique among promotions not deleted. */
    code: text("code"),
    type: text("type", { enum: ["percentage", "fixed", "buyXgetY"] }).notNull(),
    /** percentage: percent off; fixed: paise off; buyXgetY: percent off the free pieces. */
    value: doublePrecision("value").notNull(),
    buyQuantity: integer("buy_quantity"),
    getQuantity: integer("get_quantity"),
    minCartValuePaise: integer("min_cart_value_paise"),
    paymentType: text("payment_type", { enum: ["online"] }),
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    products: jsonb("products").$type<string[]>().notNull().default([]),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    startsAt: timestampTz("starts_at"),
    endsAt: timestampTz("ends_at"),
    usageLimit: integer("usage_limit"),
    perCustomerLimit: integer("per_customer_limit"),
    timesUsed: integer("times_used").notNull().default(0),
    /** Joins automatic offers: an automatic offer's others, or a code's. */
    combinable: boolean("combinable").notNull().default(false),
    /** An automatic offer joins the shopper's code; null (made before the choice existed): as `combinable`. */
    combinesWithCodes: boolean("combines_with_codes"),
    /** Also discounts the services sold with a piece (stitching, fall and pico). */
    appliesToServices: boolean("applies_to_services").notNull().default(false),
    active: boolean("active").notNull().default(true),
    /**
     * A single-use code made in bulk for this coupon promotion: it copies the promotion's rules, is
     * counted with it on the seller's list, and follows its pauses, changes and deletion.
     */
    batchOf: uuid("batch_of").references((): AnyPgColumn => promotions.id, { onDelete: "restrict" }),
    /** A deleted promotion stays for the orders that used it; its code is free again. */
    deletedAt: timestampTz("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("promotions_code_unique")
      .on(t.code)
      .where(sql`${t.deletedAt} IS NULL AND ${t.code} IS NOT NULL`),
    index("promotions_live_idx")
      .on(t.createdAt.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    index("promotions_batch_of_idx").on(t.batchOf),
    check("promotions_times_used_non_negative", sql`${t.timesUsed} >= 0`),
    check("promotions_value_positive", sql`${t.value} > 0`),
  ],
);

/**
 * One promotion used by one checkout: held by an open online payment (payment intent, no order
 * yet) or belonging to an order. A use given back (cancelled order, failed or lapsed payment) is
 * marked released, once, and no longer counts.
 */
export const promotionUses = pgTable(
  "promotion_uses",
  {
    id: id(),
    promotionId: uuid("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    paymentIntentId: uuid("payment_intent_id").references(() => paymentIntents.id, { onDelete: "restrict" }),
    discountPaise: integer("discount_paise").notNull(),
    releasedAt: timestampTz("released_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("promotion_uses_promotion_idx").on(t.promotionId),
    index("promotion_uses_user_idx").on(t.userId, t.promotionId),
    index("promotion_uses_order_idx").on(t.orderId),
    index("promotion_uses_intent_idx").on(t.paymentIntentId),
    check("promotion_uses_discount_non_negative", sql`${t.discountPaise} >= 0`),
    check("promotion_uses_has_owner", sql`${t.orderId} IS NOT NULL OR ${t.paymentIntentId} IS NOT NULL`),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionUseRow = typeof promotionUses.$inferSelect;
