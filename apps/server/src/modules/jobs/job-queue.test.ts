import { deliveryWindowText, type DeliveryWindow } from "@pallu/domain";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, outboxMessages } from "../../db/schema/index.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { aShopper } from "../../test/user-builders.js";
import { jobHandlers } from "../../job-registration.js";
import { claimJobs, completeJob, enqueueJob, failJob, pruneFinishedJobs, STALE_AFTER_SECONDS } from "./job-queue.js";
import { runDueJobs } from "./job-worker.js";
import { payCod } from "../../test/checkout.js";
import { useTestShop } from "../../test/file-fixtures.js";

// The queue stamps jobs with the database clock, so the shop's clock runs in real time plus an offset.
let offsetMs = 0;
const shop = useTestShop({}, { now: () => new Date(Date.now() + offsetMs) });

describe("order notices", () => {
  it("mail the customer when an order is placed, from the job queue, once", async () => {
    const shopper = await aShopper(shop.deps.db, { email: "asha@example.com" });
    const saree = await aSaree(shop.deps.db, { stock: 2, price: 1200 });
    const placed = await payCod(shop, shopper, [{ ...saree, quantity: 1 }]);
    expect(placed.statusCode).toBe(200);
    await runDueJobs(shop.deps, jobHandlers);
    await runDueJobs(shop.deps, jobHandlers);
    const mails = await shop.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, "asha@example.com"));
    // A cash-on-delivery order is announced by the request to confirm it.
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Please confirm your order PL-\d{6}-\w{6}$/)]);
    expect(mails[0]!.text).toContain("with ₹1,200 to pay in cash when it arrives.");
    expect(mails[0]!.text).toContain("Confirm my order: http://shop.test/api/v1/order/confirmCod?token=");
    const { order } = placed.json() as { order: { expectedDelivery: DeliveryWindow } };
    expect(mails[0]!.text).toContain(`it should then reach you ${deliveryWindowText(order.expectedDelivery)}.`);
  });
});

describe("the job queue", () => {
  it("retries a failing job later and gives up after its attempts", async () => {
    let calls = 0;
    const handlers = {
      flaky: {
        lane: "urgent",
        run: async () => {
          calls += 1;
          throw new Error("provider down");
        },
      },
    } as const;
    await enqueueJob(shop.deps.db, { kind: "flaky", payload: {} });
    await shop.deps.db.execute(sql`UPDATE jobs SET max_attempts = 2 WHERE kind = 'flaky'`);
    await runDueJobs(shop.deps, handlers);
    expect(calls).toBe(1);
    await runDueJobs(shop.deps, handlers);
    expect(calls).toBe(1);
    offsetMs += 60_000;
    await runDueJobs(shop.deps, handlers);
    expect(calls).toBe(2);
    const [job] = await shop.deps.db.select().from(jobs).where(eq(jobs.kind, "flaky")).orderBy(desc(jobs.id));
    expect(job).toMatchObject({ status: "failed", attempts: 2, lastError: "provider down" });
  });

  it("runs each job exactly once when several workers claim at the same time", async () => {
    for (let i = 0; i < 40; i += 1) await enqueueJob(shop.deps.db, { kind: "count", payload: { i } });
    const seen: number[] = [];
    const handlers = {
      count: {
        lane: "bulk",
        run: async (_deps: unknown, payload: Record<string, unknown>) => {
          seen.push(Number(payload.i));
        },
      },
    } as const;
    await Promise.all(["a", "b", "c", "d"].map((worker) => runDueJobs(shop.deps, handlers, worker)));
    expect(seen.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(await shop.deps.db.$count(jobs, and(eq(jobs.kind, "count"), ne(jobs.status, "done")))).toBe(0);
  });

  it("is ended only by the worker holding the job: one whose lock went stale leaves it to the worker that took it over", async () => {
    await enqueueJob(shop.deps.db, { kind: "long-export", payload: {} });
    const lane = { only: ["long-export"] };
    const started = shop.deps.now();
    const [job] = await claimJobs(shop.deps.db, "paused-worker", 1, started, lane);
    // The first worker stalls past the stale-lock time without renewing its lock; another takes the job.
    const later = new Date(started.getTime() + (STALE_AFTER_SECONDS + 1) * 1000);
    const [takenOver] = await claimJobs(shop.deps.db, "live-worker", 1, later, lane);
    expect(takenOver?.id).toBe(job!.id);
    const state = async () =>
      (await shop.deps.db.select({ status: jobs.status, lockedBy: jobs.lockedBy }).from(jobs).where(eq(jobs.id, job!.id)))[0];

    await completeJob(shop.deps.db, job!.id, "paused-worker", later);
    expect(await state()).toEqual({ status: "running", lockedBy: "live-worker" });
    await failJob(shop.deps.db, job!, "paused-worker", new Error("timed out"), later);
    expect(await state()).toEqual({ status: "running", lockedBy: "live-worker" });

    await completeJob(shop.deps.db, job!.id, "live-worker", later);
    expect((await state())?.status).toBe("done");
  });

  it("does not queue the same notice twice", async () => {
    await enqueueJob(shop.deps.db, { kind: "once", payload: {}, dedupeKey: "order-1:placed" });
    await enqueueJob(shop.deps.db, { kind: "once", payload: {}, dedupeKey: "order-1:placed" });
    const rows = await shop.deps.db.select().from(jobs).where(eq(jobs.kind, "once"));
    expect(rows).toHaveLength(1);
  });
});

describe("finished jobs", () => {
  it("are pruned after the retention period, while failed and recent ones stay", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const rows = await shop.deps.db
      .insert(jobs)
      .values([
        { kind: "prune-test", payload: { name: "old done" }, status: "done", updatedAt: daysAgo(31) },
        { kind: "prune-test", payload: { name: "recent done" }, status: "done", updatedAt: daysAgo(2) },
        { kind: "prune-test", payload: { name: "old failed" }, status: "failed", updatedAt: daysAgo(90) },
        { kind: "prune-test", payload: { name: "queued" }, status: "queued", updatedAt: daysAgo(40), runAt: daysAgo(-1) },
      ])
      .returning({ id: jobs.id });

    expect(await pruneFinishedJobs(shop.deps.db, now)).toBeGreaterThanOrEqual(1);

    const left = await shop.deps.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, "prune-test"));
    expect(left.map((row) => (row.payload as { name: string }).name).sort()).toEqual(["old failed", "queued", "recent done"]);
    expect(rows).toHaveLength(4);
  });
});
