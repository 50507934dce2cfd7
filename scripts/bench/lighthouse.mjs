/**
 * The storefront's Lighthouse scores: starts the built shop (run `npm run build` first; this
 * builds nothing) with the demo catalogue, runs Lighthouse's default mobile configuration
 * (simulated throttling) three times on /, /search?search=silk and a product page, and prints
 * the medians of the four category scores and of LCP, CLS and TBT. `--json <file>` also writes
 * every run's figures; `--base-url <url>` measures a shop already running instead of starting one;
 * `--only home,search,product` measures only the pages named.
 * A benchmark: it fails only when the shop cannot start.
 */
import { writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import {
  figure,
  firstProductId,
  lighthouseRuns,
  median,
  percent,
  printColumns,
  warmUp,
  withShopAndChromium,
} from "../support/lighthouse-runs.mjs";

const RUNS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const jsonAt = process.argv.indexOf("--json");
const jsonFile = jsonAt === -1 ? undefined : (process.argv[jsonAt + 1] ?? "lighthouse-results.json");
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt === -1 ? undefined : (process.argv[onlyAt + 1] ?? "").split(",");

function summarize(lhr) {
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, percent(lhr.categories[id]?.score)])),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue,
  };
}

async function measure(url, chromePort) {
  const runs = await lighthouseRuns(url, chromePort, { runs: RUNS, categories: CATEGORIES, summarize });
  const medians = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
  return { ...medians, runs };
}

await withShopAndChromium(async ({ baseUrl, chromePort }) => {
  const productRoute = `/product/${await firstProductId(baseUrl)}`;
  const pages = { home: "/", search: "/search?search=silk", product: productRoute };
  const routes = Object.entries(pages)
    .filter(([name]) => !only || only.includes(name))
    .map(([, route]) => route);
  await warmUp(baseUrl, routes);
  const loadBefore = loadavg();
  console.log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling, against ${baseUrl}`);
  const results = [];
  for (const route of routes) {
    process.stdout.write(`${route} `);
    results.push({
      route: route === productRoute ? "/product/{id}" : route,
      ...(await measure(`${baseUrl}${route}`, chromePort)),
    });
    process.stdout.write("\n");
  }
  const loadAfter = loadavg();
  console.log();
  printColumns(
    ["route", "perf", "a11y", "best", "SEO", "LCP ms", "CLS", "TBT ms", ""],
    results.map((result) => [
      result.route,
      ...CATEGORIES.map((id) => figure(result[id])),
      figure(result.lcpMs),
      figure(result.cls, 3),
      figure(result.tbtMs),
      "",
    ]),
  );
  const load = (averages) => averages.map((value) => value.toFixed(2)).join(" ");
  console.log(`\nload average (1, 5, 15 min): ${load(loadBefore)} before, ${load(loadAfter)} after`);
  if (jsonFile) {
    await writeFile(
      jsonFile,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), loadBefore, loadAfter, results }, null, 2)}\n`,
    );
    console.log(`results written to ${jsonFile}`);
  }
});
