import { describe, expect, it } from "vitest";
import { messageLinks } from "../../db/schema/index.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aTestClock } from "../../test/test-app.js";
import { pruneExpiredMessageLinks, shortLinkCode } from "./message-links.js";

const clock = aTestClock(new Date("2026-11-26T06:00:00Z"));
const shop = useTestShop({}, { now: clock.now });

const open = (code: string) => shop.app.inject({ method: "GET", url: `/l/${code}` });

describe("a text message's short link", () => {
  it("opens the address it stands for, which the table alone does not give away", async () => {
    const url = "http://shop.test/reset-password/secret-token-of-43-characters-abcdefghijk";
    const code = await shortLinkCode(shop.deps.db, url, clock.now());
    expect(code).toMatch(/^[\w-]{20}$/);
    const opened = await open(code);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(url);
    expect(opened.headers["cache-control"]).toBe("no-store");
    const stored = JSON.stringify(await shop.deps.db.select().from(messageLinks));
    expect(stored).not.toContain("secret-token");
    expect(stored).not.toContain(code);
  });

  it("leads to the front page once lapsed, when unknown or malformed, and lapsed links are pruned", async () => {
    const code = await shortLinkCode(shop.deps.db, "http://shop.test/orders/1", clock.now());
    clock.later(31 * 24 * 60);
    for (const tried of [code, "A".repeat(20), "not-a-code"]) {
      const opened = await open(tried);
      expect(opened.statusCode, tried).toBe(302);
      expect(opened.headers.location, tried).toBe("/");
    }
    expect(await pruneExpiredMessageLinks(shop.deps.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await shop.deps.db.$count(messageLinks)).toBe(0);
  });
});
