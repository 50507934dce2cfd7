/**
 * Mixed load benchmark: `npm run bench:load`.
 * On a dedicated PostgreSQL database (DATABASE_URL, name containing "bench"; created if missing)
 * it loads or reuses the bench catalogue, creates signed-in shoppers with addresses, gives a pool
 * of cash-on-delivery sizes ample stock, and starts the real server (src/server.ts) with an
 * event-loop probe. Browsing, search, cart and checkout then run side by side, each route on its
 * share of the connections (50/20/20/10), so every route's latency is measured under the mix.
 * Catalogue reads may be answered by the server's response cache, as for real shoppers.
 * Options: BENCH_PRODUCTS (10000; a larger bench catalogue is reused), BENCH_SECONDS (30),
 * BENCH_CONNECTIONS (20), BENCH_SHOPPERS (200), BENCH_WARMUP_SECONDS (5).
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createHistogram, type RecordableHistogram } from "node:perf_hooks";
import autocannon from "autocannon";
import { asc, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { openDatabase, type Db } from "../../src/db/client.js";
import { LocalImageStore } from "../../src/integrations/storage/local-image-store.js";
import { categories, products as productsTable } from "../../src/db/schema/index.js";
import { parseRows } from "../../src/lib/rows.js";
import { aSignedInUser, anAddress } from "../../src/test/user-builders.js";
import { ensureBenchCatalogue } from "./bench-catalogue-seed.js";
import { ensurePostgresDatabase, freePort, shopEnv, startNode, waitFor } from "./bench-process.js";
import type { EventLoopReport } from "./event-loop-probe.js";

const env = process.env;
const products = Number(env.BENCH_PRODUCTS ?? 10_000);
const seconds = Number(env.BENCH_SECONDS ?? 30);
const warmupSeconds = Number(env.BENCH_WARMUP_SECONDS ?? 5);
const connections = Number(env.BENCH_CONNECTIONS ?? 20);
const shopperCount = Number(env.BENCH_SHOPPERS ?? 200);
const databaseUrl = env.DATABASE_URL;
const CHECKOUT_SIZES = 500;
const SEARCHES = [
  "banarasi silk",
  "kanjivaram",
  "cotton saree",
  "zari",
  "bridal lehenga",
  "chanderi",
  "ikat dupatta",
  "maroon",
  "handloom",
  "temple border",
];
const SORTS = ["", "&sortBy=price&sortOrder=asc", "&sortBy=price&sortOrder=desc", "&sortBy=createdAt&sortOrder=desc"];
const log = (line: string) => console.log(line);

if (!databaseUrl)
  throw new Error(
    "Set DATABASE_URL to a dedicated PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/pallu_bench_load",
  );

type Shopper = { headers: Record<string, string>; addressId: string };
type Size = { productId: string; sizeId: string };
type Fixture = { categoryIds: string[]; productIds: string[]; sizes: Size[]; shoppers: Shopper[] };
type Call = { method: "GET" | "POST"; path: string; shopper?: Shopper; body?: unknown };
type Route = { name: string; group: string; share: number; call: (n: number) => Call };

/** Spreads the n-th request over a list without walking it in order. */
const nth = <T>(list: T[], n: number): T => list[(n * 7919) % list.length]!;

async function createShoppers(db: Db): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let index = 0; index < shopperCount; index += 1) {
    const { user, headers } = await aSignedInUser(db, { fullname: `Load Shopper ${index + 1}` });
    const address = await anAddress(db, user.id);
    shoppers.push({ headers, addressId: address.id });
  }
  return shoppers;
}

/** Cash-on-delivery sizes with stock no run can exhaust, so every checkout can succeed. */
async function stockCheckoutSizes(db: Db): Promise<Size[]> {
  const rows = parseRows(
    z.object({ product_id: z.string(), id: z.string() }),
    await db.execute(sql`UPDATE buying_options SET stock = 1000000 WHERE id IN (
      SELECT bo.id FROM buying_options bo JOIN products p ON p.id = bo.product_id
      WHERE p.is_cod AND p.deleted_at IS NULL AND bo.deleted_at IS NULL ORDER BY bo.id LIMIT ${CHECKOUT_SIZES})
      RETURNING product_id, id`),
  );
  return rows.map((row) => ({ productId: row.product_id, sizeId: row.id }));
}

async function prepare(): Promise<Fixture> {
  await ensurePostgresDatabase(databaseUrl!);
  const database = await openDatabase({ kind: "postgres", url: databaseUrl! });
  try {
    await database.migrate();
    const store = new LocalImageStore(join(tmpdir(), "pallu-bench-load-images"));
    await ensureBenchCatalogue(database.db, store, products, log, { reuseLarger: true });
    const db = database.db;
    const categoryIds = (await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.position))).map((row) => row.id);
    const productIds = (
      await db.select({ id: productsTable.id }).from(productsTable).where(isNull(productsTable.deletedAt)).orderBy(asc(productsTable.id)).limit(products)
    ).map((row) => row.id);
    const sizes = await stockCheckoutSizes(db);
    log(`creating ${shopperCount} signed-in shoppers with addresses…`);
    return { categoryIds, productIds, sizes, shoppers: await createShoppers(db) };
  } finally {
    await database.close();
  }
}

function routes(fixture: Fixture): Route[] {
  const { categoryIds, productIds, sizes, shoppers } = fixture;
  // A random start, so a second run within the shop's ten-minute double-submit window places new orders.
  const checkoutOffset = Math.floor(Math.random() * 1_000_000);
  return [
    {
      name: "GET products/getAllProduct (listing pages)",
      group: "browse",
      share: 20,
      call: (n) => ({
        method: "GET",
        path: `/products/getAllProduct?page=${1 + (n % 20)}${n % 2 ? `&category=${nth(categoryIds, n)}` : ""}${nth(SORTS, n)}`,
      }),
    },
    {
      name: "GET products/category",
      group: "browse",
      share: 10,
      call: () => ({ method: "GET", path: "/products/category" }),
    },
    {
      name: "POST products/getProduct (detail)",
      group: "browse",
      share: 20,
      call: (n) => ({ method: "POST", path: "/products/getProduct", body: { id: nth(productIds, n) } }),
    },
    {
      name: "GET products/getAllProduct?search=",
      group: "search",
      share: 20,
      call: (n) => ({
        method: "GET",
        path: `/products/getAllProduct?search=${encodeURIComponent(nth(SEARCHES, n))}&page=${1 + (n % 3)}`,
      }),
    },
    {
      name: "POST order/updateMyCart",
      group: "cart",
      share: 10,
      call: (n) => ({
        method: "POST",
        path: "/order/updateMyCart",
        shopper: nth(shoppers, n),
        body: { cart: [1, 2, 3].slice(0, 1 + (n % 3)).map((k) => ({ ...nth(sizes, n + k), quantity: k })) },
      }),
    },
    {
      name: "POST order/getMyCart",
      group: "cart",
      share: 10,
      call: (n) => ({ method: "POST", path: "/order/getMyCart", shopper: nth(shoppers, n) }),
    },
    {
      name: "POST order/cashOnDelivery",
      group: "checkout",
      share: 10,
      call: (n) => {
        // Shopper and size advance together: one shopper never repeats the same order back to back.
        const shopper = shoppers[(checkoutOffset + n) % shoppers.length]!;
        const size = sizes[Math.floor((checkoutOffset + n) / shoppers.length) % sizes.length]!;
        return {
          method: "POST",
          path: "/order/cashOnDelivery",
          shopper,
          body: { addressId: shopper.addressId, cart: [{ ...size, quantity: 1 }] },
        };
      },
    },
  ];
}

type Measured = {
  route: Route;
  connections: number;
  latency: RecordableHistogram;
  statuses: Map<number, number>;
  errors: number;
  firstFailure?: string;
};

/** One autocannon instance per route, all at once: each route's own latency under the whole mix. */
async function runMix(
  api: string,
  mix: Route[],
  duration: number,
): Promise<{ measured: Measured[]; overall: RecordableHistogram }> {
  const overall = createHistogram();
  const measured = await Promise.all(
    mix.map(async (route) => {
      const share = Math.max(1, Math.round((connections * route.share) / 100));
      const entry: Measured = { route, connections: share, latency: createHistogram(), statuses: new Map(), errors: 0 };
      let sequence = 0;
      const instance = autocannon({
        url: api,
        connections: share,
        duration,
        requests: [
          {
            setupRequest: (request) => {
              const call = route.call((sequence += 1));
              const headers: Record<string, string> = {
                ...(call.shopper?.headers ?? {}),
                ...(call.body ? { "content-type": "application/json" } : {}),
              };
              return {
                ...request,
                method: call.method,
                path: `${new URL(api).pathname}${call.path}`,
                headers,
                body: call.body ? JSON.stringify(call.body) : undefined,
              };
            },
            onResponse: (status, body) => {
              if (status >= 400) entry.firstFailure ??= `${status} ${body.slice(0, 200)}`;
            },
          },
        ],
      });
      instance.on("response", (_client, statusCode, _bytes, responseTimeMs) => {
        const micros = Math.max(1, Math.round(responseTimeMs * 1000));
        entry.latency.record(micros);
        overall.record(micros);
        entry.statuses.set(statusCode, (entry.statuses.get(statusCode) ?? 0) + 1);
      });
      const result = await instance;
      entry.errors = result.errors + result.timeouts;
      return entry;
    }),
  );
  return { measured, overall };
}

function askProbe(server: ChildProcess, message: "reset" | "report"): Promise<EventLoopReport | undefined> {
  if (message === "reset") {
    server.send("reset");
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    server.once("message", (answer) => resolve((answer as { eventLoop: EventLoopReport }).eventLoop));
    server.send("report");
  });
}

const ms = (histogram: RecordableHistogram, percentile: number) => (histogram.percentile(percentile) / 1000).toFixed(1);
const failuresOf = (entry: Measured) =>
  [...entry.statuses].filter(([status]) => status >= 400).reduce((sum, [, count]) => sum + count, 0) + entry.errors;

function printTable(
  measured: Measured[],
  overall: RecordableHistogram,
  eventLoop: EventLoopReport | undefined,
  load: { before: number[]; after: number[] },
): void {
  const total = measured.reduce((sum, entry) => sum + entry.latency.count, 0);
  const row = (
    name: string,
    group: string,
    conns: number,
    count: number,
    histogram: RecordableHistogram,
    failures: number,
  ) =>
    `| ${name} | ${group} | ${conns} | ${count} | ${Math.round(count / seconds)} | ${ms(histogram, 50)} | ${ms(histogram, 95)} | ${ms(histogram, 99)} | ${failures} |`;
  const lines = [
    `Mixed load: PostgreSQL, ${products.toLocaleString("en-IN")} products, ${shopperCount} shoppers, ${connections} connections, ${seconds} s after a ${warmupSeconds} s warm-up`,
    "",
    "| Route | Mix | Connections | Requests | req/s | p50 ms | p95 ms | p99 ms | Failures |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...measured.map((entry) =>
      row(
        entry.route.name,
        entry.route.group,
        entry.connections,
        entry.latency.count,
        entry.latency,
        failuresOf(entry),
      ),
    ),
    row(
      "**All routes**",
      "",
      connections,
      total,
      overall,
      measured.reduce((sum, entry) => sum + failuresOf(entry), 0),
    ),
    "",
    eventLoop
      ? `Server event-loop delay during the run: p50 ${eventLoop.p50} ms, p99 ${eventLoop.p99} ms, max ${eventLoop.max} ms (mean ${eventLoop.mean} ms)`
      : "Server event-loop delay: not reported",
    `Load average (1/5/15 min) before: ${load.before.map((n) => n.toFixed(2)).join(" ")}, after: ${load.after.map((n) => n.toFixed(2)).join(" ")}`,
  ];
  console.log(`\n${lines.join("\n")}\n`);
  for (const entry of measured)
    if (entry.firstFailure) console.log(`first failure of ${entry.route.name}: ${entry.firstFailure}`);
}

async function main(): Promise<void> {
  const fixture = await prepare();
  const dataDir = await mkdtemp(join(tmpdir(), "pallu-bench-load-"));
  const port = await freePort();
  const server = startNode(
    ["src/server.ts"],
    shopEnv(port, { DATABASE_URL: databaseUrl!, DATA_DIR: dataDir, MAX_OPEN_COD_ORDERS: "1000000" }),
    {
      nodeArgs: ["--import", "./scripts/bench/event-loop-probe.ts"],
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    },
  );
  try {
    const api = `http://127.0.0.1:${port}/api/v1`;
    await waitFor(`${api}/health`, server);
    const mix = routes(fixture);
    log(`warming up for ${warmupSeconds} s, then measuring for ${seconds} s…`);
    await runMix(api, mix, warmupSeconds);
    await askProbe(server, "reset");
    const before = loadavg();
    const { measured, overall } = await runMix(api, mix, seconds);
    const after = loadavg();
    printTable(measured, overall, await askProbe(server, "report"), { before, after });
  } finally {
    server.kill("SIGTERM");
    if (server.exitCode === null) await once(server, "exit");
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
