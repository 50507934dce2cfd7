import fc from "fast-check";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseRows } from "../../lib/rows.js";
import { aCategory, aProduct } from "../../test/catalogue-builders.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";

const REQUESTS = 10_000;
const shop = useTestShop();
let identities: Record<string, string>[];

async function state() {
  const [row] = parseRows(
    z.record(z.string(), z.number()),
    await shop.deps.db.execute(sql`SELECT
      (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM orders) AS orders,
      (SELECT count(*)::int FROM products WHERE deleted_at IS NULL) AS products, (SELECT count(*)::int FROM reviews) AS reviews,
      (SELECT count(*)::int FROM categories) AS categories, (SELECT COALESCE(sum(stock), 0)::int FROM buying_options) AS stock`),
  );
  return row!;
}

const uuidLike = fc.constantFrom("00000000-0000-4000-8000-000000000000", "not-a-uuid", "", "' OR 1=1 --");
/** Text with NUL and the other control characters mixed in: PostgreSQL refuses NUL outright. */
const controlText = fc
  .tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0, max: 0x1f }), fc.string({ maxLength: 10 }))
  .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`);
const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  controlText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  uuidLike,
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const fieldNames = fc.constantFrom(
  "id", "orderId", "productId", "reviewId", "addressId", "email", "phone", "password", "otp", "cart", "wishlist",
  "stars", "review", "status", "type", "name", "limit", "page", "token", "reason", "search", "__proto__",
);
const body = fc.dictionary(fieldNames, anyValue, { maxKeys: 6 });
const query = fc.dictionary(
  fc.constantFrom("page", "limit", "sortBy", "sortOrder", "search", "priceMin", "priceMax", "discount", "color", "category", "availibility", "productId"),
  fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), uuidLike, controlText),
  { maxKeys: 5 },
);

beforeAll(async () => {
  const category = await aCategory(shop.deps.db, { name: "Fuzzed" });
  await aProduct(shop.deps.db, { categoryId: category.id, options: [{ original: 999, stock: 3 }] });
  const customer = await aSignedInUser(shop.deps.db);
  await anAddress(shop.deps.db, customer.user.id);
  const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
  identities = [{}, customer.headers, admin.headers];
});

describe("requests generated from every route's schema", () => {
  it(`never produce a server error, always answer { success, message }, and invalid ones change nothing (${REQUESTS} requests)`, async () => {
    const routes = shop.app.routeTable.filter((route) => route.url.startsWith("/api/v1") && !route.url.includes("webhook"));
    const before = await state();
    let sent = 0;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat(routes.length - 1), fc.nat(identities.length - 1), body, query, async (routeIndex, who, payload, params) => {
        const route = routes[routeIndex]!;
        const url = `${route.url.replace(":orderId", "00000000-0000-4000-8000-000000000000")}?${new URLSearchParams(params)}`;
        const response = await shop.app.inject({
          method: route.method as "GET",
          url,
          headers: identities[who]!,
          ...(route.method === "GET" ? {} : { payload }),
        });
        sent += 1;
        if (response.statusCode < 300) accepted += 1;
        expect(response.statusCode, `${route.method} ${url} ${JSON.stringify(payload)}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (String(response.headers["content-type"] ?? "").includes("application/json")) {
          const answer = response.json() as { success?: unknown; message?: unknown };
          if (response.statusCode >= 400) expect(answer).toMatchObject({ success: false, message: expect.any(String) });
        }
      }),
      { numRuns: REQUESTS, seed: 20261121 },
    );
    expect(sent).toBe(REQUESTS);
    const after = await state();
    // Random bodies may place no order, write no review and move no stock.
    expect(after).toEqual(before);
    console.log(`schema fuzzing: ${sent} requests, ${accepted} accepted, 0 server errors`);
  }, 600_000);
});
