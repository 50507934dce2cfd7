import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz, updatedAt } from "./columns.js";

export const userTypeEnum = pgEnum("user_type", ["Customer", "Admin"]);
export const staffRoleEnum = pgEnum("staff_role", ["owner", "manager", "orders", "catalogue", "support"]);

export const users = pgTable(
  "users",
  {
    id: id(),
    fullname: text("fullname").notNull(),
    email: text("email"),
    phone: text("phone"),
    passwordHash: text("password_hash").notNull(),
    image: text("image"),
    isVerified: boolean("is_verified").notNull().default(false),
    userType: userTypeEnum("user_type").notNull().default("Customer"),
    /** What a member of staff may do in the back office; every member is an Admin to the spec's clients. */
    staffRole: staffRoleEnum("staff_role"),
    /** The seller can turn cash on delivery off for a customer whose parcels keep coming back. */
    codAllowed: boolean("cod_allowed").notNull().default(true),
    /** The customer asked for order updates on WhatsApp; off until they tick it. */
    whatsappOptIn: boolean("whatsapp_opt_in").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when an account is deleted: personal data is anonymised, orders are kept. */
    deletedAt: timestampTz("deleted_at"),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_phone_unique").on(t.phone),
    index("users_created_at_idx").on(t.createdAt),
    // The order desk finds a customer by a part of their name.
    index("users_fullname_trgm_idx").using("gin", sql`${t.fullname} gin_trgm_ops`),
    check("users_email_or_phone", sql`${t.deletedAt} IS NOT NULL OR ${t.email} IS NOT NULL OR ${t.phone} IS NOT NULL`),
    check("users_staff_have_a_role", sql`(${t.userType} = 'Admin') = (${t.staffRole} IS NOT NULL)`),
    check("users_phone_format", sql`${t.phone} IS NULL OR ${t.phone} ~ '^[0-9]{10}$'`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestampTz("expires_at").notNull(),
    revokedAt: timestampTz("revoked_at"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const otpPurposeEnum = pgEnum("otp_purpose", ["signup", "add-contact"]);
export const channelEnum = pgEnum("message_channel", ["email", "sms", "whatsapp"]);

export const otps = pgTable(
  "otps",
  {
    id: id(),
    target: text("target").notNull(),
    channel: channelEnum("channel").notNull(),
    purpose: otpPurposeEnum("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestampTz("expires_at").notNull(),
    consumedAt: timestampTz("consumed_at"),
  },
  (t) => [
    index("otps_target_idx").on(t.target, t.purpose, t.createdAt),
    check("otps_attempts_non_negative", sql`${t.failedAttempts} >= 0`),
  ],
);

export const userTokenKindEnum = pgEnum("user_token_kind", ["verify", "reset"]);

/** Single-use links mailed to a user: account verification and password reset. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: userTokenKindEnum("kind").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestampTz("expires_at").notNull(),
    usedAt: timestampTz("used_at"),
  },
  (t) => [index("user_tokens_user_idx").on(t.userId, t.kind)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pinCode: text("pin_code").notNull(),
    phoneNumber: text("phone_number").notNull(),
    /** ISO 3166-1 alpha-2: India unless the shopper chose another country. */
    country: text("country").notNull().default("IN"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("addresses_user_idx").on(t.userId, t.createdAt)],
);
