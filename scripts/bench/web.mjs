/**
 * The storefront in Lighthouse: starts the built shop with the demo catalogue, runs Lighthouse's
 * default mobile configuration (simulated throttling) three times on /, /search and a product
 * page, and prints the medians against the targets. A benchmark: it fails only when the shop
 * cannot start. `--verbose` also lists the audits that did not pass.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../support/chromium.mjs";
import { startShopServer, waitForDemoArtwork } from "../support/shop-server.mjs";

const RUNS = 3;
const TARGETS = { performance: 90, accessibility: 95 };
const verbose = process.argv.includes("--verbose");

async function firstProductId(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v1/products/getAllProduct?limit=1`);
  const body = await response.json();
  const id = body.products?.[0]?._id;
  if (!id) throw new Error("the demo catalogue has no products");
  return id;
}

/** The median of the runs that produced the figure (an audit can fail to compute in one run). */
function median(values) {
  const known = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return known.length === 0 ? Number.NaN : known[Math.floor(known.length / 2)];
}

const percent = (score) => (score === null ? Number.NaN : Math.round(score * 100));

/** The elements an audit names; some audits nest their tables in a list. */
const nodeOf = (lhr, auditId) =>
  (lhr.audits[auditId]?.details?.items ?? [])
    .flatMap((item) => (item.type === "table" ? item.items : [item]))
    .map((item) => item.node?.selector)
    .filter(Boolean);

/** One Lighthouse run reduced to the figures we report, plus the audits that did not pass. */
function summarize(lhr) {
  const failing = [];
  for (const categoryId of ["performance", "accessibility"]) {
    for (const ref of lhr.categories[categoryId].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative") {
        failing.push({
          category: categoryId,
          id: audit.id,
          title: audit.title,
          score: audit.score,
          value: audit.displayValue ?? "",
        });
      }
    }
  }
  return {
    performance: percent(lhr.categories.performance.score),
    accessibility: percent(lhr.categories.accessibility.score),
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    lcpElement: nodeOf(lhr, "largest-contentful-paint-element"),
    shifted: nodeOf(lhr, "layout-shifts"),
    failing,
    warnings: lhr.runWarnings,
  };
}

async function measure(url, chromePort) {
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    runs.push(summarize(result.lhr));
    process.stdout.write(".");
  }
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    runs,
  };
}

function printTable(results) {
  const header = [
    "route",
    "perf",
    "a11y",
    "LCP ms",
    "TBT ms",
    "CLS",
    `targets (perf ≥ ${TARGETS.performance}, a11y ≥ ${TARGETS.accessibility})`,
  ];
  const rows = results.map(({ route, figures }) => {
    const perfMet = figures.performance >= TARGETS.performance;
    const a11yMet = figures.accessibility >= TARGETS.accessibility;
    const verdict =
      perfMet && a11yMet
        ? "met"
        : `missed: ${[!perfMet && "performance", !a11yMet && "accessibility"].filter(Boolean).join(", ")}`;
    const number = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
    return [
      route,
      number(figures.performance),
      number(figures.accessibility),
      number(figures.lcpMs),
      number(figures.tbtMs),
      number(figures.cls, 3),
      verdict,
    ];
  });
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 || column === cells.length - 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

function printFailingAudits(results) {
  for (const { route, figures } of results) {
    console.log(`\n${route}: audits below 0.9 (run-by-run scores)`);
    const byId = new Map();
    for (const run of figures.runs) {
      for (const audit of run.failing) {
        const seen = byId.get(audit.id) ?? { ...audit, scores: [] };
        seen.scores.push(audit.score);
        byId.set(audit.id, seen);
      }
    }
    if (byId.size === 0) console.log("  none");
    for (const audit of byId.values()) {
      console.log(
        `  [${audit.category}] ${audit.id} — ${audit.title} ${audit.value} (${audit.scores.map((s) => s.toFixed(2)).join(", ")})`,
      );
    }
    figures.runs.forEach((run, i) => {
      console.log(
        `  run ${i + 1}: LCP element ${run.lcpElement.join(", ") || "none"}; shifted: ${run.shifted.join(", ") || "nothing"}`,
      );
    });
    const warnings = new Set(figures.runs.flatMap((run) => run.warnings));
    for (const warning of warnings) console.log(`  warning: ${warning}`);
  }
}

let shop;
try {
  shop = await startShopServer();
  await waitForDemoArtwork(shop.baseUrl);
} catch (error) {
  console.error(`The shop did not start: ${error.message}`);
  process.exit(1);
}

let chrome;
const cleanUp = async () => {
  await chrome?.kill();
  await shop.stop();
};
process.once("SIGINT", () => cleanUp().finally(() => process.exit(130)));

try {
  const productId = await firstProductId(shop.baseUrl);
  const routes = ["/", "/search", `/product/${productId}`];
  // One plain request per page first, so the runs measure the page, not the server's cold caches.
  for (const route of routes) await fetch(`${shop.baseUrl}${route}`).then((response) => response.text());

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  console.log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling, against ${shop.baseUrl}`);
  const results = [];
  for (const route of routes) {
    process.stdout.write(`${route} `);
    results.push({ route, figures: await measure(`${shop.baseUrl}${route}`, chrome.port) });
    process.stdout.write("\n");
  }
  console.log();
  printTable(
    results.map(({ route, figures }) => ({ route: route.startsWith("/product/") ? "/product/{id}" : route, figures })),
  );
  if (verbose) printFailingAudits(results);
} catch (error) {
  console.error(`Lighthouse could not finish: ${error.stack ?? error.message}`);
} finally {
  await cleanUp();
}
