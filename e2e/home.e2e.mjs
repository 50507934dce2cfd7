import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot } from "./support/browser.mjs";

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
]) {
  test(`a shopper on a ${label} sees categories and products on the home page`, async () => {
    const page = await browser.newPage({ viewport });
    await page.goto(baseUrl());
    const categoryTiles = page.locator('main a[href^="/search?category="]');
    const productLinks = page.locator('main a[href^="/product/"]');
    await categoryTiles.first().waitFor();
    await productLinks.first().waitFor();
    assert.ok((await categoryTiles.count()) >= 8, "at least eight category tiles");
    assert.ok((await productLinks.count()) >= 5, "at least one strip of products");
    await page.waitForLoadState("networkidle");
    await screenshot(page, `home-${label}`);
    await page.close();
  });
}

test("an unknown page shows 'Page not found' with a way home", async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(`${baseUrl()}/no-such-page`);
  await page.getByText("Page not found").waitFor();
  await screenshot(page, "not-found-phone");
  await page.close();
});
