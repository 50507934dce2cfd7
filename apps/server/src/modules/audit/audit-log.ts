import {
  startOfIndiaDay,
  totalPagesFor,
  type AuditEntry,
  type AuditLogQuery,
  type AuditObjectKind,
} from "@pallu/domain";
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { auditLog } from "../../db/schema/index.js";
import { currentStaffActor, type StaffActor } from "../../lib/staff-actor.js";

const DAY_MS = 86_400_000;

export type AuditChange = {
  /** What was done, as `object.verb`: "order.shipped", "product.updated", "staff.invited". */
  action: string;
  object: { kind: AuditObjectKind; id?: string | null };
  before?: unknown;
  after?: unknown;
  /** Who acted, when not the member of staff whose request this is (an invitation accepted, for one). */
  actor?: StaffActor;
};

/**
 * Appends one staff action to the audit log, in the caller's transaction when it is given one, so
 * the change and its record stand or fall together. Outside a member of staff's request (a shopper,
 * a job, a provider) there is no one to name and nothing is recorded.
 */
export async function recordAudit(db: Queryable, change: AuditChange, at: Date): Promise<void> {
  const actor = change.actor ?? currentStaffActor();
  if (!actor) return;
  await db.insert(auditLog).values({
    at,
    actorId: actor.id,
    actorName: actor.name,
    action: change.action,
    objectKind: change.object.kind,
    objectId: change.object.id ?? null,
    ip: actor.ip,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

function filtersOf(query: AuditLogQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(eq(auditLog.actorId, query.actor));
  if (query.object) conditions.push(eq(auditLog.objectKind, query.object));
  if (query.objectId) conditions.push(eq(auditLog.objectId, query.objectId));
  if (query.from) conditions.push(gte(auditLog.at, startOfIndiaDay(query.from)));
  if (query.to) conditions.push(lt(auditLog.at, new Date(startOfIndiaDay(query.to).getTime() + DAY_MS)));
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of the log, newest first, filtered by member of staff, object and days in India. */
export async function auditLogPage(db: Queryable, query: AuditLogQuery) {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.seq))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const totalCount = total?.total ?? 0;
  const entries: AuditEntry[] = rows.map((row) => ({
    _id: String(row.seq),
    at: row.at.toISOString(),
    actor: { _id: row.actorId, name: row.actorName },
    action: row.action,
    object: { kind: row.objectKind, id: row.objectId },
    ip: row.ip,
    before: row.before,
    after: row.after,
  }));
  return {
    entries,
    pagination: {
      currentPage: query.page,
      totalPages: totalPagesFor(totalCount, query.limit),
      totalCount,
      limit: query.limit,
    },
  };
}
