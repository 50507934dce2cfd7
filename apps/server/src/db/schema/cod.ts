import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns.js";
import { orderActorEnum, orders, paymentTypeEnum } from "./orders.js";

/** The one-tap links that confirm a cash-on-delivery order: only their hashes are kept. */
export const codConfirmLinks = pgTable(
  "cod_confirm_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    expiresAt: timestampTz("expires_at").notNull(),
  },
  (t) => [index("cod_confirm_links_order_idx").on(t.orderId)],
);

/**
 * A parcel that came back to the seller (returned to origin), once per order, counted against the
 * delivery phone number: cash on delivery to a phone whose parcels keep coming back is limited.
 */
export const returnsToOrigin = pgTable(
  "returns_to_origin",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** The delivery address's phone, its last ten digits. */
    phone: text("phone").notNull(),
    paymentType: paymentTypeEnum("payment_type").notNull(),
    recordedAt: timestampTz("recorded_at").notNull(),
    recordedBy: orderActorEnum("recorded_by").notNull(),
    recordedByName: text("recorded_by_name"),
  },
  (t) => [index("returns_to_origin_phone_idx").on(t.phone, t.paymentType)],
);
