import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buyingOptions, outboxMessages, users } from "../../db/schema/index.js";
import { parseRows } from "../../lib/rows.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { countRows } from "../../test/table-rows.js";
import { payCod } from "../../test/checkout.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, aUser, anAddress, bearer, signIn } from "../../test/user-builders.js";

const shop = useTestShop();

/** Row counts of every table that an attack could change; compared before and after. */
async function snapshot(): Promise<Record<string, number>> {
  const tables = ["users", "sessions", "addresses", "products", "buying_options", "orders", "order_lines", "reviews", "cart_items", "payment_intents", "categories"];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await countRows(shop.deps.db, table);
  const [stock] = parseRows(z.object({ s: z.number() }), await shop.deps.db.execute(sql`SELECT COALESCE(sum(stock), 0)::int AS s FROM buying_options`));
  counts.totalStock = stock!.s;
  return counts;
}

async function expectNothingChanged(attack: () => Promise<void>) {
  const before = await snapshot();
  await attack();
  expect(await snapshot()).toEqual(before);
}

describe("requests built to hurt the server", () => {
  it("refuses a 250 KB e-mail of 'a@' and dots with 400 on every route that takes an e-mail", async () => {
    const email = `a@${".".repeat(250_000)}@`;
    for (const [url, body] of [
      ["/api/v1/user/signin", { email, password: "secret-password" }],
      ["/api/v1/user/signup", { fullname: "Asha", email, password: "secret-password", confirmPassword: "secret-password", otp: "123456" }],
      ["/api/v1/auth/sendOTP", { email }],
      ["/api/v1/auth/getResetPasswordLink", { email }],
    ] as const) {
      await expectNothingChanged(async () => {
        const response = await shop.app.inject({ method: "POST", url, payload: body });
        expect(response.statusCode, url).toBe(400);
      });
    }
  });

  it("refuses NUL and other control characters in queries and bodies with 400, before the database sees them", async () => {
    const queries = ["location=a%00b", "color=a%00", "search=silk%07"];
    for (const query of queries) {
      const response = await shop.app.inject({ method: "GET", url: `/api/v1/products/getAllProduct?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ success: false, message: "The request contains characters that are not allowed" });
    }
    for (const url of ["/api/v1/user/signin", "/api/v1/user/signup", "/api/v1/auth/sendOTP", "/api/v1/auth/getResetPasswordLink"]) {
      await expectNothingChanged(async () => {
        const response = await shop.app.inject({
          method: "POST",
          url,
          payload: { email: "asha\u0000@example.in", password: "secret-password", fullname: "Asha", confirmPassword: "secret-password", otp: "123456" },
        });
        expect(response.statusCode, url).toBe(400);
      });
    }
  });

  it("keeps line breaks and tabs in text that may span lines", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct?search=silk%09saree" });
    expect(response.statusCode).toBe(200);
  });
});

describe("malformed and oversized requests", () => {
  it("answers malformed JSON with 400 and oversized bodies with 413, never with a stack trace", async () => {
    await expectNothingChanged(async () => {
      const broken = await shop.post("/user/signin", { "content-type": "application/json" }, '{"email":');
      expect(broken.statusCode).toBe(400);
      const huge = await shop.post("/user/signin", { "content-type": "application/json" }, JSON.stringify({ email: "a@b.co", password: "x".repeat(2_000_000) }));
      expect(huge.statusCode).toBe(413);
      for (const response of [broken, huge]) {
        expect(response.json()).toMatchObject({ success: false });
        expect(response.body).not.toMatch(/node_modules|at [^(\n]*\([^)\n]*:\d+:\d+\)/);
      }
    });
  });

  it("ignores __proto__ and constructor payloads and duplicate keys", async () => {
    const shopper = await aSignedInUser(shop.deps.db);
    const product = await aProduct(shop.deps.db, { options: [{ original: 500, stock: 3 }] });
    const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, product.id));
    const poisoned = `{"cart": "[{\\"productId\\":\\"${product.id}\\",\\"sizeId\\":\\"${option!.id}\\",\\"quantity\\":1,\\"__proto__\\":{\\"price\\":0}}]", "__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": true}}}`;
    const response = await shop.post("/order/updateMyCart", { ...shopper.headers, "content-type": "application/json" }, poisoned);
    expect([200, 400]).toContain(response.statusCode);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const duplicate = await shop.post("/order/updateMyCart", { ...shopper.headers, "content-type": "application/json" }, `{"cart": "[]", "cart": "[{\\"productId\\":\\"${product.id}\\",\\"sizeId\\":\\"${option!.id}\\",\\"quantity\\":1,\\"price\\":1}]"}`);
    expect(duplicate.statusCode).toBe(200);
    expect((duplicate.json() as { cart: { price: number }[] }).cart.map((line) => line.price)).toEqual([500]);
  });
});

describe("injection", () => {
  it("treats SQL and regex metacharacters in search, sort and filters as plain values", async () => {
    await expectNothingChanged(async () => {
      const probes = [
        "search=' OR 1=1 --",
        "search=%27%3B%20DROP%20TABLE%20users%3B--",
        "search=.*%5B(",
        "location=Varanasi' OR 'a'='a",
        "color=%23fff' --",
        "sortBy=price;DROP TABLE orders",
        "sortOrder=asc,(SELECT 1)",
        "category=00000000-0000-4000-8000-000000000000' OR '1'='1",
      ];
      for (const probe of probes) {
        const response = await shop.app.inject({ method: "GET", url: `/api/v1/products/getAllProduct?${probe}` });
        expect([200, 400], probe).toContain(response.statusCode);
        // Exact-match filters find nothing; search may still match words of the probe, as text.
        const exactFilter = /^(location|color|category)=/.test(probe);
        if (response.statusCode === 200 && exactFilter) expect((response.json() as { products: unknown[] }).products).toEqual([]);
      }
    });
  });

  it("stores script payloads in names, addresses and reviews as text and returns them as JSON", async () => {
    const payload = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
    const shopper = await aSignedInUser(shop.deps.db, { fullname: payload });
    await anAddress(shop.deps.db, shopper.user.id, { name: payload, addressLine1: payload });
    const me = await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers: shopper.headers });
    expect(me.headers["content-type"]).toContain("application/json");
    expect(me.headers["x-content-type-options"]).toBe("nosniff");
    const user = (me.json() as { user: { fullname: string; address: { name: string }[] } }).user;
    expect(user.fullname).toBe(payload);
    expect(user.address[0]!.name).toBe(payload);
  });
});

describe("mass assignment", () => {
  it("ignores userType, isVerified and owner ids sent by a client", async () => {
    const shopper = await aSignedInUser(shop.deps.db, { isVerified: false });
    const form = new FormData();
    form.append("fullname", "Still A Customer");
    form.append("userType", "Admin");
    form.append("isVerified", "true");
    const updated = await shop.post("/user/updateUser", shopper.headers, form);
    expect(updated.statusCode).toBeLessThan(500);
    const [row] = await shop.deps.db.select().from(users).where(eq(users.id, shopper.user.id));
    expect(row).toMatchObject({ userType: "Customer", isVerified: false });
    const other = await aSignedInUser(shop.deps.db);
    await shop.post("/user/addAddress", shopper.headers, { userId: other.user.id, name: "Meera", addressLine1: "1 Beach Road", city: "Chennai", state: "Tamil Nadu", pinCode: "600001", phoneNumber: "9876543210" });
    const theirs = await shop.app.inject({ method: "GET", url: "/api/v1/user/getAddress", headers: other.headers });
    expect((theirs.json() as { address: unknown[] }).address).toEqual([]);
  });
});

describe("sessions", () => {
  it("stop working after logout, after a password reset and after the account is deleted", async () => {
    const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    const person = await aUser(shop.deps.db);
    const afterLogout = await signIn(shop.app, person);
    await shop.app.inject({ method: "POST", url: "/api/v1/user/logout", headers: bearer(afterLogout) });
    expect((await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers: bearer(afterLogout) })).statusCode).toBe(401);

    const beforeReset = await signIn(shop.app, person);
    await shop.app.inject({ method: "POST", url: "/api/v1/auth/getResetPasswordLink", payload: { email: person.email } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [mail] = await shop.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, person.email!));
    const token = /reset-password\/([\w-]+)/.exec(mail!.text)![1];
    expect((await shop.app.inject({ method: "POST", url: "/api/v1/auth/resetPassword", payload: { token, password: "brand-new-pass" } })).statusCode).toBe(200);
    expect((await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers: bearer(beforeReset) })).statusCode).toBe(401);

    const beforeDeletion = await signIn(shop.app, { email: person.email, password: "brand-new-pass" });
    const deleted = await shop.app.inject({ method: "DELETE", url: "/api/v1/user/deleteUser", headers: admin.headers, payload: { id: person.id } });
    expect(deleted.statusCode).toBe(200);
    expect((await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers: bearer(beforeDeletion) })).statusCode).toBe(401);
  });

  it("refuses tampered, foreign and absurd tokens", async () => {
    const shopper = await aSignedInUser(shop.deps.db);
    const tampered = shopper.token.slice(0, -2) + (shopper.token.endsWith("AA") ? "BB" : "AA");
    for (const token of [tampered, "null", "x".repeat(5000), "eyJhbGciOiJub25lIn0.eyJ1c2VyVHlwZSI6IkFkbWluIn0."]) {
      const response = await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers: bearer(token) });
      expect(response.statusCode, token.slice(0, 20)).toBe(401);
    }
  });
});

describe("prices and quantities from the client", () => {
  it("are ignored for prices and refused when the quantity is not a small whole number", async () => {
    const shopper = await aSignedInUser(shop.deps.db);
    const address = await anAddress(shop.deps.db, shopper.user.id);
    const product = await aProduct(shop.deps.db, { options: [{ original: 7000, stock: 4 }] });
    const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, product.id));
    await expectNothingChanged(async () => {
      for (const quantity of [-1, 0, 0.5, "1", [1], 1e9, null]) {
        const response = await payCod(shop, { headers: shopper.headers, addressId: address.id }, [{ productId: product.id, sizeId: option!.id, quantity }], { totalPrice: 1 });
        expect(response.statusCode, String(quantity)).toBe(400);
      }
    });
    const placed = await payCod(shop, { headers: shopper.headers, addressId: address.id }, [{ productId: product.id, sizeId: option!.id, quantity: 2, price: 1, discount: 99 }], { totalPrice: 2 });
    expect((placed.json() as { order: { totalPrice: number } }).order.totalPrice).toBe(14000);
  });
});
