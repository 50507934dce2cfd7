/**
 * Storefront pages benchmark: `npm run bench:pages` (builds the web app first).
 * Renders public storefront pages (product pages, searches, home) on the real server
 * (src/server.ts), every request at an address the server has not kept, beside a bare Fastify
 * route (scripts/bench/hello-server.ts) on the same machine in the same run. Both run with a
 * probe (server-probe.ts) that reports their CPU time and worst event-loop delay, so each row
 * reads as pages per CPU-second of the server process, which other work on the machine changes
 * far less than pages per second.
 * PGlite in BENCH_DATA_DIR (default /tmp/pallu-bench-pages), or PostgreSQL when DATABASE_URL is
 * set (its name must contain "bench"; created if missing; the database's own CPU is then not counted).
 * Options: BENCH_PRODUCTS (2000), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (5),
 * BENCH_CONNECTIONS (10,50), BENCH_KINDS (product,search,home: the kinds of page measured, by the start of their names),
 * BENCH_SERVER_ARGS (Node flags for the shop's process alone, such as "--cpu-prof --cpu-prof-dir=/tmp/profiles").
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/db/client.js";
import { LocalImageStore } from "../../src/integrations/storage/local-image-store.js";
import { rendererEntryOf } from "../../src/modules/storefront-pages/storefront-renderer.js";
import { ensureBenchCatalogue } from "./bench-catalogue-seed.js";
import { ensurePostgresDatabase, freePort, serverDir, shopEnv, startNode, waitFor } from "./bench-process.js";
import { storefrontPageKinds, type PageKind } from "./page-urls.js";
import type { ServerReport } from "./server-probe.js";

const env = process.env;
const products = Number(env.BENCH_PRODUCTS ?? 2000);
const seconds = Number(env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(env.BENCH_WARMUP_SECONDS ?? 5);
const connectionCounts = (env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const onlyKinds = env.BENCH_KINDS?.split(",");
const serverArgs = env.BENCH_SERVER_ARGS?.split(" ").filter(Boolean) ?? [];
const databaseUrl = env.DATABASE_URL;
const dataDir = env.BENCH_DATA_DIR ?? "/tmp/pallu-bench-pages";
const log = (line: string) => console.log(line);

type Target = { kind: PageKind; origin: string; server: ChildProcess };
type Row = {
  name: string;
  connections: number;
  perSecond: number;
  perCpuSecond: number;
  p50: number;
  p99: number;
  eventLoopMaxMs: number;
  failures: number;
};

/** Asks the server's probe, and waits for its answer. */
function askProbe(server: ChildProcess, message: "reset" | "report"): Promise<ServerReport | undefined> {
  return new Promise((resolve) => {
    server.once("message", (answer) => resolve((answer as { serverReport?: ServerReport }).serverReport));
    server.send(message);
  });
}

// One count for the whole run: no address is asked twice, not even across warm-up and measuring.
let sequence = 0;

async function measure({ kind, origin, server }: Target, connections: number): Promise<Row> {
  const load = (duration: number) =>
    autocannon({
      url: origin,
      connections,
      duration,
      requests: [{ setupRequest: (request) => ({ ...request, path: kind.path((sequence += 1)) }) }],
    });
  await load(warmupSeconds); // JIT, connection pools, the database's own caches
  await askProbe(server, "reset");
  const result = await load(seconds);
  const report = (await askProbe(server, "report"))!;
  const pages = result["2xx"];
  const row: Row = {
    name: kind.name,
    connections,
    perSecond: pages / seconds,
    perCpuSecond: pages / report.cpuSeconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    eventLoopMaxMs: report.eventLoopMaxMs,
    failures: result.non2xx + result.errors + result.timeouts,
  };
  log(
    `  ${row.name}, ${connections} connections: ${Math.round(row.perSecond)}/s, ${Math.round(row.perCpuSecond)} per CPU-second, p50 ${row.p50} ms, p99 ${row.p99} ms, event loop worst ${row.eventLoopMaxMs} ms${row.failures ? `, ${row.failures} failures` : ""}`,
  );
  return row;
}

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");

function printTable(rows: Row[], load: { before: string; after: string }): void {
  const floorOf = (connections: number) => rows.find((row) => row.connections === connections)!.perCpuSecond;
  const cpuMsPerRequest = (row: Row) => (1000 / row.perCpuSecond).toFixed(row.perCpuSecond > 1000 ? 3 : 1);
  const lines = [
    `Storefront pages: ${databaseUrl ? "PostgreSQL" : "PGlite"}, ${products.toLocaleString("en-IN")} products, ${seconds} s per row after ${warmupSeconds} s of warm-up, ${cpus().length} cores, Node ${process.version}`,
    "",
    "| Target | Connections | per second | per CPU-second | CPU ms each | × floor's CPU | p50 ms | p99 ms | worst event-loop delay ms | failures |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.connections} | ${Math.round(row.perSecond)} | ${Math.round(row.perCpuSecond)} | ${cpuMsPerRequest(row)} | ${Math.round(floorOf(row.connections) / row.perCpuSecond)} | ${row.p50} | ${row.p99} | ${row.eventLoopMaxMs} | ${row.failures} |`,
    ),
    "",
    `Load average (1/5/15 min) before: ${load.before}, after: ${load.after}`,
  ];
  console.log(`\n${lines.join("\n")}\n`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}

async function main(): Promise<void> {
  if (!existsSync(rendererEntryOf(join(serverDir, "../web/dist"))))
    throw new Error(
      "The web app is not built: run `npm run bench:pages` from the repository root, which builds it first",
    );
  if (databaseUrl) await ensurePostgresDatabase(databaseUrl);
  const database = await openDatabase(
    databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir },
  );
  let kinds: PageKind[];
  try {
    await database.migrate();
    await ensureBenchCatalogue(database.db, new LocalImageStore(join(dataDir, "images")), products, log, {
      reuseLarger: true,
    });
    // Earlier runs' product views left dead row versions in the products table and its indexes,
    // which a shop's autovacuum clears as it goes (and a machine without it never does): compacted
    // here, every run reads the same table.
    await database.db.execute(sql`VACUUM (FULL, ANALYZE) products`);
    kinds = (await storefrontPageKinds(database.db, products)).filter((kind) => !onlyKinds || onlyKinds.some((name) => kind.name.startsWith(name)));
  } finally {
    await database.close();
  }

  const withProbe = {
    nodeArgs: ["--import", "./scripts/bench/server-probe.ts"],
    stdio: ["ignore", "ignore", "inherit", "ipc"] as const,
  };
  const [floorPort, shopPort] = [await freePort(), await freePort()];
  const floor = startNode(
    ["scripts/bench/hello-server.ts", String(floorPort)],
    {},
    { ...withProbe, stdio: [...withProbe.stdio] },
  );
  const shop = startNode(
    ["src/server.ts"],
    shopEnv(shopPort, {
      DATA_DIR: dataDir,
      PAGE_RENDERS_PER_MINUTE: "100000000",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    { ...withProbe, nodeArgs: [...withProbe.nodeArgs, ...serverArgs], stdio: [...withProbe.stdio] },
  );
  try {
    const floorOrigin = `http://127.0.0.1:${floorPort}`;
    const shopOrigin = `http://127.0.0.1:${shopPort}`;
    await waitFor(`${floorOrigin}/`, floor);
    await waitFor(`${shopOrigin}/api/v1/health`, shop);
    const floorKind: PageKind = { name: "floor: bare Fastify route", path: (n) => `/?n=${n}` };
    const before = loadAverage();
    log(`measuring, load average ${before}…`);
    const rows: Row[] = [];
    for (const connections of connectionCounts)
      rows.push(await measure({ kind: floorKind, origin: floorOrigin, server: floor }, connections));
    for (const kind of kinds)
      for (const connections of connectionCounts)
        rows.push(await measure({ kind, origin: shopOrigin, server: shop }, connections));
    printTable(rows, { before, after: loadAverage() });
  } finally {
    await Promise.all([stop(floor), stop(shop)]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
