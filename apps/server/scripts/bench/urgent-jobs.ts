/**
 * Urgent jobs beside bulk work: `npx tsx --conditions=source apps/server/scripts/bench/urgent-jobs.ts`
 * (the domain read from its sources, nothing built first). A fresh shop on PGlite is seeded with the demo catalogue, which queues the demo artwork
 * job as a first start does; the shop's job worker starts, and while the artwork is being drawn a
 * new shopper places a cash-on-delivery order every BENCH_ORDER_EVERY_SECONDS (10) seconds,
 * BENCH_ORDERS (5) times. Prints how long each order's confirmation request took to reach the
 * outbox, and how long the artwork took.
 */
import { and, eq } from "drizzle-orm";
import { seedIfEmpty } from "../../src/bootstrap.js";
import { openDatabase } from "../../src/db/client.js";
import { jobs } from "../../src/db/schema/index.js";
import { DEMO_ARTWORK_JOB } from "../../src/db/seed/seed-demo.js";
import { jobHandlers } from "../../src/job-registration.js";
import { startJobWorker } from "../../src/modules/jobs/index.js";
import { aSaree } from "../../src/test/catalogue-builders.js";
import { newestTo } from "../../src/test/outbox.js";
import { startTestShop, type TestShop } from "../../src/test/test-app.js";
import { aShopper } from "../../src/test/user-builders.js";

const orderCount = Number(process.env.BENCH_ORDERS ?? 5);
const orderEverySeconds = Number(process.env.BENCH_ORDER_EVERY_SECONDS ?? 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from placing a cash-on-delivery order to its confirmation request in the outbox. */
async function timeConfirmationRequest(shop: TestShop, n: number): Promise<number> {
  const email = `bench-cod-${n}@pallu.test`;
  const shopper = await aShopper(shop.deps.db, { email });
  const saree = await aSaree(shop.deps.db, { stock: 1, price: 2400 });
  const placedAt = performance.now();
  const placed = await shop.post("/order/cashOnDelivery", shopper.headers, {
    addressId: shopper.addressId,
    cart: JSON.stringify([{ ...saree, quantity: 1 }]),
  });
  if (placed.statusCode !== 200) throw new Error(`order refused: ${placed.body}`);
  while (!(await newestTo(shop.deps.db, email))?.subject.startsWith("Please confirm your order")) await sleep(20);
  return performance.now() - placedAt;
}

async function main() {
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  const shop = await startTestShop({ SEED_DEMO: "true" }, { database });
  await seedIfEmpty(shop.deps, { info: () => undefined });
  const artworkDone = and(eq(jobs.kind, DEMO_ARTWORK_JOB), eq(jobs.status, "done"));
  const startedAt = performance.now();
  const startedAtClock = Date.now();
  const stop = startJobWorker(shop.deps, jobHandlers, shop.app.log);
  try {
    console.log("| order placed while the artwork is drawn | confirmation request in the outbox after |");
    console.log("| ---: | ---: |");
    for (let n = 1; n <= orderCount; n += 1) {
      await sleep(orderEverySeconds * 1000);
      const at = ((performance.now() - startedAt) / 1000).toFixed(0);
      const drawing = (await shop.deps.db.$count(jobs, artworkDone)) === 0;
      const took = await timeConfirmationRequest(shop, n);
      console.log(`| ${at} s after start${drawing ? "" : " (artwork already done)"} | ${(took / 1000).toFixed(2)} s |`);
    }
    while ((await shop.deps.db.$count(jobs, artworkDone)) === 0) await sleep(500);
    const [artwork] = await shop.deps.db.select({ doneAt: jobs.updatedAt }).from(jobs).where(artworkDone);
    console.log(`\nDemo artwork drawn ${((artwork!.doneAt.getTime() - startedAtClock) / 1000).toFixed(0)} s after the worker started.`);
  } finally {
    await stop();
    await shop.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
