// Screens of "Notify me" and the abandoned-checkout report for docs/recovery.md, at phone and desktop width.
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./support/chromium.mjs";
import { startShopServer } from "./support/shop-server.mjs";

const ADMIN = { email: "admin@pallu.test", password: "admin-password-1" };
const screens = fileURLToPath(new URL("../docs/screens/", import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

const shop = await startShopServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
const api = async (path, { method = "POST", token, body } = {}) => {
  const response = await fetch(`${shop.baseUrl}/api/v1${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return response.json();
};
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  await mkdir(screens, { recursive: true });
  const { token } = await api("/user/signin", { body: ADMIN });
  const { products } = await api("/products/getAllProduct?limit=60", { method: "GET" });
  let chosen;
  for (const summary of products) {
    const { product } = await api("/products/getProduct", { body: { id: summary._id } });
    if (product.buyingOption.length >= 2) {
      chosen = { product, size: product.buyingOption[1] };
      break;
    }
  }
  if (!chosen) throw new Error("no demo product with two sizes");
  await api("/products/varient", {
    method: "PUT",
    token,
    body: { productId: chosen.product._id, varientId: chosen.size._id, stock: 0 },
  });

  for (const [name, viewport] of Object.entries(WIDTHS)) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${shop.baseUrl}/product/${chosen.product._id}`);
    await page.locator(`input[value="${chosen.size._id}"]`).check({ force: true });
    const notify = page.getByRole("button", { name: "Notify me" });
    await notify.waitFor();
    await notify.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${screens}recovery-notify-me-${name}.png` });
    await page.close();

    const admin = await browser.newPage({ viewport });
    await admin.goto(`${shop.baseUrl}/login?next=${encodeURIComponent("/admin/dashboard")}`);
    await admin.locator('input[type="email"], input[name="email"]').first().fill(ADMIN.email);
    await admin.locator('input[type="password"]').first().fill(ADMIN.password);
    await admin.getByRole("button", { name: "Login", exact: true }).click();
    await admin.waitForURL((url) => url.pathname === "/admin/dashboard", { timeout: 30000 });
    const report = admin.getByRole("heading", { name: "Abandoned checkouts" });
    await report.waitFor({ timeout: 30000 });
    await admin.getByText("Recovered revenue").waitFor();
    await report.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await admin.evaluate(() => globalThis.scrollBy(0, -100));
    await admin.waitForTimeout(500);
    await admin.screenshot({ path: `${screens}recovery-report-${name}.png` });
    const lowStock = admin.getByRole("heading", { name: "Low stock" });
    if (name === "desktop" && (await lowStock.count()) > 0) {
      await lowStock.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await admin.evaluate(() => globalThis.scrollBy(0, -100));
      await admin.screenshot({ path: `${screens}recovery-low-stock-${name}.png` });
    }
    await admin.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}
