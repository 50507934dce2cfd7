import type { PromotionWire } from "@pallu/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { promotions } from "../../db/schema/index.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { codOrderFor, payCod, quoteOf, type CheckoutShopper } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aCode, aPromotion, promotionCaller } from "../../test/promotions.js";
import { aTestClock } from "../../test/test-app.js";
import { countRows } from "../../test/table-rows.js";
import { aShopper } from "../../test/user-builders.js";
import { promotionBatchRepository } from "./promotion-batch-repository.js";
import { batchRulesOf } from "./promotion-codes.js";

const clock = aTestClock(new Date("2026-11-21T10:00:00Z"));
const shop = useTestShop({}, { now: clock.now });
const admin = useSignedInUser(shop, { userType: "Admin" });

const call = promotionCaller(shop);

async function generated(promotionId: string, count: number, prefix?: string): Promise<string[]> {
  const response = await call("POST", "generateCodes", admin.headers, { promotionId, count, prefix });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as { message: string; codes: string[] };
  expect(answer.message).toBe(`${count} codes created`);
  return answer.codes;
}

async function listed(): Promise<PromotionWire[]> {
  return ((await call("GET", "getAllPromotions", admin.headers)).json() as { promotions: PromotionWire[] }).promotions;
}

async function placedOrderNumber(shopper: CheckoutShopper, cart: object[], couponCode: string): Promise<string> {
  return (await codOrderFor(shop, shopper, cart, { couponCode })).orderDetails.public_order_id;
}

describe("codes made in bulk for a coupon", () => {
  it("are unique, each used once, and counted with their campaign on the seller's list", async () => {
    const campaign = await aPromotion(shop, admin.headers, {
      title: "Influencer 20% off",
      code: aCode("INFL"),
      value: 20,
      usageLimit: 1000,
    });
    const codes = await generated(campaign._id, 50, "riya7");
    expect(new Set(codes).size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^RIYA7-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);

    const saree = await aSaree(shop.deps.db, { stock: 10, price: 2000 });
    const cart = [{ ...saree, quantity: 1 }];
    const [first, second] = [codes[0]!, codes[1]!];
    const riya = await aShopper(shop.deps.db);
    expect(await quoteOf(shop, riya, cart, { couponCode: first.toLowerCase() })).toMatchObject({
      total: 1600,
      couponCode: first,
    });
    const firstOrder = await placedOrderNumber(riya, cart, first);

    const friend = await aShopper(shop.deps.db);
    expect(await quoteOf(shop, friend, cart, { couponCode: first })).toMatchObject({
      total: 2000,
      couponCode: null,
      couponError: "This coupon has reached its usage limit",
    });
    const refused = await payCod(shop, friend, cart, { couponCode: first });
    expect(refused.statusCode).toBe(400);
    const secondOrder = await placedOrderNumber(friend, cart, second);

    const shown = (await listed()).filter((promotion) => promotion.title === "Influencer 20% off");
    expect(shown.map((promotion) => promotion._id)).toEqual([campaign._id]);
    expect(shown[0]).toMatchObject({
      code: campaign.code,
      codes: { total: 50, used: 2 },
      timesUsed: 2,
      ordersCount: 2,
      discountGiven: 800,
      revenue: 3200,
    });

    const exported = await call("GET", `exportCodes?promotionId=${campaign._id}`, admin.headers);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers["content-type"]).toContain("text/csv");
    expect(exported.headers["content-disposition"]).toBe(`attachment; filename="codes-${campaign.code}.csv"`);
    const lines = exported.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("code,used,order");
    expect(lines).toHaveLength(51);
    expect(lines).toContain(`${first},yes,${firstOrder}`);
    expect(lines).toContain(`${second},yes,${secondOrder}`);
    expect(lines.filter((line) => line.endsWith(",no,"))).toHaveLength(48);
  });

  it("take the promotion's code as their prefix when none is given", async () => {
    const campaign = await aPromotion(shop, admin.headers, { code: aCode("FEST") });
    const codes = await generated(campaign._id, 3);
    for (const code of codes) expect(code.startsWith(`${campaign.code}-`)).toBe(true);
  });

  it("follow their campaign's pause, changes and deletion", async () => {
    const campaign = await aPromotion(shop, admin.headers, { title: "Creator ₹200 off", code: aCode("CRTR") });
    const [code] = await generated(campaign._id, 1);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 2000 });
    const cart = [{ ...saree, quantity: 1 }];
    const shopper = await aShopper(shop.deps.db);
    const change = (extra: object) =>
      call("PUT", "updatePromotion", admin.headers, {
        promotionId: campaign._id,
        title: "Creator ₹200 off",
        code: campaign.code,
        type: "fixed",
        value: 200,
        ...extra,
      });

    expect((await change({ active: false })).statusCode).toBe(200);
    expect(await quoteOf(shop, shopper, cart, { couponCode: code! })).toMatchObject({
      couponCode: null,
      couponError: "This coupon code is not valid",
    });
    expect((await change({ active: true, minCartValue: 2500 })).statusCode).toBe(200);
    expect(await quoteOf(shop, shopper, cart, { couponCode: code! })).toMatchObject({
      couponError: "Add items worth ₹500 more to use this coupon",
    });
    expect((await change({ active: true })).statusCode).toBe(200);
    expect(await quoteOf(shop, shopper, cart, { couponCode: code! })).toMatchObject({ total: 1800, couponCode: code });

    await call("DELETE", "deletePromotion", admin.headers, { promotionId: campaign._id });
    expect(await quoteOf(shop, shopper, cart, { couponCode: code! })).toMatchObject({
      couponError: "This coupon code is not valid",
    });
  });

  it("are refused for an offer without a code, an unknown promotion, a code of a batch or a bad count, making none", async () => {
    const campaign = await aPromotion(shop, admin.headers, { code: aCode("BAD") });
    await generated(campaign._id, 1);
    const automatic = await aPromotion(shop, admin.headers, { title: "Everything 5% off", value: 5 });
    const cases: [object, number, string, string?][] = [
      [
        { promotionId: automatic._id, count: 5 },
        400,
        "Codes are made for a coupon; this offer has no code",
        "promotionId",
      ],
      [{ promotionId: crypto.randomUUID(), count: 5 }, 404, "Promotion not found"],
      [{ promotionId: "not-an-id", count: 5 }, 404, "Promotion not found"],
      [{ promotionId: campaign._id, count: 0 }, 400, "Make at least 1 code", "count"],
      [{ promotionId: campaign._id, count: 1001 }, 400, "Make at most 1000 codes at a time", "count"],
      [{ promotionId: campaign._id, count: 2.5 }, 400, "Count must be a whole number", "count"],
      [{ promotionId: campaign._id, count: "many" }, 400, "Count must be a number", "count"],
      [
        { promotionId: campaign._id, count: 5, prefix: "NO-DASH" },
        400,
        "A prefix has up to 12 letters or digits",
        "prefix",
      ],
      [
        { promotionId: campaign._id, count: 5, prefix: "THIRTEENCHARS" },
        400,
        "A prefix has up to 12 letters or digits",
        "prefix",
      ],
    ];
    const before = await countRows(shop.deps.db, "promotions");
    for (const [payload, status, message, field] of cases) {
      const response = await call("POST", "generateCodes", admin.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ message, ...(field ? { field } : {}) });
    }
    expect(await countRows(shop.deps.db, "promotions")).toBe(before);
    await call("DELETE", "deletePromotion", admin.headers, { promotionId: automatic._id });
    const deleted = await aPromotion(shop, admin.headers, { code: aCode("GONE") });
    await call("DELETE", "deletePromotion", admin.headers, { promotionId: deleted._id });
    expect(
      (await call("POST", "generateCodes", admin.headers, { promotionId: deleted._id, count: 1 })).statusCode,
    ).toBe(404);
    expect((await listed()).find((promotion) => promotion._id === campaign._id)?.codes).toEqual({ total: 1, used: 0 });
  });

  it("cannot be made from a code that is itself one of a batch", async () => {
    const campaign = await aPromotion(shop, admin.headers, { code: aCode("NEST") });
    const [code] = await generated(campaign._id, 1);
    const [member] = await shop.deps.db.select().from(promotions).where(eq(promotions.code, code!));
    const response = await call("POST", "generateCodes", admin.headers, { promotionId: member!.id, count: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "This code is itself one of a batch; pick its promotion",
      field: "promotionId",
    });
  });

  it("skip a code a live promotion already holds, so a rare clash is drawn again", async () => {
    const campaign = await aPromotion(shop, admin.headers, { code: aCode("CLASH") });
    const [taken] = await generated(campaign._id, 1);
    const [row] = await shop.deps.db.select().from(promotions).where(eq(promotions.id, campaign._id));
    const fresh = `${campaign.code}-FRESH`;
    const inserted = await promotionBatchRepository(shop.deps.db).insertFree(
      [taken!, fresh].map((code) => ({
        ...batchRulesOf(row!),
        code,
        usageLimit: 1,
        perCustomerLimit: 1,
        batchOf: row!.id,
      })),
    );
    expect(inserted).toEqual([fresh]);
  });

  it("stop at 5,000 for one promotion", async () => {
    const campaign = await aPromotion(shop, admin.headers, { code: aCode("BIG") });
    for (let request = 0; request < 5; request += 1) await generated(campaign._id, 1000, "BIG");
    const beyond = await call("POST", "generateCodes", admin.headers, { promotionId: campaign._id, count: 1 });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({ field: "count" });
    expect((await listed()).find((promotion) => promotion._id === campaign._id)?.codes).toEqual({
      total: 5000,
      used: 0,
    });
  });

  it("are made and exported by admins only", async () => {
    const campaign = await aPromotion(shop, admin.headers, { code: aCode("MINE") });
    const shopper = await aShopper(shop.deps.db);
    const body = { promotionId: campaign._id, count: 5 };
    expect((await call("POST", "generateCodes", {}, body)).statusCode).toBe(401);
    expect((await call("POST", "generateCodes", shopper.headers, body)).statusCode).toBe(403);
    expect((await call("GET", `exportCodes?promotionId=${campaign._id}`)).statusCode).toBe(401);
    expect((await call("GET", `exportCodes?promotionId=${campaign._id}`, shopper.headers)).statusCode).toBe(403);
    expect((await call("GET", `exportCodes?promotionId=${crypto.randomUUID()}`, admin.headers)).statusCode).toBe(404);
    expect((await listed()).find((promotion) => promotion._id === campaign._id)?.codes).toEqual({ total: 0, used: 0 });
  });
});

describe("the code calls", () => {
  it("are described in the OpenAPI document", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/api/docs/json" });
    const paths = Object.keys((response.json() as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(["/api/v1/promotions/generateCodes", "/api/v1/promotions/exportCodes"]),
    );
  });
});
