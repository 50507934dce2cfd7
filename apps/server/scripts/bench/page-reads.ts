/**
 * The database's side of a product page: `npm run bench:page-reads` (needs DATABASE_URL, whose
 * name must contain "bench"; the catalogue of `bench:pages` is seeded when missing).
 * Reads a product page's data as its render does (the product with its suggestions, then the
 * product's offers check) for distinct products, four pages at a time, through the shop's pool
 * (which keeps the plans of queries asked again and again) and through a plain pool, in turns.
 * Reports PostgreSQL's CPU per page (every postgres process's CPU time, read from /proc, so the
 * machine's other work is not counted), this process's CPU and the wall time.
 * Options: BENCH_PAGES (2000 a round), BENCH_ROUNDS (3), BENCH_DATA_DIR (where bench:pages keeps the
 * catalogue's pictures, /tmp/pallu-bench-pages).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, asc, isNull, ne, not } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { openDatabase, type Db } from "../../src/db/client.js";
import * as schema from "../../src/db/schema/index.js";
import { products } from "../../src/db/schema/index.js";
import { LocalImageStore } from "../../src/integrations/storage/local-image-store.js";
import { findPurchasableProduct } from "../../src/modules/cart/index.js";
import { catalogueService } from "../../src/modules/catalogue/index.js";
import { ensureBenchCatalogue } from "./bench-catalogue-seed.js";
import { ensurePostgresDatabase } from "./bench-process.js";

const databaseUrl = process.env.DATABASE_URL;
const pagesPerRound = Number(process.env.BENCH_PAGES ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const dataDir = process.env.BENCH_DATA_DIR ?? "/tmp/pallu-bench-pages";
const AT_ONCE = 4;
const CLOCK_TICKS_PER_MS = 0.1; // Linux's USER_HZ is 100

/** CPU milliseconds every postgres process on this machine has spent (its server and each connection's). */
function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    if (!stat.includes("(postgres)")) continue;
    // After the command's name: state is field 3, utime..cstime are fields 14–17 (man 5 proc).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / CLOCK_TICKS_PER_MS;
}

type Result = { postgresMs: number; nodeMs: number; wallMs: number };

async function round(db: Db, slugs: string[], offset: number): Promise<Result> {
  const catalogue = catalogueService(db);
  const page = async (slug: string) => {
    const product = await catalogue.productPage(slug);
    await findPurchasableProduct(db, product._id);
  };
  const postgresBefore = postgresCpuMs();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let n = 0; n < pagesPerRound; n += AT_ONCE)
    await Promise.all(Array.from({ length: AT_ONCE }, (_, k) => page(slugs[(offset + n + k) % slugs.length]!)));
  const cpu = process.cpuUsage(cpuBefore);
  return {
    postgresMs: (postgresCpuMs() - postgresBefore) / pagesPerRound,
    nodeMs: (cpu.user + cpu.system) / 1000 / pagesPerRound,
    wallMs: (performance.now() - started) / pagesPerRound,
  };
}

async function main(): Promise<void> {
  if (!databaseUrl)
    throw new Error('bench:page-reads needs DATABASE_URL (a PostgreSQL database whose name contains "bench")');
  await ensurePostgresDatabase(databaseUrl);
  const shops = await openDatabase({ kind: "postgres", url: databaseUrl, poolSize: AT_ONCE });
  const plainPool = new pg.Pool({ connectionString: databaseUrl, max: AT_ONCE });
  try {
    await shops.migrate();
    await ensureBenchCatalogue(shops.db, new LocalImageStore(join(dataDir, "images")), 2000, console.log, {
      reuseLarger: true,
    });
    const slugs = (
      await shops.db
        .select({ slug: products.slug })
        .from(products)
        .where(and(isNull(products.deletedAt), not(products.hidden), ne(products.slug, "")))
        .orderBy(asc(products.id))
    ).map((row) => row.slug);
    const plain = drizzle({ client: plainPool, schema }) as unknown as Db;
    const pools = [
      { name: "the shop's pool (plans kept)", db: shops.db },
      { name: "a plain pool (planned every time)", db: plain },
    ];
    // Warm both: connections, the shop's kept plans, the database's caches.
    for (const { db } of pools) await round(db, slugs, 0);
    const results = new Map<string, Result[]>(pools.map(({ name }) => [name, []]));
    for (let r = 0; r < rounds; r += 1)
      for (const { name, db } of pools) results.get(name)!.push(await round(db, slugs, (r + 1) * 7));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(2);
    console.log(
      `\nA product page's reads: ${pagesPerRound} pages a round, ${AT_ONCE} at a time, ${rounds} rounds each, medians\n`,
    );
    console.log("| pool | PostgreSQL CPU ms a page | this process's CPU ms a page | wall ms a page |");
    console.log("| --- | ---: | ---: | ---: |");
    for (const [name, each] of results)
      console.log(
        `| ${name} | ${median(each.map((e) => e.postgresMs))} | ${median(each.map((e) => e.nodeMs))} | ${median(each.map((e) => e.wallMs))} |`,
      );
  } finally {
    await Promise.all([shops.close(), plainPool.end()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
