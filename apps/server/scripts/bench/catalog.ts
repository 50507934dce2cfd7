/**
 * Catalogue benchmark: `npm run bench:catalog`.
 * Loads (or reuses) a 100,000-product catalogue, starts the real server (src/server.ts) and a
 * bare Fastify hello-world as separate processes, and measures each with autocannon.
 * PostgreSQL when DATABASE_URL is set (its database name must contain "bench"; created if
 * missing), PGlite in BENCH_DATA_DIR (default /tmp/pallu-bench) otherwise.
 * Options: BENCH_PRODUCTS (100000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10).
 * Every scenario but the marked one bypasses whole-response caching (see measure).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../../src/db/client.js";
import { LocalImageStore } from "../../src/integrations/storage/local-image-store.js";
import { benchCategoryId, ensureBenchCatalogue } from "./bench-catalogue-seed.js";

const env = process.env;
const products = Number(env.BENCH_PRODUCTS ?? 100_000);
const seconds = Number(env.BENCH_SECONDS ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = env.DATABASE_URL;
const dataDir = env.BENCH_DATA_DIR ?? "/tmp/pallu-bench";
const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const log = (line: string) => console.log(line);

async function ensurePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]*bench[a-z0-9_]*$/.test(name)) throw new Error(`Refusing to benchmark on "${name}": use a dedicated database such as pallu_bench`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function start(args: string[], extraEnv: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { cwd: serverDir, env: { ...env, ...extraEnv }, stdio: ["ignore", "ignore", "inherit"] });
  child.on("exit", (code) => {
    if (code && code !== 0 && !child.killed) console.error(`${args.join(" ")} exited with ${code}`);
  });
  return child;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the process for ${url} exited early`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

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
  const hello = start(["scripts/bench/hello-server.ts", String(helloPort)], {});
  const shop = start(["src/server.ts"], {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(shopPort),
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
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
