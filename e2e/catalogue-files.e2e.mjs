// The callbacks given to page.evaluate run in the browser.
/* global document */
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, test } from "node:test";
import { docScreen, DESKTOP, launchBrowser, PHONE, signedInPage } from "./support/browser.mjs";
import { E2E_ADMIN } from "./support/shop-server.mjs";

/**
 * The catalogue as a file: the admin exports it as CSV, finds a mistake by checking an edited
 * file (every problem with its line and column, nothing changed), and imports a corrected one.
 */

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The catalogue file the products page's Export CSV button saves. */
async function exportedCatalogue(page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  return (await readFile(await download.path())).toString("utf8");
}

async function checkFile(page, name, text) {
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByLabel("Catalogue file (CSV)")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  await dialog.getByRole("button", { name: "Check file" }).click();
  return dialog;
}

/** The export with the stock of its first row and the price of its second changed (the demo's cells hold no commas or quotes there). */
function withMistakes(csv) {
  const [header, first, second, ...rest] = csv.split("\n");
  const columns = header.split(",");
  const cut = (row, column, value) => {
    const cells = row.split(",");
    cells[cells.length - (columns.length - columns.indexOf(column))] = value;
    return cells.join(",");
  };
  return [header, cut(first, "stock", "-3"), cut(second, "price", "lots"), ...rest].join("\n");
}

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
]) {
  test(`the admin checks an edited catalogue file and sees each problem on a ${label}`, async () => {
    const page = await signedInPage(browser, viewport, E2E_ADMIN, "/admin/products");
    const csv = await exportedCatalogue(page);
    assert.match(csv.split("\n")[0], /^handle,name,description,category,/);

    const dialog = await checkFile(page, "catalogue.csv", withMistakes(csv));
    const problems = dialog.getByRole("alert");
    await problems.getByRole("cell", { name: "must not be negative" }).waitFor({ timeout: 20000 });
    assert.ok(await problems.getByRole("row", { name: /^2 stock must not be negative$/ }).isVisible());
    assert.ok(await dialog.getByRole("button", { name: "Import" }).isDisabled());
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 1, `the dialog is ${overflow}px wider than a ${label} screen`);
    await docScreen(page, `catalogue-import-${label}`, { fullPage: false });

    // the file as exported is ready, and importing it changes nothing a shopper sees
    await dialog
      .getByLabel("Catalogue file (CSV)")
      .setInputFiles({ name: "catalogue.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByRole("button", { name: "Check file" }).click();
    await dialog.getByRole("status").filter({ hasText: "The file is ready." }).waitFor({ timeout: 30000 });
    await dialog.getByRole("button", { name: "Import" }).click();
    await dialog.waitFor({ state: "detached", timeout: 60000 });
    assert.equal(await exportedCatalogue(page), csv);
    await page.close();
  });
}
