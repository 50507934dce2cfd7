import { PromotionInputSchema } from "@pallu/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { promotions } from "../../db/schema/index.js";
import { cacheTags } from "../../lib/cache-tags.js";
import { aCategory, aSaree } from "../../test/catalogue-builders.js";
import { checkoutQuote, payCod, quoteOf } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aCode, aPromotion, promotionCaller } from "../../test/promotions.js";
import { aTestClock } from "../../test/test-app.js";
import { aShopper } from "../../test/user-builders.js";
import { valuesOfInput } from "./promotion-presenter.js";
import { promotionRepository } from "./promotion-repository.js";
import { repriceSize } from "../../test/price-change.js";

const clock = aTestClock(new Date("2026-11-21T10:00:00Z"));
const shop = useTestShop({}, { now: clock.now });
const admin = useSignedInUser(shop, { userType: "Admin" });

const call = promotionCaller(shop);

describe("the seller's promotions", () => {
  it("are created, listed newest first, paused, changed and deleted by an admin", async () => {
    const code = aCode("DIWALI");
    const created = await aPromotion(shop, admin.headers, {
      title: "Diwali ₹500 off",
      code: code.toLowerCase(),
      type: "fixed",
      value: 500,
      minCartValue: 3000,
      startsAt: "2026-11-01T00:00",
      endsAt: "2026-12-01T00:00",
      usageLimit: 100,
      perCustomerLimit: 1,
    });
    expect(created).toMatchObject({
      title: "Diwali ₹500 off",
      code,
      type: "fixed",
      value: 500,
      minCartValue: 3000,
      startsAt: "2026-10-31T18:30:00.000Z",
      endsAt: "2026-11-30T18:30:00.000Z",
      usageLimit: 100,
      perCustomerLimit: 1,
      combinable: false,
      active: true,
      timesUsed: 0,
      ordersCount: 0,
      discountGiven: 0,
      revenue: 0,
    });
    const later = await aPromotion(shop, admin.headers, { title: "Everything 5% off", value: 5 });
    const listed = (await call("GET", "getAllPromotions", admin.headers)).json() as { promotions: { _id: string }[] };
    expect(listed.promotions.map((p) => p._id).slice(0, 2)).toEqual([later._id, created._id]);
    await call("DELETE", "deletePromotion", admin.headers, { promotionId: later._id });

    const paused = await call("PUT", "updatePromotion", admin.headers, {
      promotionId: created._id,
      title: "Diwali ₹500 off",
      code,
      type: "fixed",
      value: 600,
      active: false,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({
      message: "Promotion updated",
      promotion: { value: 600, active: false, minCartValue: null },
    });

    const deleted = await call("DELETE", "deletePromotion", admin.headers, { promotionId: created._id });
    expect(deleted.json()).toEqual({ success: true, message: "Promotion deleted" });
    const after = (await call("GET", "getAllPromotions", admin.headers)).json() as { promotions: { _id: string }[] };
    expect(after.promotions.map((p) => p._id)).not.toContain(created._id);
    expect((await call("DELETE", `deletePromotion?promotionId=${created._id}`, admin.headers)).statusCode).toBe(404);
    expect((await call("DELETE", "deletePromotion", admin.headers)).json()).toMatchObject({
      message: "Give the promotion's id",
      field: "promotionId",
    });
    // Its code is free again for a new promotion.
    expect((await aPromotion(shop, admin.headers, { code })).code).toBe(code);
  });

  it("refuses a second promotion with the same code, in any case", async () => {
    const code = aCode("ONCE");
    await aPromotion(shop, admin.headers, { code });
    const again = await call("POST", "createPromotion", admin.headers, {
      title: "Again",
      code: code.toLowerCase(),
      type: "percentage",
      value: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "A promotion with this code already exists" });
  });

  it("answers bad input with 400, the field and its message, and stores nothing", async () => {
    const before = ((await call("GET", "getAllPromotions", admin.headers)).json() as { promotions: unknown[] })
      .promotions.length;
    const cases: [object, string, string][] = [
      [{ type: "percentage", value: 10 }, "title", "Title is required"],
      [{ title: "Too much", type: "percentage", value: 120 }, "value", "A percentage discount is from 1 to 100"],
      [
        { title: "Bad code", code: "no spaces!", type: "fixed", value: 100 },
        "code",
        "A code has 3 to 32 letters, digits or dashes",
      ],
      [
        { title: "No pieces", type: "buyXgetY", value: 100, getQuantity: 1 },
        "buyQuantity",
        "Say how many pieces the shopper buys",
      ],
      [
        { title: "Backwards", type: "fixed", value: 100, startsAt: "2026-12-02T00:00", endsAt: "2026-12-01T00:00" },
        "endsAt",
        "The end must be after the start",
      ],
      [{ title: "Kind", type: "bogus", value: 1 }, "type", "Type is percentage, fixed or buyXgetY"],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call("POST", "createPromotion", admin.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ success: false, message, field });
    }
    const after = ((await call("GET", "getAllPromotions", admin.headers)).json() as { promotions: unknown[] })
      .promotions.length;
    expect(after).toBe(before);
  });

  it("are for admins only", async () => {
    const shopper = await aShopper(shop.deps.db);
    const payload = { title: "Mine", type: "percentage", value: 90 };
    expect((await call("GET", "getAllPromotions")).statusCode).toBe(401);
    expect((await call("POST", "createPromotion", {}, payload)).statusCode).toBe(401);
    expect((await call("GET", "getAllPromotions", shopper.headers)).statusCode).toBe(403);
    expect((await call("POST", "createPromotion", shopper.headers, payload)).statusCode).toBe(403);
    expect(
      (await call("PUT", "updatePromotion", shopper.headers, { ...payload, promotionId: crypto.randomUUID() }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("DELETE", "deletePromotion", shopper.headers, { promotionId: crypto.randomUUID() })).statusCode,
    ).toBe(403);
  });

  it("answers 404 for a promotion that does not exist", async () => {
    const payload = { title: "Gone", type: "percentage", value: 10 };
    expect(
      (await call("PUT", "updatePromotion", admin.headers, { ...payload, promotionId: crypto.randomUUID() }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call("PUT", "updatePromotion", admin.headers, { ...payload, promotionId: "not-an-id" })).statusCode,
    ).toBe(404);
  });
});

describe("the promotion calls", () => {
  it("are described in the OpenAPI document", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: object }).paths);
    for (const path of ["getAllPromotions", "createPromotion", "updatePromotion", "deletePromotion", "getOffers"]) {
      expect(paths).toContain(`/api/v1/promotions/${path}`);
    }
    expect(paths).toContain("/api/v1/order/getCheckoutQuote");
  });
});

describe("the offers a product page shows", () => {
  it("lists the running automatic offers that apply to the product, without sign-in", async () => {
    const sarees = await aCategory(shop.deps.db, { name: `Sarees ${aCode()}` });
    const saree = await aSaree(shop.deps.db, { stock: 3, price: 4000, categoryId: sarees.id });
    const prepaid = await aPromotion(shop, admin.headers, {
      title: "₹100 off on prepaid",
      type: "fixed",
      value: 100,
      paymentType: "online",
    });
    const forSarees = await aPromotion(shop, admin.headers, { title: "Sarees 10% off", categories: [sarees.id] });
    const forOthers = await aPromotion(shop, admin.headers, {
      title: "Another product",
      products: [crypto.randomUUID()],
    });
    const coupon = await aPromotion(shop, admin.headers, { title: "Coupon", code: aCode() });
    const future = await aPromotion(shop, admin.headers, { title: "Next year", startsAt: "2027-01-01T00:00" });
    const response = await call("GET", `getOffers?productId=${saree.productId}`);
    expect(response.statusCode, response.body).toBe(200);
    const offers = (
      response.json() as { offers: { _id: string; title: string; value: number; paymentType: string | null }[] }
    ).offers;
    const ids = offers.map((offer) => offer._id);
    expect(ids).toEqual(expect.arrayContaining([prepaid._id, forSarees._id]));
    expect(ids).not.toContain(forOthers._id);
    expect(ids).not.toContain(coupon._id);
    expect(ids).not.toContain(future._id);
    expect(offers.find((offer) => offer._id === prepaid._id)).toMatchObject({
      title: "₹100 off on prepaid",
      value: 100,
      paymentType: "online",
    });
    expect((await call("GET", `getOffers?productId=${crypto.randomUUID()}`)).json()).toMatchObject({
      message: "Product not found",
    });
    expect((await call("GET", "getOffers?productId=nonsense")).statusCode).toBe(404);
    // Paused offers leave the page at once, though its answer is cached.
    const cached = (await call("GET", "getOffers")).json() as { offers: { _id: string }[] };
    expect(cached.offers.map((offer) => offer._id)).toContain(prepaid._id);
    await call("PUT", "updatePromotion", admin.headers, {
      promotionId: prepaid._id,
      title: "₹100 off on prepaid",
      type: "fixed",
      value: 100,
      paymentType: "online",
      active: false,
    });
    const all = (await call("GET", "getOffers")).json() as { offers: { _id: string }[] };
    expect(all.offers.map((offer) => offer._id)).not.toContain(prepaid._id);
    for (const id of [forSarees._id, forOthers._id, prepaid._id])
      await call("DELETE", "deletePromotion", admin.headers, { promotionId: id });
  });
});

describe("the offers beside a product", () => {
  it("as the shop's whole list, which every product page reads, stay kept when a product changes", async () => {
    const saree = await aSaree(shop.deps.db, { stock: 3, price: 2500 });
    await call("GET", "getOffers");
    expect((await call("GET", "getOffers")).headers["x-cache"]).toBe("hit");
    await repriceSize(shop, admin.headers, saree, 2600);
    expect((await call("GET", "getOffers")).headers["x-cache"]).toBe("hit");
  });

  it("come from a short memory of the running promotions, dropped when a change arrives from another instance", async () => {
    const [first, second, third, fourth] = await Promise.all([1, 2, 3, 4].map(() => aSaree(shop.deps.db, { stock: 3, price: 2500 })));
    const offerTitles = async (saree: { productId: string }) =>
      ((await call("GET", `getOffers?productId=${saree.productId}`)).json() as { offers: { title: string }[] }).offers.map((offer) => offer.title);
    const title = `Winter weaves ${aCode()}`;
    expect(await offerTitles(first!)).not.toContain(title);

    // Written through another instance: this one hears of it on the cache bus.
    const other = await promotionRepository(shop.deps.db).insert(valuesOfInput(PromotionInputSchema.parse({ title, type: "percentage", value: 5 })));
    expect(await offerTitles(second!)).not.toContain(title);
    await shop.deps.cacheBus.publishInvalidation("catalogue", [cacheTags.offers]);
    expect(await offerTitles(third!)).toContain(title);

    // One that reaches its usage limit elsewhere (no change is published for a use) leaves within seconds.
    await shop.deps.db.update(promotions).set({ usageLimit: 1, timesUsed: 1 }).where(eq(promotions.id, other.id));
    clock.later(1);
    expect(await offerTitles(fourth!)).not.toContain(title);
  });
});

describe("the checkout quote", () => {
  it("prices the cart with the code, allocates the discount to the lines and reads the code in any case", async () => {
    const shopper = await aShopper(shop.deps.db);
    const silk = await aSaree(shop.deps.db, { stock: 5, price: 3000 });
    const cotton = await aSaree(shop.deps.db, { stock: 5, price: 1000 });
    const code = aCode("TEN");
    const promotion = await aPromotion(shop, admin.headers, { title: "10% off", code });
    const quote = await quoteOf(
      shop,
      shopper,
      [
        { ...silk, quantity: 1 },
        { ...cotton, quantity: 2 },
      ],
      { couponCode: ` ${code.toLowerCase()} ` },
    );
    expect(quote).toMatchObject({
      subtotal: 5000,
      discounts: [{ promotionId: promotion._id, code, title: "10% off", amount: 500 }],
      discount: 500,
      total: 4500,
      couponCode: code,
    });
    expect(quote.couponError).toBeUndefined();
    expect(quote.lines).toEqual([
      { productId: silk.productId, buyingOptionId: silk.sizeId, quantity: 1, price: 3000, discount: 300, total: 2700 },
      {
        productId: cotton.productId,
        buyingOptionId: cotton.sizeId,
        quantity: 2,
        price: 1000,
        discount: 200,
        total: 1800,
      },
    ]);
  });

  it("says why a code cannot be used, and prices the cart without it", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 2000 });
    const cart = [{ ...saree, quantity: 1 }];
    const expectRefused = async (couponCode: string, couponError: string, extras: object = {}) => {
      const quote = await quoteOf(shop, shopper, cart, { couponCode, ...extras });
      expect(quote, couponCode).toMatchObject({ couponError, couponCode: null, total: 2000, discounts: [] });
    };
    await expectRefused("NOSUCHCODE", "This coupon code is not valid");
    const expired = aCode("OLD");
    await aPromotion(shop, admin.headers, { code: expired, endsAt: "2026-11-21T15:30" });
    await expectRefused(expired, "This coupon has expired");
    const future = aCode("SOON");
    await aPromotion(shop, admin.headers, { code: future, startsAt: "2026-11-22T00:00" });
    await expectRefused(future, "This coupon is not valid yet");
    const minimum = aCode("MIN");
    await aPromotion(shop, admin.headers, { code: minimum, minCartValue: 2000.01 });
    await expectRefused(minimum, "Add items worth ₹0.01 more to use this coupon");
    const elsewhere = aCode("OTHER");
    await aPromotion(shop, admin.headers, { code: elsewhere, products: [crypto.randomUUID()] });
    await expectRefused(elsewhere, "This coupon does not apply to the items in your cart");
    const online = aCode("PREPAID");
    await aPromotion(shop, admin.headers, { code: online, type: "fixed", value: 100, paymentType: "online" });
    await expectRefused(online, "This coupon is for online payment only");
    await expectRefused(online, "This coupon is for online payment only", { paymentType: "COD" });
    expect(await quoteOf(shop, shopper, cart, { couponCode: online, paymentType: "Prepaid" })).toMatchObject({
      total: 1900,
      couponCode: online,
    });
    expect(await quoteOf(shop, shopper, cart, { couponCode: online, paymentType: "online" })).toMatchObject({
      total: 1900,
    });
    const paused = aCode("PAUSED");
    await aPromotion(shop, admin.headers, { code: paused, active: false });
    await expectRefused(paused, "This coupon code is not valid");

    const once = aCode("ONCE");
    await aPromotion(shop, admin.headers, { code: once, perCustomerLimit: 1 });
    expect((await payCod(shop, shopper, cart, { couponCode: once })).statusCode).toBe(200);
    await expectRefused(once, "You have already used this coupon");
    const limited = aCode("LAST");
    await aPromotion(shop, admin.headers, { code: limited, usageLimit: 1 });
    expect((await payCod(shop, await aShopper(shop.deps.db), cart, { couponCode: limited })).statusCode).toBe(200);
    await expectRefused(limited, "This coupon has reached its usage limit");
    const first = aCode("WELCOME");
    await aPromotion(shop, admin.headers, { code: first, firstOrderOnly: true });
    await expectRefused(first, "This coupon is for your first order only");
  });

  it("keeps the better automatic offer and says the code would not add to it", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 2000, name: `Sale saree ${aCode()}` });
    const automatic = await aPromotion(shop, admin.headers, {
      title: "Half off this saree",
      value: 50,
      products: [saree.productId],
    });
    const code = aCode("SMALL");
    await aPromotion(shop, admin.headers, { code, value: 5 });
    const quote = await quoteOf(shop, shopper, [{ ...saree, quantity: 1 }], { couponCode: code });
    expect(quote).toMatchObject({
      total: 1000,
      discounts: [{ promotionId: automatic._id, code: null, title: "Half off this saree", amount: 1000 }],
      couponCode: null,
      couponError: "This coupon would not add to the offers your cart already has",
    });
    const refused = await payCod(shop, shopper, [{ ...saree, quantity: 1 }], { couponCode: code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: "This coupon would not add to the offers your cart already has" });
    await call("DELETE", "deletePromotion", admin.headers, { promotionId: automatic._id });
  });

  it("gives an automatic offer with a code only when the offer says it joins codes", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 5000 });
    const prepaidFields = {
      title: "₹500 off on prepaid orders",
      type: "fixed",
      value: 500,
      paymentType: "online",
      products: [saree.productId],
      combinable: false,
    };
    const prepaid = await aPromotion(shop, admin.headers, { ...prepaidFields, combinesWithCodes: true });
    expect(prepaid).toMatchObject({ combinable: false, combinesWithCodes: true });
    const code = aCode("TWENTY");
    await aPromotion(shop, admin.headers, { title: "20% off", code, value: 20, combinable: true });
    const cart = [{ ...saree, quantity: 1 }];

    const together = await quoteOf(shop, shopper, cart, { couponCode: code, paymentType: "online" });
    expect(together).toMatchObject({ discount: 1500, total: 3500, couponCode: code });
    expect(together.discounts.map((discount: { title: string }) => discount.title)).toEqual([
      "20% off",
      "₹500 off on prepaid orders",
    ]);

    const updated = await call("PUT", "updatePromotion", admin.headers, {
      promotionId: prepaid._id,
      ...prepaidFields,
      combinesWithCodes: false,
    });
    expect(updated.json()).toMatchObject({ promotion: { combinesWithCodes: false } });
    const alone = await quoteOf(shop, shopper, cart, { couponCode: code, paymentType: "online" });
    expect(alone).toMatchObject({ discount: 1000, total: 4000, couponCode: code });

    const offers = (await call("GET", `getOffers?productId=${saree.productId}`)).json() as { offers: { _id: string }[] };
    expect(offers.offers.find((offer) => offer._id === prepaid._id)).toMatchObject({
      combinable: false,
      combinesWithCodes: false,
    });
    // Left out, it follows whether the promotion combines at all, as promotions made before the choice do.
    expect(await aPromotion(shop, admin.headers, { code: aCode(), combinable: true })).toMatchObject({ combinesWithCodes: true });
    await call("DELETE", "deletePromotion", admin.headers, { promotionId: prepaid._id });
  });

  it("answers cart and address problems as the checkout does", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 1, price: 2000 });
    const tooMany = await checkoutQuote(shop, shopper, [{ ...saree, quantity: 2 }]);
    expect(tooMany.statusCode).toBe(409);
    const stranger = await aShopper(shop.deps.db);
    expect(
      (await checkoutQuote(shop, { ...shopper, addressId: stranger.addressId }, [{ ...saree, quantity: 1 }])).statusCode,
    ).toBe(404);
    expect(
      (await shop.app.inject({ method: "POST", url: "/api/v1/order/getCheckoutQuote", payload: {} })).statusCode,
    ).toBe(401);
    expect((await checkoutQuote(shop, shopper, [{ ...saree, quantity: 1 }], { paymentType: "cheque" })).statusCode).toBe(
      400,
    );
  });
});
