import { sql } from "drizzle-orm";
import type { RequestedService } from "@pallu/domain";
import { check, index, integer, jsonb, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { buyingOptions, products } from "./catalogue.js";
import { createdAt, updatedAt } from "./columns.js";
import { users } from "./users.js";

/** Whose it is, which size and of which product: what a cart line, a wishlist entry and a restock request hold. */
export const savedSizeColumns = () => ({
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  buyingOptionId: uuid("buying_option_id")
    .notNull()
    .references(() => buyingOptions.id, { onDelete: "cascade" }),
  productId: uuid("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
});

export const cartItems = pgTable(
  "cart_items",
  {
    ...savedSizeColumns(),
    quantity: integer("quantity").notNull(),
    position: integer("position").notNull().default(0),
    /** The services asked for with the piece, as the shopper chose them (priced again at checkout). */
    services: jsonb("services").$type<RequestedService[]>().notNull().default([]),
    /** The saved measurements the blouse is to be stitched to; null while she sends them later. */
    measurementProfileId: uuid("measurement_profile_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.buyingOptionId] }),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    ...savedSizeColumns(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.buyingOptionId] }), index("wishlist_items_product_idx").on(t.productId)],
);
