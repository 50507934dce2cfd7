import { and, eq, lt, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { z } from "zod";
import { jobs } from "../../db/schema/index.js";
import { parseRows } from "../../lib/rows.js";
import type { LaneKinds } from "./job-handlers.js";

const ClaimedJobSchema = z.object({
  // a bigserial: node-postgres answers it as text
  id: z.coerce.number(),
  kind: z.string(),
  payload: z.record(z.string(), z.unknown()),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
});
export type JobRow = z.infer<typeof ClaimedJobSchema>;

/** Adds work to the durable queue, usually inside the transaction that made it necessary. */
export async function enqueueJob(
  db: Queryable,
  job: { kind: string; payload: Record<string, unknown>; dedupeKey?: string; runAt?: Date },
): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload, dedupeKey: job.dedupeKey ?? null, ...(job.runAt ? { runAt: job.runAt } : {}) })
    .onConflictDoNothing();
}

/** A running job whose lock is older than this is taken to have lost its worker; see extendJobLock. */
export const STALE_AFTER_SECONDS = 300;

const kindIn = (kinds: string[]) => sql.join(kinds.map((kind) => sql`${kind}`), sql`, `);

function laneCondition(lane: LaneKinds) {
  if ("only" in lane) return lane.only.length > 0 ? sql`kind IN (${kindIn(lane.only)})` : sql`false`;
  return lane.except.length > 0 ? sql`kind NOT IN (${kindIn(lane.except)})` : sql`true`;
}

/**
 * Claims due jobs of one lane for one worker. SKIP LOCKED lets any number of instances claim side
 * by side without taking the same job; a job whose worker died mid-way is claimed again after a while.
 */
export async function claimJobs(db: Queryable, workerId: string, limit: number, now: Date, lane: LaneKinds): Promise<JobRow[]> {
  const nowIso = now.toISOString();
  // The database stamps run_at in microseconds, the shop's clock counts milliseconds: a job queued
  // in the same millisecond as the claim is due, not 0.5 ms in the future.
  const dueBy = sql`${nowIso}::timestamptz + interval '999 microseconds'`;
  return parseRows(
    ClaimedJobSchema,
    await db.execute(sql`
      UPDATE jobs SET status = 'running', locked_at = ${nowIso}::timestamptz, locked_by = ${workerId},
                      attempts = attempts + 1, updated_at = ${nowIso}::timestamptz
      WHERE id IN (
        SELECT id FROM jobs
        WHERE ${laneCondition(lane)}
          AND ((status = 'queued' AND run_at <= ${dueBy})
            OR (status = 'running' AND locked_at < ${nowIso}::timestamptz - make_interval(secs => ${STALE_AFTER_SECONDS})))
        ORDER BY run_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, attempts, max_attempts AS "maxAttempts"`),
  );
}

/**
 * Renews the lock of a job its worker is still running, so that a bulk job of many minutes is not
 * taken for abandoned and run a second time by another instance.
 */
export async function extendJobLock(db: Queryable, id: number, workerId: string, now: Date): Promise<void> {
  await db.execute(sql`UPDATE jobs SET locked_at = ${now.toISOString()}::timestamptz
    WHERE id = ${id} AND status = 'running' AND locked_by = ${workerId}`);
}

/**
 * Puts back jobs that a previous process was running when it stopped. Only for a database that one
 * process owns (PGlite): with several instances, a running job may belong to a live one, and the
 * stale-lock rule in claimJobs takes care of dead ones.
 */
export async function requeueInterruptedJobs(db: Queryable): Promise<void> {
  await db.execute(sql`UPDATE jobs SET status = 'queued', locked_at = NULL, locked_by = NULL WHERE status = 'running'`);
}

/**
 * Only the worker holding a job ends it. One whose lock went stale while it ran (another instance
 * took the job and is running it) leaves the job to that instance: marking it done or queued again
 * would end the other run's job under it, or hand it to a third worker alongside.
 */
const heldBy = (id: number, workerId: string) => sql`id = ${id} AND status = 'running' AND locked_by = ${workerId}`;

export async function completeJob(db: Queryable, id: number, workerId: string, now: Date): Promise<void> {
  await db.execute(sql`UPDATE jobs SET status = 'done', locked_at = NULL, updated_at = ${now.toISOString()}::timestamptz
    WHERE ${heldBy(id, workerId)}`);
}

/** A failed attempt waits longer each time (30 s, 1 min, 2 min …) and gives up after max_attempts. */
export async function failJob(db: Queryable, job: JobRow, workerId: string, error: unknown, now: Date): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const finished = job.attempts >= job.maxAttempts;
  const retryAt = new Date(now.getTime() + 30_000 * 2 ** Math.min(job.attempts - 1, 8));
  await db.execute(sql`UPDATE jobs SET status = ${finished ? "failed" : "queued"}, last_error = ${message}, locked_at = NULL,
      run_at = ${retryAt.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
    WHERE ${heldBy(job.id, workerId)}`);
}

/** How long a finished job is kept, for looking back at what the shop did. */
export const FINISHED_JOB_RETENTION_DAYS = 30;

/**
 * Deletes jobs that finished well before `now`, so the table holds what is due and what failed (a
 * failed job stays for the seller to see until it is dealt with). Answers how many were deleted.
 */
export async function pruneFinishedJobs(db: Queryable, now: Date, retentionDays = FINISHED_JOB_RETENTION_DAYS): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const pruned = await db
    .delete(jobs)
    .where(and(eq(jobs.status, "done"), lt(jobs.updatedAt, before)))
    .returning({ id: jobs.id });
  return pruned.length;
}
