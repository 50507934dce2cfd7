import { pdfText } from "../../../../../scripts/support/pdf-text.mjs";
import type { ShopSettings } from "@pallu/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buyingOptions } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useShopper, useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";

type SettingsBody = {
  settings: ShopSettings;
  changes: { changedBy: string; fields: { field: string; from: unknown; to: unknown }[] }[];
};

const shop = useTestShop({ SELLER_NAME: "Env Weavers", RETURN_WINDOW_DAYS: "4", COD_LIMIT_RUPEES: "20000" });
const admin = useSignedInUser(shop, { userType: "Admin", fullname: "Meera Admin" });
const shopper = useShopper(shop);

const getSettings = (headers: Record<string, string> = admin.headers) =>
  shop.app.inject({ method: "GET", url: "/api/v1/site/getSettings", headers });
const saveSettings = (payload: unknown, headers: Record<string, string> = admin.headers) =>
  shop.app.inject({
    method: "PUT",
    url: "/api/v1/site/updateSettings",
    headers,
    payload: payload as Record<string, unknown>,
  });
const current = async () => ((await getSettings()).json() as SettingsBody).settings;
const policies = async () =>
  (
    (await shop.app.inject({ method: "GET", url: "/api/v1/site/getPolicies" })).json() as {
      policies: Record<string, unknown>;
    }
  ).policies;

/** The seller moves an order on, as the order desk does. */
const setOrderStatus = (app: TestShop["app"], headers: Record<string, string>, orderId: string, status: string) =>
  app.inject({ method: "POST", url: "/api/v1/order/updateOrder", headers, payload: { orderId, status } });
const invoiceOf = (app: TestShop["app"], headers: Record<string, string>, orderId: string) =>
  app.inject({ method: "GET", url: `/api/v1/order/invoice/${orderId}`, headers });

/** A real GSTIN shape for Tamil Nadu with a correct check character. */
const TAMIL_NADU_GSTIN = "33AAACH7409R1Z8";

async function placeCodOrder(rupees: number) {
  const product = await aProduct(shop.deps.db, {
    name: "Kanjivaram Silk Saree",
    options: [{ original: rupees, stock: 5 }],
  });
  const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, product.id));
  return payCod(shop, shopper, [{ productId: product.id, sizeId: option!.id, quantity: 1 }]);
}

describe("shop settings", () => {
  it("start from the environment's values until the seller saves them", async () => {
    const settings = await current();
    expect(settings).toMatchObject({
      legalName: "Env Weavers",
      returnWindowDays: 4,
      codLimitRupees: 20_000,
      gstin: "09AAAAA0000A1Z0",
    });
    expect(await policies()).toMatchObject({ legalName: "Env Weavers", returnWindowDays: 4, codLimitRupees: 20_000 });
  });

  it("are read and changed by admins only", async () => {
    const customer = await aSignedInUser(shop.deps.db);
    const settings = await current();
    for (const [headers, status] of [
      [{}, 401],
      [customer.headers, 403],
    ] as const) {
      expect((await getSettings(headers)).statusCode).toBe(status);
      expect((await saveSettings({ ...settings, legalName: "Hijacked" }, headers)).statusCode).toBe(status);
    }
    expect((await current()).legalName).toBe("Env Weavers");
  });

  it("refuse a GSTIN with a wrong shape, state code or check character, and unusable numbers", async () => {
    const valid = { ...(await current()), state: "Tamil Nadu", gstin: TAMIL_NADU_GSTIN };
    const cases: [Partial<ShopSettings>, RegExp][] = [
      [{ gstin: "33AAACH7409R1Z" }, /15 characters/],
      [{ gstin: "98AAACH7409R1Z8" }, /not a GST state code/],
      [{ gstin: "27AAPFU0939F1ZV" }, /is Maharashtra, not Tamil Nadu/],
      [{ gstin: "33AAACH7409R1Z9" }, /check character does not match/],
      [{ codLimitRupees: -1 }, /COD limit must be at least 0/],
      [{ maxOpenCodOrders: 0 }, /Open COD orders per shopper must be at least 1/],
      [{ returnWindowDays: 90 }, /Return window must be at most 60/],
      [{ email: "not-mail" }, /valid email/],
      [{ legalName: " " }, /Legal name/],
      [{ refundText: "Returns are accepted within 10 days." }, /mentions 10 days but the return window is 4 days/],
    ];
    for (const [change, message] of cases) {
      const response = await saveSettings({ ...valid, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
    }
    expect((await current()).gstin).toBe("09AAAAA0000A1Z0");
  });

  it("record who changed which field, from what to what", async () => {
    const before = await current();
    const response = await saveSettings({
      ...before,
      legalName: "Kaveri Handlooms LLP",
      state: "Tamil Nadu",
      gstin: TAMIL_NADU_GSTIN.toLowerCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as SettingsBody;
    expect(body.settings).toMatchObject({ legalName: "Kaveri Handlooms LLP", gstin: TAMIL_NADU_GSTIN });
    expect(body.changes[0]).toMatchObject({
      changedBy: "Meera Admin",
      fields: [
        { field: "legalName", from: "Env Weavers", to: "Kaveri Handlooms LLP" },
        { field: "state", from: "Uttar Pradesh", to: "Tamil Nadu" },
        { field: "gstin", from: "09AAAAA0000A1Z0", to: TAMIL_NADU_GSTIN },
      ],
    });
    const again = (await saveSettings(body.settings)).json() as SettingsBody;
    expect(again.changes).toHaveLength(body.changes.length);
  });

  it("are the rules: the policy page, the COD cap, the open-COD limit and the return window follow a save", async () => {
    const settings = await current();
    await saveSettings({
      ...settings,
      returnWindowDays: 7,
      codLimitRupees: 1_000,
      maxOpenCodOrders: 1,
      refundText: "Exchanges within 7 days too.",
    });
    expect(await policies()).toMatchObject({
      returnWindowDays: 7,
      codLimitRupees: 1_000,
      refundText: "Exchanges within 7 days too.",
    });

    const tooDear = await placeCodOrder(1_500);
    expect(tooDear.statusCode).toBe(400);
    expect((tooDear.json() as { message: string }).message).toBe(
      "Cash on delivery is available for orders up to ₹1,000. Please pay online.",
    );
    expect((await placeCodOrder(900)).statusCode).toBe(200);
    const second = await placeCodOrder(800);
    expect(second.statusCode).toBe(409);
    expect((second.json() as { message: string }).message).toMatch(
      /You already have 1 cash on delivery orders on the way/,
    );

    await saveSettings({ ...settings, codLimitRupees: 0, maxOpenCodOrders: 5 });
    const off = await placeCodOrder(500);
    expect((off.json() as { message: string }).message).toBe(
      "Cash on delivery is not available at the moment. Please pay online.",
    );
    await saveSettings(settings);
  });

  it("print the shop's name over the stored legal name, address and GSTIN on invoices", async () => {
    const settings = await current();
    await saveSettings({
      ...settings,
      shopName: "Kaveri Silks",
      legalName: "Kaveri Handlooms LLP",
      address: "4 Mill Road, Kanchipuram 631501",
      state: "Tamil Nadu",
      gstin: TAMIL_NADU_GSTIN,
    });
    const placed = await placeCodOrder(2_000);
    const orderId = (placed.json() as { order: { _id: string } }).order._id;
    await setOrderStatus(shop.app, admin.headers, orderId, "Confirmed");
    const pdf = await invoiceOf(shop.app, shopper.headers, orderId);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(/^Kaveri Silks\nKaveri Handlooms LLP\n/);
    expect(text).toContain("4 Mill Road, Kanchipuram 631501");
    expect(text).toContain(`GSTIN: ${TAMIL_NADU_GSTIN}`);
    expect(text).not.toContain("Env Weavers");
    await setOrderStatus(shop.app, admin.headers, orderId, "Cancelled");
  });
});

describe("invoices in production", () => {
  it("are refused with a clear message while the seller identity is the demo one, and issued once it is set", async () => {
    const production = await startTestShop({ NODE_ENV: "production", PUBLIC_URL: "https://shop.test" });
    try {
      const seller = await aSignedInUser(production.deps.db, { userType: "Admin" });
      const shopper = await aSignedInUser(production.deps.db);
      const addressId = (await anAddress(production.deps.db, shopper.user.id)).id;
      const product = await aProduct(production.deps.db, { options: [{ original: 3_000, stock: 2 }] });
      const [option] = await production.deps.db
        .select()
        .from(buyingOptions)
        .where(eq(buyingOptions.productId, product.id));
      const placed = await production.app.inject({
        method: "POST",
        url: "/api/v1/order/cashOnDelivery",
        headers: shopper.headers,
        payload: { addressId, cart: JSON.stringify([{ productId: product.id, sizeId: option!.id, quantity: 1 }]) },
      });
      const orderId = (placed.json() as { order: { _id: string } }).order._id;
      await setOrderStatus(production.app, seller.headers, orderId, "Confirmed");

      const refused = await invoiceOf(production.app, shopper.headers, orderId);
      expect(refused.statusCode).toBe(503);
      expect((refused.json() as { message: string }).message).toMatch(/has not set its legal name and GSTIN/);

      const settings = (
        (
          await production.app.inject({ method: "GET", url: "/api/v1/site/getSettings", headers: seller.headers })
        ).json() as SettingsBody
      ).settings;
      const saved = await production.app.inject({
        method: "PUT",
        url: "/api/v1/site/updateSettings",
        headers: seller.headers,
        payload: { ...settings, state: "Tamil Nadu", gstin: TAMIL_NADU_GSTIN },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await invoiceOf(production.app, shopper.headers, orderId)).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
