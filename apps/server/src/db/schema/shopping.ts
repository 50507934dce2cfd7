import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
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
