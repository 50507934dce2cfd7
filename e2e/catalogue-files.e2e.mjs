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
  await page.getByRole("list", { name: "Products" }).waitFor({ timeout: 60000 });
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 90000 }),
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

const HEADER =
  "handle,name,description,category,colour,location,details,cod,hsn_code,gst_rate,weight_grams,length_cm,breadth_cm,height_cm,draft,size,price,discounted_price,stock,images";

/** A file with a mistake on each of its rows. */
const MISTAKES = [
  HEADER,
  'ilkal-red,Ilkal Red Saree,Handwoven in Ilkal.,Nowhere,,,"[{""heading"":""Fabric"",""detail"":""Cotton silk""}]",yes,,,,,,,no,NA,2400,2100,-1,/images/photo.webp',
  'ilkal-green,,Handwoven in Ilkal.,Sarees,,,"[]",maybe,,,,,,,no,NA,lots,2100,3,https://elsewhere.example/saree.jpg',
].join("\n");

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
]) {
  test(`the admin checks a catalogue file and sees each problem with its line and column on a ${label}`, async () => {
    const page = await signedInPage(browser, viewport, E2E_ADMIN, "/admin/manage-products");
    const dialog = await checkFile(page, "catalogue.csv", MISTAKES);
    const problems = dialog.getByRole("alert");
    await problems.getByRole("cell", { name: "Stock must not be negative" }).waitFor({ timeout: 60000 });
    assert.ok(await problems.getByRole("row", { name: /^2 stock Stock must not be negative$/ }).isVisible());
    assert.ok(await problems.getByRole("row", { name: /^3 name Name is required$/ }).isVisible());
    assert.ok(await dialog.getByRole("button", { name: "Import" }).isDisabled());
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 1, `the dialog is ${overflow}px wider than a ${label} screen`);
    await docScreen(page, `catalogue-import-${label}`, { fullPage: false });
    await page.close();
  });
}

/** A CSV's rows as cells, quoted cells (commas, quotes and line breaks inside) read whole. */
function csvRows(text) {
  const rows = [];
  let row = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
    } else if (character !== "\r") cell += character;
  }
  if (cell || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The export once every demo product has its pictures: they are drawn in the background after the first start, and a product needs one. */
async function exportWithPictures(page) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const csv = await exportedCatalogue(page);
    const [header, ...rows] = csvRows(csv.trimEnd());
    const images = header.indexOf("images");
    assert.ok(images >= 0, "the export has an images column");
    if (rows.every((row) => row[images])) return csv;
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  throw new Error("the demo pictures were not drawn within five minutes");
}

test("the admin exports the catalogue and imports it back unchanged", async () => {
  const page = await signedInPage(browser, DESKTOP, E2E_ADMIN, "/admin/manage-products");
  const csv = await exportWithPictures(page);
  assert.match(csv.split("\n")[0], /^handle,name,description,category,/);
  const dialog = await checkFile(page, "catalogue.csv", csv);
  const answer = dialog.getByRole("status").or(dialog.getByRole("alert"));
  await answer.waitFor({ timeout: 120000 });
  assert.match(await answer.innerText(), /^The file is ready\./);
  await dialog.getByRole("button", { name: "Import" }).click();
  await dialog.waitFor({ state: "detached", timeout: 180000 });
  assert.equal(await exportedCatalogue(page), csv);
  await page.close();
});
