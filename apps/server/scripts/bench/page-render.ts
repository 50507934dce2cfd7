/**
 * Page-render benchmark: `npm run bench:page-cpu` (builds the web app first).
 * Builds the shop in this process on PGlite (in memory) with the demo catalogue and the built web
 * app's server renderer, then asks for storefront pages one at a time through the server's page
 * route, each at an address of its own so no kept page answers it. For each kind of page it reports
 * the CPU the process spent per page (`process.cpuUsage`, user + system: the render, the in-process
 * API calls and PGlite's queries, which run on this thread) and the pages one core renders a second.
 * Options: BENCH_PAGES (60) pages of each kind, BENCH_WARMUP (40) pages first, unmeasured, and
 * BENCH_WEB_DIST (apps/web/dist), another web build to compare with. BENCH_KINDS=product,home measures those kinds only. BENCH_PROFILE=<file> writes a
 * CPU profile of the measured pages (open it in Chrome's DevTools).
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../../src/db/client.js";
import { categories, products } from "../../src/db/schema/index.js";
import { seedDemoCatalogue } from "../../src/db/seed/seed-demo.js";
import { startTestShop, type TestShop } from "../../src/test/test-app.js";

const pagesPerKind = Number(process.env.BENCH_PAGES ?? 60);
const warmup = Number(process.env.BENCH_WARMUP ?? 40);
const webDist = process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL("../../../web/dist", import.meta.url));
const profileFile = process.env.BENCH_PROFILE;
const SEARCHES = ["silk", "cotton", "banarasi", "kanjivaram", "chanderi", "wedding", "red", "zari"];

type PageKind = { name: string; url: (index: number) => string };

async function pageKinds(shop: TestShop): Promise<PageKind[]> {
  const productSlugs = (await shop.deps.db.select({ slug: products.slug }).from(products)).map((row) => row.slug);
  const categorySlugs = (await shop.deps.db.select({ slug: categories.slug }).from(categories)).map((row) => row.slug);
  const at = <T>(list: T[], index: number) => list[index % list.length]!;
  return [
    { name: "home", url: (index) => `/?visit=${index}` },
    { name: "search", url: (index) => `/search?search=${at(SEARCHES, index)}&visit=${index}` },
    { name: "category listing", url: (index) => `/search?category=${at(categorySlugs, index)}&visit=${index}` },
    { name: "product page", url: (index) => `/product/${encodeURIComponent(at(productSlugs, index))}?visit=${index}` },
  ];
}

const cpuMicroseconds = (usage: NodeJS.CpuUsage) => usage.user + usage.system;

async function askFor(shop: TestShop, url: string): Promise<void> {
  const response = await shop.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
}

async function measure(shop: TestShop, kind: PageKind, offset: number) {
  const started = process.cpuUsage();
  const clock = performance.now();
  for (let index = 0; index < pagesPerKind; index += 1) await askFor(shop, kind.url(offset + index));
  const cpuMs = cpuMicroseconds(process.cpuUsage(started)) / 1000 / pagesPerKind;
  const wallMs = (performance.now() - clock) / pagesPerKind;
  return { cpuMs, wallMs };
}

/** Runs `work` under the CPU profiler when BENCH_PROFILE names a file to write its profile to. */
async function profiled(work: () => Promise<void>): Promise<void> {
  if (!profileFile) return work();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  try {
    await work();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(profileFile, JSON.stringify(profile));
    session.disconnect();
  }
}

async function main(): Promise<void> {
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  const shop = await startTestShop({ WEB_DIST_DIR: webDist, PAGE_RENDERS_PER_MINUTE: "1000000" }, { database });
  try {
    await seedDemoCatalogue(shop.deps.db, shop.deps.imageStore, { images: false });
    const only = process.env.BENCH_KINDS?.split(",");
    const kinds = (await pageKinds(shop)).filter((kind) => !only || only.some((name) => kind.name.startsWith(name)));
    for (let index = 0; index < warmup; index += 1) await askFor(shop, kinds[index % kinds.length]!.url(1_000_000 + index));
    console.log(`\nPGlite in memory, in-process app, ${pagesPerKind} distinct pages of each kind; Node ${process.version}\n`);
    console.log("| page | CPU ms per page | pages per CPU-second | wall ms per page |");
    console.log("| --- | ---: | ---: | ---: |");
    let totalCpuMs = 0;
    await profiled(async () => {
      for (const kind of kinds) {
        const { cpuMs, wallMs } = await measure(shop, kind, 0);
        totalCpuMs += cpuMs;
        console.log(`| ${kind.name} | ${cpuMs.toFixed(1)} | ${Math.round(1000 / cpuMs)} | ${wallMs.toFixed(1)} |`);
      }
    });
    const meanCpuMs = totalCpuMs / kinds.length;
    console.log(`| all four, mean | ${meanCpuMs.toFixed(1)} | ${Math.round(1000 / meanCpuMs)} | |`);
  } finally {
    await shop.close();
  }
}

await main();
