import { sql } from "drizzle-orm";
import { bigserial, check, index, inet, jsonb, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz } from "./columns.js";
import { staffRoleEnum, users } from "./users.js";

/** A single-use link inviting someone onto the shop's staff; only its hash is kept. */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: id(),
    email: text("email"),
    phone: text("phone"),
    fullname: text("fullname").notNull(),
    role: staffRoleEnum("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestampTz("expires_at").notNull(),
    acceptedAt: timestampTz("accepted_at"),
    /** Set when the owner invites the same person again: the older link stops working. */
    withdrawnAt: timestampTz("withdrawn_at"),
  },
  (t) => [
    index("staff_invites_open_idx")
      .on(t.expiresAt)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.withdrawnAt} IS NULL`),
    check("staff_invites_email_or_phone", sql`${t.email} IS NOT NULL OR ${t.phone} IS NOT NULL`),
  ],
);

export const auditObjectKindEnum = pgEnum("audit_object_kind", [
  "order",
  "product",
  "customer",
  "promotion",
  "setting",
  "staff",
]);

/**
 * What the shop's staff did: who, what, to which object, when, from where, and the change. The
 * database refuses to change or delete a row (a trigger in the migration), so the log can be trusted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    at: timestampTz("at").notNull().defaultNow(),
    /** No foreign key: the entry outlives the member's account. */
    actorId: uuid("actor_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    objectKind: auditObjectKindEnum("object_kind").notNull(),
    objectId: text("object_id"),
    ip: inet("ip"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
    index("audit_log_object_idx").on(t.objectKind, t.objectId, t.at),
  ],
);
