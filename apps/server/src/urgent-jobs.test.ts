import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { jobs } from "./db/schema/index.js";
import { DEMO_ARTWORK_JOB } from "./db/seed/seed-demo.js";
import { jobHandlers } from "./job-registration.js";
import { enqueueJob, startJobWorker } from "./modules/jobs/index.js";
import { payCod } from "./test/checkout.js";
import { aSaree } from "./test/catalogue-builders.js";
import { useTestShop } from "./test/file-fixtures.js";
import { newestTo } from "./test/outbox.js";
import { aShopper } from "./test/user-builders.js";

const shop = useTestShop();

describe("the shop's urgent jobs", () => {
  it("send a new cash-on-delivery order's confirmation request within 5 s while bulk work of several minutes runs", async () => {
    let startedArtwork = () => {};
    const artworkStarted = new Promise<void>((resolve) => {
      startedArtwork = resolve;
    });
    let finishArtwork = () => {};
    const artworkFinished = new Promise<void>((resolve) => {
      finishArtwork = resolve;
    });
    // The demo artwork as registered, in its own lane, drawing until the test is done (minutes, on a first start).
    const handlers = {
      ...jobHandlers,
      [DEMO_ARTWORK_JOB]: {
        ...jobHandlers[DEMO_ARTWORK_JOB]!,
        run: async () => {
          startedArtwork();
          await artworkFinished;
        },
      },
    };
    await enqueueJob(shop.deps.db, { kind: DEMO_ARTWORK_JOB, payload: {}, dedupeKey: DEMO_ARTWORK_JOB });
    const stop = startJobWorker(shop.deps, handlers, shop.app.log);
    try {
      await artworkStarted;
      const shopper = await aShopper(shop.deps.db, { email: "meera@example.com" });
      const saree = await aSaree(shop.deps.db, { stock: 1, price: 2400 });

      const orderedAt = Date.now();
      const placed = await payCod(shop, shopper, [{ ...saree, quantity: 1 }]);
      expect(placed.statusCode, placed.body).toBe(200);
      await vi.waitFor(
        async () =>
          expect((await newestTo(shop.deps.db, "meera@example.com"))?.subject).toMatch(
            /^Please confirm your order PL-/,
          ),
        { timeout: 5_000, interval: 50 },
      );

      expect(Date.now() - orderedAt).toBeLessThan(5_000);
      const artwork = and(eq(jobs.kind, DEMO_ARTWORK_JOB), eq(jobs.status, "running"));
      expect(await shop.deps.db.$count(jobs, artwork)).toBe(1);
    } finally {
      finishArtwork();
      await stop();
    }
  });
});
