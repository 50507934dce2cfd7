import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, bigserial } from "drizzle-orm/pg-core";
import { products } from "./catalogue.js";
import { createdAt, id, timestampTz, updatedAt } from "./columns.js";
import { channelEnum, users } from "./users.js";

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Stars in half steps, stored as halves (1 = 0.5 star … 10 = 5 stars). */
    halfStars: integer("half_stars").notNull(),
    review: text("review").notNull(),
    /** Set when the seller hides the review: it leaves the lists and the product's rating. */
    hiddenAt: timestampTz("hidden_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_user_product_unique").on(t.userId, t.productId),
    index("reviews_product_idx").on(t.productId, t.createdAt.desc()),
    index("reviews_best_idx").on(t.halfStars.desc(), t.createdAt.desc()),
    check("reviews_half_stars_range", sql`${t.halfStars} BETWEEN 1 AND 10`),
    check("reviews_text_length", sql`char_length(${t.review}) BETWEEN 1 AND 2000`),
  ],
);

export const siteSlides = pgTable(
  "site_slides",
  {
    id: id(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    smallImage: text("small_image").notNull(),
    largeImage: text("large_image").notNull(),
    alt: text("alt"),
    /** Where a tap on the slide leads: a path inside the shop ("/search?category=…"), or nowhere. */
    link: text("link"),
    /** Whether the title and description are drawn over the picture. */
    showText: boolean("show_text").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("site_slides_position_idx").on(t.position)],
);

/** Editable site content by key: "banner", "footer". */
export const siteContent = pgTable("site_content", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/** Every change of the shop settings: who made it, when, and each field before and after. */
export const settingsChanges = pgTable(
  "settings_changes",
  {
    id: id(),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedByName: text("changed_by_name").notNull(),
    fields: jsonb("fields").$type<{ field: string; from: unknown; to: unknown }[]>().notNull(),
    changedAt: timestampTz("changed_at").notNull().defaultNow(),
  },
  (t) => [index("settings_changes_changed_at_idx").on(t.changedAt)],
);

export const jobStatusEnum = ["queued", "running", "done", "failed"] as const;

/** Durable background work (notifications, shipping sync, reconciliation), claimed with SKIP LOCKED. */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: jobStatusEnum }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    runAt: timestampTz("run_at").notNull().defaultNow(),
    lockedAt: timestampTz("locked_at"),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_claim_idx").on(t.status, t.runAt),
    uniqueIndex("jobs_dedupe_unique").on(t.kind, t.dedupeKey),
  ],
);

/** Provider webhook events already handled, so a redelivery changes nothing. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex("webhook_events_unique").on(t.provider, t.eventId)],
);

/** Messages kept by the development outbox when no mail or SMS provider is configured. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: id(),
    channel: channelEnum("channel").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_messages_created_idx").on(t.createdAt.desc())],
);

/**
 * Short links for text messages (DLT allows 30 characters per variable). Each row is found by a hash
 * of its code and holds the address sealed with a key made from the code, so the table alone opens
 * no reset or restore link.
 */
export const messageLinks = pgTable(
  "message_links",
  {
    codeHash: text("code_hash").primaryKey(),
    sealedUrl: text("sealed_url").notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz("expires_at").notNull(),
  },
  (t) => [index("message_links_expires_idx").on(t.expiresAt)],
);
