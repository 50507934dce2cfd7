import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteContent } from "../../db/schema/index.js";
import type { InvalidationScope } from "../../lib/response-cache.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { defaultSettings, shopSettings } from "./settings-store.js";

// Two instances of the shop share one cache bus through Redis, as they do in production.
const REDIS = {
  REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
  REDIS_KEY_PREFIX: `test-${randomUUID().slice(0, 8)}:`,
};

let first: TestShop;
let second: TestShop;

beforeAll(async () => {
  first = await startTestShop(REDIS);
  second = await startTestShop(REDIS);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

/** Resolves once `shop` has heard a settings change on its cache bus. */
function heard(shop: TestShop): Promise<void> {
  return new Promise((resolve) => {
    shop.deps.cacheBus.onInvalidation((scope: InvalidationScope) => {
      if (scope === "settings") resolve();
    });
  });
}

describe("the settings cache", () => {
  it("is forgotten on every instance when one of them saves the settings", async () => {
    expect((await shopSettings(second.deps)).returnWindowDays).toBe(3);
    // The second instance's database now says 9 days (as a shared database would after the first saved).
    const changed = { ...defaultSettings(second.deps.config), returnWindowDays: 9 };
    await second.deps.db.insert(siteContent).values({ key: "shop_settings", value: changed });
    expect((await shopSettings(second.deps)).returnWindowDays).toBe(3);

    const told = heard(second);
    await first.deps.cacheBus.publishInvalidation("settings");
    await told;
    expect((await shopSettings(second.deps)).returnWindowDays).toBe(9);
  });
});
