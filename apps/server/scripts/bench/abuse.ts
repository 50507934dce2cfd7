/**
 * Abuse benchmark: `npm run bench:abuse`.
 * Builds the shop in this process on PGlite (in memory) and runs, one request at a time, the
 * requests that used to hold the event loop: a catalogue import with a zip of 8 MB-of-zeros
 * pictures, a 50-line checkout quote against 10 combinable offers of 500 products each, and a
 * print of 100 packing slips with their invoices. For each it reports the worst event-loop delay
 * seen while the request ran (`monitorEventLoopDelay`, 10 ms resolution: an idle loop reads about
 * 10 ms, and the target is at most 50 ms) and the slowest answer. PGlite runs its queries on this
 * thread, so their time counts too, as it does in a shop on the embedded database.
 * Options: BENCH_RUNS (3) runs of each request.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { openDatabase } from "../../src/db/client.js";
import { startTestShop } from "../../src/test/test-app.js";
import { aSignedInUser } from "../../src/test/user-builders.js";
import { bigQuote, hundredPackingSlips, zipImports, type Scenario } from "./abuse-scenarios.js";

const RESOLUTION_MS = 10;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e5) / 10;

const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();

/** The worst delay while `run` answers: the loop turns a few times first, as the first tick after a reset is not recorded. */
async function measured(scenario: Scenario) {
  let worst = 0;
  let slowest = 0;
  let status = 0;
  for (let run = 0; run < runs; run += 1) {
    histogram.reset();
    await sleep(3 * RESOLUTION_MS);
    const started = performance.now();
    const response = await scenario.run();
    slowest = Math.max(slowest, performance.now() - started);
    // the loop's last gap is recorded at its next tick
    await sleep(2 * RESOLUTION_MS);
    worst = Math.max(worst, histogram.max);
    status = response.statusCode;
  }
  return { worst: ms(worst), slowest: (slowest / 1000).toFixed(2), status };
}

async function main(): Promise<void> {
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  const shop = await startTestShop({}, { database });
  try {
    const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    console.log("Setting up: a zip of 8 MB pictures, 950 products and 10 offers, 100 confirmed orders …");
    const scenarios = [
      ...(await zipImports(shop, admin)),
      await bigQuote(shop, admin),
      await hundredPackingSlips(shop, admin),
    ];
    console.log(`\nPGlite in memory, in-process app, ${runs} runs each; Node ${process.version}\n`);
    console.log("| scenario | worst event-loop delay ms | slowest answer s | status |");
    console.log("| --- | ---: | ---: | ---: |");
    for (const scenario of scenarios) {
      const { worst, slowest, status } = await measured(scenario);
      console.log(`| ${scenario.name} | ${worst} | ${slowest} | ${status} |`);
    }
  } finally {
    await shop.close();
  }
}

await main();
