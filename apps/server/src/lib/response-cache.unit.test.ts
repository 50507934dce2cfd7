import { describe, expect, it } from "vitest";
import { ResponseCache } from "./response-cache.js";

const NOW = 1_000;
const anAnswer = (body: string) => ({ body, etag: `W/"${body}"`, tags: ["catalogue"], expiresAt: NOW + 60_000 });

describe("the cache of public answers, when full", () => {
  it("drops the answer read least lately, so one every page reads outlives a walk through one-off answers", () => {
    const cache = new ResponseCache(3);
    cache.set("/site/getFooter", anAnswer("footer"));
    for (let product = 0; product < 10; product += 1) {
      cache.set(`/products/getProduct?id=${product}`, anAnswer(`product ${product}`));
      expect(cache.get("/site/getFooter", NOW)?.body).toBe("footer");
    }
    expect(cache.get("/products/getProduct?id=9", NOW)?.body).toBe("product 9");
    expect(cache.get("/products/getProduct?id=8", NOW)?.body).toBe("product 8");
    expect(cache.get("/products/getProduct?id=7", NOW)).toBeUndefined();
  });

  it("drops the oldest answer when none has been read again", () => {
    const cache = new ResponseCache(2);
    cache.set("/a", anAnswer("a"));
    cache.set("/b", anAnswer("b"));
    cache.set("/c", anAnswer("c"));
    expect(cache.get("/a", NOW)).toBeUndefined();
    expect([cache.get("/b", NOW)?.body, cache.get("/c", NOW)?.body]).toEqual(["b", "c"]);
  });
});
