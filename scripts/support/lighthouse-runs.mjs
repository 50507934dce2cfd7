import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { startShopServer, waitForDemoArtwork } from "./shop-server.mjs";

/** The median of the runs that produced the figure (an audit can fail to compute in one run). */
export function median(values) {
  const known = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return known.length === 0 ? Number.NaN : known[Math.floor(known.length / 2)];
}

export const percent = (score) => (score === null || score === undefined ? Number.NaN : Math.round(score * 100));

export async function firstProductId(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v1/products/getAllProduct?limit=1`);
  const body = await response.json();
  const id = body.products?.[0]?._id;
  if (!id) throw new Error("the demo catalogue has no products");
  return id;
}

/**
 * Starts the built shop with the demo catalogue (artwork drawn) and a headless Chromium, hands both
 * to `measure`, and stops them whatever happens; `--base-url <url>` measures a shop already running
 * instead. Exits with 1 when there is no Chromium (none is ever downloaded) or the shop cannot start.
 */
export async function withShopAndChromium(measure) {
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`No Chromium at ${CHROMIUM_PATH}: install Debian's chromium package or set CHROME_PATH.`);
    process.exit(1);
  }
  const given = process.argv.indexOf("--base-url");
  let shop;
  if (given !== -1) {
    shop = { baseUrl: process.argv[given + 1].replace(/\/$/, ""), stop: async () => undefined };
  } else {
    try {
      shop = await startShopServer();
      await waitForDemoArtwork(shop.baseUrl);
    } catch (error) {
      await shop?.stop();
      console.error(`The shop did not start: ${error.message}`);
      process.exit(1);
    }
  }
  let chrome;
  const cleanUp = async () => {
    await chrome?.kill();
    await shop.stop();
  };
  process.once("SIGINT", () => cleanUp().finally(() => process.exit(130)));
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    await measure({ baseUrl: shop.baseUrl, chromePort: chrome.port });
  } catch (error) {
    console.error(`Lighthouse could not finish: ${error.stack ?? error.message}`);
  } finally {
    await cleanUp();
  }
}

/** Lighthouse `runs` times on one page, each run's report reduced by `summarize`; a run that fails stops all. */
export async function lighthouseRuns(url, chromePort, { runs, categories, summarize }) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      logLevel: "error",
      output: "json",
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    results.push(summarize(result.lhr));
    process.stdout.write(".");
  }
  return results;
}

/** One plain request per page first, so the runs measure the page, not the server's cold caches. */
export async function warmUp(baseUrl, routes) {
  for (const route of routes) await fetch(`${baseUrl}${route}`).then((response) => response.text());
}

/** Prints rows of cells as aligned columns: the first and last left-aligned, the figures right-aligned. */
export function printColumns(header, rows) {
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

export const figure = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
