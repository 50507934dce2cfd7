import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobs } from "../../db/schema/index.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { combineJobHandlers, kindsOfLane, type JobHandlers } from "./job-handlers.js";
import { LANE_SETTINGS, type JobLane } from "./job-lanes.js";
import { claimJobs, enqueueJob, extendJobLock, STALE_AFTER_SECONDS } from "./job-queue.js";
import { runDueJobs, startJobWorker } from "./job-worker.js";

const shop = useTestShop();

/** A job that runs until the test lets it go, standing for minutes of image work. */
function heldJob() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = 0;
  return {
    run: async () => {
      started += 1;
      await released;
    },
    started: () => started,
    release,
  };
}

const jobsOf = (kind: string, status: (typeof jobs.$inferSelect)["status"]) =>
  shop.deps.db.$count(jobs, and(eq(jobs.kind, kind), eq(jobs.status, status)));

// The real slots, with short rests so that the test does not wait on the idle lanes' polling.
const quickLanes = {
  urgent: { ...LANE_SETTINGS.urgent, restMs: 20 },
  routine: { ...LANE_SETTINGS.routine, restMs: 20 },
  bulk: { ...LANE_SETTINGS.bulk, restMs: 20 },
};

let stopWorker: (() => Promise<void>) | undefined;
const releases: (() => void)[] = [];
afterEach(async () => {
  for (const release of releases.splice(0)) release();
  await stopWorker?.();
  stopWorker = undefined;
  await shop.deps.db.delete(jobs);
});

// Waiting for the worker, which polls; the tests assert what ran, not how fast.
const eventually = { timeout: 10_000 };

function startWorker(handlers: JobHandlers) {
  stopWorker = startJobWorker(shop.deps, handlers, shop.app.log, { lanes: quickLanes });
}

describe("the job worker's lanes", () => {
  it("never lets bulk work take every slot: an urgent job queued after many bulk jobs runs while they wait", async () => {
    const artwork = heldJob();
    releases.push(artwork.release);
    const urgentRan: string[] = [];
    startWorker(
      combineJobHandlers({
        "lanes-test.artwork": { lane: "bulk", run: artwork.run },
        "lanes-test.notice": {
          lane: "urgent",
          run: async (_deps, payload) => void urgentRan.push(String(payload.order)),
        },
      }),
    );
    for (let i = 0; i < 5; i += 1) await enqueueJob(shop.deps.db, { kind: "lanes-test.artwork", payload: { i } });
    await vi.waitFor(() => expect(artwork.started()).toBe(1), eventually);

    await enqueueJob(shop.deps.db, { kind: "lanes-test.notice", payload: { order: "PL-1" } });
    await vi.waitFor(() => expect(urgentRan).toEqual(["PL-1"]), eventually);

    expect(await jobsOf("lanes-test.artwork", "running")).toBe(LANE_SETTINGS.bulk.slots);
    expect(await jobsOf("lanes-test.artwork", "queued")).toBe(5 - LANE_SETTINGS.bulk.slots);
    expect(artwork.started()).toBe(LANE_SETTINGS.bulk.slots);
  });

  it("keeps urgent slots free while the bulk and routine lanes are all busy", async () => {
    const bulk = heldJob();
    const routine = heldJob();
    releases.push(bulk.release, routine.release);
    let urgentRan = 0;
    startWorker(
      combineJobHandlers({
        "lanes-test.backfill": { lane: "bulk", run: bulk.run },
        "lanes-test.booking": { lane: "routine", run: routine.run },
        "lanes-test.refund": { lane: "urgent", run: async () => void (urgentRan += 1) },
      }),
    );
    for (let i = 0; i < 4; i += 1) {
      await enqueueJob(shop.deps.db, { kind: "lanes-test.backfill", payload: { i } });
      await enqueueJob(shop.deps.db, { kind: "lanes-test.booking", payload: { i } });
    }
    await vi.waitFor(
      () =>
        expect([bulk.started(), routine.started()]).toEqual([LANE_SETTINGS.bulk.slots, LANE_SETTINGS.routine.slots]),
      eventually,
    );

    for (let i = 0; i < 10; i += 1) await enqueueJob(shop.deps.db, { kind: "lanes-test.refund", payload: { i } });
    await vi.waitFor(() => expect(urgentRan).toBe(10), eventually);
    expect([bulk.started(), routine.started()]).toEqual([LANE_SETTINGS.bulk.slots, LANE_SETTINGS.routine.slots]);
  });

  it("runs at most a lane's slots of its jobs at once in one instance", async () => {
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    startWorker({
      "lanes-test.notice-burst": {
        lane: "urgent",
        run: async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise<void>((resolve) => gates.push(resolve));
          running -= 1;
        },
      },
    });
    for (let i = 0; i < 8; i += 1) await enqueueJob(shop.deps.db, { kind: "lanes-test.notice-burst", payload: { i } });
    for (let done = 0; done < 8;) {
      await vi.waitFor(() => expect(gates.length).toBeGreaterThan(0), eventually);
      gates.shift()!();
      done += 1;
    }
    await vi.waitFor(async () => expect(await jobsOf("lanes-test.notice-burst", "done")).toBe(8), eventually);
    expect(most).toBe(LANE_SETTINGS.urgent.slots);
  });
});

describe("a single pass over the queue", () => {
  it("runs urgent jobs before older routine and bulk ones", async () => {
    const order: string[] = [];
    const record = (lane: JobLane) => ({ lane, run: async () => void order.push(lane) });
    const handlers = {
      "pass-test.bulk": record("bulk"),
      "pass-test.routine": record("routine"),
      "pass-test.urgent": record("urgent"),
    };
    for (const kind of ["pass-test.bulk", "pass-test.routine", "pass-test.urgent"])
      await enqueueJob(shop.deps.db, { kind, payload: {} });

    await runDueJobs(shop.deps, handlers);

    expect(order).toEqual(["urgent", "routine", "bulk"]);
  });
});

describe("claiming a lane's jobs", () => {
  const handlers = combineJobHandlers({
    "claim-test.notice": { lane: "urgent", run: async () => {} },
    "claim-test.artwork": { lane: "bulk", run: async () => {} },
  });

  it("takes only that lane's kinds, however much older the other lanes' jobs are", async () => {
    await enqueueJob(shop.deps.db, {
      kind: "claim-test.artwork",
      payload: {},
      runAt: new Date(Date.now() - 3_600_000),
    });
    await enqueueJob(shop.deps.db, { kind: "claim-test.notice", payload: {} });

    const urgent = await claimJobs(shop.deps.db, "worker-a", 10, new Date(), kindsOfLane(handlers, "urgent"));
    expect(urgent.map((job) => job.kind)).toEqual(["claim-test.notice"]);
    const bulk = await claimJobs(shop.deps.db, "worker-a", 10, new Date(), kindsOfLane(handlers, "bulk"));
    expect(bulk.map((job) => job.kind)).toEqual(["claim-test.artwork"]);
  });

  it("gives a kind with no handler here to the routine lane", async () => {
    await enqueueJob(shop.deps.db, { kind: "claim-test.from-a-newer-version", payload: {} });

    const routine = await claimJobs(shop.deps.db, "worker-a", 10, new Date(), kindsOfLane(handlers, "routine"));

    expect(routine.map((job) => job.kind)).toContain("claim-test.from-a-newer-version");
  });

  it("leaves a long job to its worker while the worker renews its lock, and takes it back once the worker is gone", async () => {
    const lane = kindsOfLane({ "claim-test.long": { lane: "bulk", run: async () => {} } }, "bulk");
    await enqueueJob(shop.deps.db, { kind: "claim-test.long", payload: {} });
    const start = new Date();
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const [job] = await claimJobs(shop.deps.db, "worker-a", 1, start, lane);
    expect(job).toBeDefined();

    await extendJobLock(shop.deps.db, job!.id, "worker-a", at(STALE_AFTER_SECONDS - 10));
    expect(await claimJobs(shop.deps.db, "worker-b", 1, at(STALE_AFTER_SECONDS + 10), lane)).toEqual([]);

    const retaken = await claimJobs(shop.deps.db, "worker-b", 1, at(2 * STALE_AFTER_SECONDS), lane);
    expect(retaken.map((row) => row.id)).toEqual([job!.id]);
    const [row] = await shop.deps.db.select({ lockedBy: jobs.lockedBy }).from(jobs).where(eq(jobs.id, job!.id));
    expect(row!.lockedBy).toBe("worker-b");
  });
});
