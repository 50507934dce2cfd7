import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/support/chromium.mjs";

export const screenshotsDir = fileURLToPath(new URL("../screenshots/", import.meta.url));

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

export function baseUrl() {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run the journeys with `npm run test:e2e`");
  return url;
}

/**
 * Chromium for the journeys. Its pages wait after each `goto` until a page the server rendered has
 * come to life (React has taken over its markup): the shop fetches its scripts only once the first
 * screen is shown, and a person cannot tap in the instant between; a robot that does taps nothing.
 * Pages of a context with JavaScript off are left as they load.
 */
export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext(options);
    if (options.javaScriptEnabled === false) return context;
    const newPage = context.newPage.bind(context);
    context.newPage = async () => waitingToComeToLife(await newPage());
    return context;
  };
  browser.newPage = async (options = {}) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // As Playwright's own newPage does: the page owns its context.
    page.once("close", () => context.close().catch(() => undefined));
    return page;
  };
  return browser;
}

function waitingToComeToLife(page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(() => {
      const rendered = globalThis.document.getElementById("root")?.firstElementChild;
      return !rendered || Object.keys(rendered).some((key) => key.startsWith("__reactFiber$"));
    });
    return response;
  };
  return page;
}

export async function screenshot(page, name) {
  await mkdir(screenshotsDir, { recursive: true });
  await page.screenshot({ path: `${screenshotsDir}${name}.png`, fullPage: true });
}

export const docScreensDir = fileURLToPath(new URL("../../docs/screens/", import.meta.url));

/** A screen for the docs: the page as a whole, or only what the viewport shows (a dialog keeps its backdrop, a long list stays readable). */
export async function docScreen(page, name, { fullPage = true } = {}) {
  await mkdir(docScreensDir, { recursive: true });
  if (fullPage) await page.evaluate(() => globalThis.scrollTo({ top: 0, behavior: "instant" }));
  await page.screenshot({ path: `${docScreensDir}${name}.png`, fullPage });
}

/** A page opened at `path` after signing in through the login form, as a person would. */
export async function signedInPage(browser, viewport, { email, password }, path) {
  const page = await browser.newPage({ viewport });
  await page.goto(`${baseUrl()}/login?next=${encodeURIComponent(path)}`);
  await page.locator('input[type="email"], input[name="email"]').first().fill(email);
  await page.locator('input[type="password"]').first().fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((url) => url.pathname === path, { timeout: 20000 });
  return page;
}

/** The value of a field once it reads `expected` (a screen may still show the page before it); the last value read otherwise. */
export async function settledValue(locator, expected, timeoutMs = 15000) {
  const until = Date.now() + timeoutMs;
  let value = await locator.inputValue();
  while (value !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await locator.inputValue();
  }
  return value;
}

/**
 * Taps "Add to Cart" on a product page and waits for the piece to be in the cart. When it does
 * not go in, the failure says what the shopper saw instead: the address, the buttons, and every
 * message shown since the tap (a toast is gone within seconds, so they are noted as they come).
 */
export async function addToCart(page) {
  await page.evaluate(() => {
    const seen = (globalThis.messagesSinceTap = new Set());
    new globalThis.MutationObserver(() => {
      for (const message of globalThis.document.querySelectorAll("[role=status], [role=alert], [aria-live]")) {
        if (message.textContent) seen.add(message.textContent);
      }
    }).observe(globalThis.document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole("button", { name: "Add to Cart" }).click();
  try {
    await page.getByRole("button", { name: "Remove From Cart" }).waitFor({ timeout: 15000 });
  } catch {
    const seen = await page.evaluate(() => ({
      buttons: [...globalThis.document.querySelectorAll("[data-early-tap=cart], [data-early-tap=cart] + button")].map((button) => button.textContent),
      messages: [...globalThis.messagesSinceTap],
    }));
    throw new Error(`the piece did not go into the cart at ${page.url()}: buttons ${JSON.stringify(seen.buttons)}, messages since the tap ${JSON.stringify(seen.messages)}`);
  }
}
