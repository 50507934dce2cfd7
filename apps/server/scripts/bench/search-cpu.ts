/**
 * Search benchmark: `npm run bench:search`. Loads (or reuses) the bench catalogue on PGlite in
 * BENCH_DATA_DIR (default /tmp/pallu-bench-search) and runs distinct searches, each of two words of
 * a product's name as a shopper would type them, through the catalogue service as the API does,
 * with the listing cache emptied before each round. It reports the CPU the process spent per
 * search (`process.cpuUsage`: the ranking, the count and the page's rows, PGlite's queries
 * included, which run on this thread) and the wall time. Options: BENCH_PRODUCTS (2000),
 * BENCH_SEARCHES (40) per round, BENCH_ROUNDS (3).
 */
import { join } from "node:path";
import { openDatabase } from "../../src/db/client.js";
import { products } from "../../src/db/schema/index.js";
import { LocalImageStore } from "../../src/integrations/storage/local-image-store.js";
import { catalogueService, listingCacheFor } from "../../src/modules/catalogue/index.js";
import { ensureBenchCatalogue } from "./bench-catalogue-seed.js";
import { searchTermOf } from "./page-urls.js";

const productCount = Number(process.env.BENCH_PRODUCTS ?? 2000);
const searches = Number(process.env.BENCH_SEARCHES ?? 40);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const dataDir = process.env.BENCH_DATA_DIR ?? "/tmp/pallu-bench-search";

const database = await openDatabase({ kind: "pglite", dataDir });
try {
  await database.migrate();
  const { db } = database;
  await ensureBenchCatalogue(db, new LocalImageStore(join(dataDir, "images")), productCount, (line) => console.log(line));
  const names = (await db.select({ name: products.name }).from(products).limit(searches * 20)).map((row) => row.name);
  const terms = [...new Set(names.map(searchTermOf))].slice(0, searches);
  const catalogue = catalogueService(db);
  const search = (term: string) => catalogue.listProducts({ search: term, page: 1, limit: 20 } as Parameters<typeof catalogue.listProducts>[0]);
  for (const term of terms.slice(0, 5)) await search(term);
  console.log(`\nPGlite, ${productCount.toLocaleString("en-IN")} products, ${terms.length} distinct two-word searches a round; Node ${process.version}\n`);
  console.log("| round | CPU ms per search | searches per CPU-second | wall ms per search |");
  console.log("| ---: | ---: | ---: | ---: |");
  for (let round = 1; round <= rounds; round++) {
    listingCacheFor(db).clear();
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (const term of terms) await search(term);
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / terms.length;
    console.log(`| ${round} | ${cpuMs.toFixed(1)} | ${Math.round(1000 / cpuMs)} | ${((performance.now() - started) / terms.length).toFixed(1)} |`);
  }
} finally {
  await database.close();
}
