/**
 * The storefront in Lighthouse: starts the built shop with the demo catalogue, runs Lighthouse's
 * default mobile configuration (simulated throttling) three times on /, /search and a product
 * page, and prints the medians against the targets. A benchmark: it fails only when the shop
 * cannot start. `--verbose` also lists the audits that did not pass.
 */
import { figure, firstProductId, lighthouseRuns, median, percent, printColumns, warmUp, withShopAndChromium } from "../support/lighthouse-runs.mjs";

const RUNS = 3;
const TARGETS = { performance: 90, accessibility: 95 };
const verbose = process.argv.includes("--verbose");

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
  const runs = await lighthouseRuns(url, chromePort, { runs: RUNS, categories: ["performance", "accessibility"], summarize });
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
    return [
      route,
      figure(figures.performance),
      figure(figures.accessibility),
      figure(figures.lcpMs),
      figure(figures.tbtMs),
      figure(figures.cls, 3),
      verdict,
    ];
  });
  printColumns(header, rows);
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

await withShopAndChromium(async ({ baseUrl, chromePort }) => {
  const routes = ["/", "/search", `/product/${await firstProductId(baseUrl)}`];
  await warmUp(baseUrl, routes);
  console.log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling, against ${baseUrl}`);
  const results = [];
  for (const route of routes) {
    process.stdout.write(`${route} `);
    results.push({ route, figures: await measure(`${baseUrl}${route}`, chromePort) });
    process.stdout.write("\n");
  }
  console.log();
  printTable(
    results.map(({ route, figures }) => ({ route: route.startsWith("/product/") ? "/product/{id}" : route, figures })),
  );
  if (verbose) printFailingAudits(results);
});
