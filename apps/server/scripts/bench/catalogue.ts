/**
 * Catalogue benchmark: `npm run bench:catalogue`.
 * Loads (or reuses) a 100,000-product catalogue, starts the real server (src/server.ts) and a
 * bare Fastify hello-world as separate processes, and measures each with autocannon.
 * PostgreSQL when DATABASE_URL is set (its database name must contain "bench"; created if
 * missing), PGlite in BENCH_DATA_DIR (default /tmp/pallu-bench) otherwise.
 * Options: BENCH_PRODUCTS (100000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10).
 * Every scenario but the marked one bypasses whole-response caching (see measure).
 */
import { join } from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../../src/db/client.js";
import { LocalImageStore } from "../../src/integrations/storage/local-image-store.js";
import { benchCategoryId, ensureBenchCatalogue } from "./bench-catalogue-seed.js";
import { ensurePostgresDatabase, freePort, shopEnv, startNode, waitFor } from "./bench-process.js";

const env = process.env;
const products = Number(env.BENCH_PRODUCTS ?? 100_000);
const seconds = Number(env.BENCH_SECONDS ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = env.DATABASE_URL;
const dataDir = env.BENCH_DATA_DIR ?? "/tmp/pallu-bench";
const log = (line: string) => console.log(line);

type Row = { name: string; rps: number; p50: number; p99: number; failures: number };

/**
 * Measures one URL. Unless `cached`, every request carries a unique (ignored) query parameter,
 * so no whole-response cache can answer it: the server reads the database each time.
 */
async function measure(name: string, url: string, options: { cached?: boolean } = {}): Promise<Row> {
  let sequence = 0;
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
  await autocannon({ url, connections, duration: 2, ...bypass }); // warm-up: JIT, pool, caches
  const result = await autocannon({ url, connections, duration: seconds, ...bypass });
  const row = { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
  log(`  ${name}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${row.failures ? `, ${row.failures} failures` : ""}`);
  return row;
}

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
  await database.close();

  const [helloPort, shopPort] = [await freePort(), await freePort()];
  const hello = startNode(["scripts/bench/hello-server.ts", String(helloPort)], {});
  const shop = startNode(["src/server.ts"], shopEnv(shopPort, { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }));
  try {
    const api = `http://127.0.0.1:${shopPort}/api/v1`;
    await waitFor(`http://127.0.0.1:${helloPort}/`, hello);
    await waitFor(`${api}/health`, shop);
    log(`measuring (${seconds} s each after a 2 s warm-up)…`);
    const list = `${api}/products/getAllProduct`;
    const rows = [
      await measure("baseline: bare Fastify hello-world", `http://127.0.0.1:${helloPort}/`, { cached: true }),
      await measure("listing, page 1, repeated (server response cache allowed)", list, { cached: true }),
      await measure("listing, page 1", list),
      await measure("listing, one category", `${list}?category=${categoryId}`),
      await measure("listing, price ₹1,000–2,000", `${list}?priceMin=1000&priceMax=2000`),
      await measure("listing, sorted by price", `${list}?sortBy=price&sortOrder=asc`),
      await measure('search "banarsi silk"', `${list}?search=banarsi%20silk`),
      await measure('search "kanjeevaram"', `${list}?search=kanjeevaram`),
      await measure('search "red saree"', `${list}?search=red%20saree`),
      await measure('suggestions for "kanjeevaram sarre"', `${api}/products/getSearchSuggestions?search=kanjeevaram%20sarre`),
    ];
    printTable(rows, databaseUrl ? "PostgreSQL" : "PGlite");
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
