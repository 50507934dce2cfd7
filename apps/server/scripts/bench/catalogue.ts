/**
 * Catalogue benchmark: `npm run bench:catalogue`.
 * Loads (or reuses) a 100,000-product catalogue, starts the real server (src/server.ts) and a
 * bare Fastify hello-world as separate processes, and measures each with autocannon.
 * PostgreSQL when DATABASE_URL is set (its database name must contain "bench"; created if
 * missing), PGlite in BENCH_DATA_DIR (default /tmp/pallu-bench) otherwise.
 * Options (flags after `--`, or the environment): --products / BENCH_PRODUCTS (100000),
 * --seconds / BENCH_SECONDS (10), --connections / BENCH_CONNECTIONS (10), and --only / BENCH_ONLY,
 * comma-separated words that pick the scenarios to run by name (the baseline always runs).
 * Every scenario but the marked one bypasses whole-response caching (see measure).
 */
import { loadavg } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../../src/db/client.js";
import { LocalImageStore } from "../../src/integrations/storage/local-image-store.js";
import { benchCategoryId, benchProductIdIn, ensureBenchCatalogue } from "./bench-catalogue-seed.js";
import { ensurePostgresDatabase, freePort, shopEnv, startNode, waitFor } from "./bench-process.js";
import { catalogueBenchOptions } from "./catalogue-options.js";

const env = process.env;
const { products, seconds, connections, only } = catalogueBenchOptions(process.argv.slice(2), env);
const databaseUrl = env.DATABASE_URL;
const dataDir = env.BENCH_DATA_DIR ?? "/tmp/pallu-bench";
const log = (line: string) => console.log(line);

type Row = { name: string; rps: number; p50: number; p99: number; failures: number };
type MeasureOptions = { cached?: boolean; postJson?: unknown };
type Scenario = { name: string; url: string } & MeasureOptions;

/**
 * Measures one URL. Unless `cached`, every request carries a unique (ignored) query parameter,
 * so no whole-response cache can answer it: the server reads the database each time.
 */
async function measure({ name, url, ...options }: Scenario): Promise<Row> {
  let sequence = 0;
  const post = options.postJson === undefined ? {} : { method: "POST" as const, headers: { "content-type": "application/json" }, body: JSON.stringify(options.postJson) };
  const bypass = options.cached
    ? {}
    : {
        requests: [
          {
            setupRequest: (request: { path?: string }) => ({
              ...request,
              path: `${request.path ?? "/"}${(request.path ?? "").includes("?") ? "&" : "?"}bench=${(sequence += 1)}`,
            }),
          },
        ],
      };
  await autocannon({ url, connections, duration: 2, ...post, ...bypass }); // warm-up: JIT, pool, caches
  const result = await autocannon({ url, connections, duration: seconds, ...post, ...bypass });
  const row = { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
  log(`  ${name}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${row.failures ? `, ${row.failures} failures` : ""}`);
  return row;
}

const loadAverage = () => loadavg().map((load) => load.toFixed(2)).join(", ");

function printTable(rows: Row[], driver: string): void {
  const baseline = rows[0]!.rps;
  const lines = [
    `| Scenario (${driver}, ${products.toLocaleString("en-IN")} products, ${connections} connections, ${seconds} s) | req/s | p50 ms | p99 ms | × baseline |`,
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows.map((row) => `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${(row.rps / baseline).toFixed(3)} |${row.failures ? ` ${row.failures} failures` : ""}`),
  ];
  console.log(`\n${lines.join("\n")}\n`);
}

async function main(): Promise<void> {
  const started = Date.now();
  if (databaseUrl) await ensurePostgresDatabase(databaseUrl);
  const database = await openDatabase(databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir });
  await database.migrate();
  await ensureBenchCatalogue(database.db, new LocalImageStore(join(dataDir, "images")), products, log);
  const categoryId = await benchCategoryId(database.db, "Banarasi");
  const productId = await benchProductIdIn(database.db, categoryId);
  await database.close();

  const [helloPort, shopPort] = [await freePort(), await freePort()];
  const hello = startNode(["scripts/bench/hello-server.ts", String(helloPort)], {});
  const shop = startNode(["src/server.ts"], shopEnv(shopPort, { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }));
  try {
    const api = `http://127.0.0.1:${shopPort}/api/v1`;
    await waitFor(`http://127.0.0.1:${helloPort}/`, hello);
    await waitFor(`${api}/health`, shop);
    log(`measuring (${seconds} s each after a 2 s warm-up), load average ${loadAverage()}…`);
    const list = `${api}/products/getAllProduct`;
    const scenarios: Scenario[] = [
      { name: "listing, page 1, repeated (server response cache allowed)", url: list, cached: true },
      { name: "listing, page 1", url: list },
      { name: "listing, one category", url: `${list}?category=${categoryId}` },
      { name: "listing, price ₹1,000–2,000", url: `${list}?priceMin=1000&priceMax=2000` },
      { name: "listing, sorted by price", url: `${list}?sortBy=price&sortOrder=asc` },
      { name: "listing, one category, sorted by price, low to high", url: `${list}?category=${categoryId}&sortBy=price&sortOrder=asc` },
      { name: "listing, one category, sorted by price, high to low", url: `${list}?category=${categoryId}&sortBy=price&sortOrder=desc` },
      { name: 'search "banarsi silk"', url: `${list}?search=banarsi%20silk` },
      { name: 'search "kanjeevaram"', url: `${list}?search=kanjeevaram` },
      { name: 'search "red saree"', url: `${list}?search=red%20saree` },
      { name: 'suggestions for "kanjeevaram sarre"', url: `${api}/products/getSearchSuggestions?search=kanjeevaram%20sarre` },
      { name: "product data (getProduct, with its suggestions)", url: `${api}/products/getProduct`, postJson: { id: productId } },
    ];
    const chosen = only.length ? scenarios.filter((scenario) => only.some((word) => scenario.name.toLowerCase().includes(word))) : scenarios;
    const rows = [await measure({ name: "baseline: bare Fastify hello-world", url: `http://127.0.0.1:${helloPort}/`, cached: true })];
    for (const scenario of chosen) rows.push(await measure(scenario));
    printTable(rows, databaseUrl ? "PostgreSQL" : "PGlite");
    log(`load average after measuring ${loadAverage()} (other work on the machine slows every row)`);
    log(`total ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    hello.kill("SIGTERM");
    shop.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
