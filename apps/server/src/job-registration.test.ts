import { describe, expect, it, vi } from "vitest";
import { messageLinks } from "./db/schema/index.js";
import { jobHandlers, jobMaintenance } from "./job-registration.js";
import { startJobWorker } from "./modules/jobs/job-worker.js";
import { shortLinkCode } from "./modules/notifications/message-links.js";
import { useTestShop } from "./test/file-fixtures.js";
import { aTestClock } from "./test/test-app.js";

const clock = aTestClock(new Date("2026-11-26T06:00:00Z"));
const shop = useTestShop({}, { now: clock.now });

describe("the shop's job worker", () => {
  it("forgets lapsed text-message links in its housekeeping, and keeps live ones", async () => {
    await shortLinkCode(shop.deps.db, "http://shop.test/orders/1", clock.now());
    clock.later(31 * 24 * 60);
    await shortLinkCode(shop.deps.db, "http://shop.test/orders/2", clock.now());
    const stop = startJobWorker(shop.deps, jobHandlers, shop.app.log, { maintenance: jobMaintenance });
    try {
      await vi.waitFor(async () => expect(await shop.deps.db.$count(messageLinks)).toBe(1), { timeout: 10_000 });
    } finally {
      await stop();
    }
  });
});
