import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct } from "../../test/catalogue-builders.js";
import type { FakeShiprocket } from "../../test/fake-shiprocket.js";
import { aShopWithShiprocket } from "../../test/shiprocket-shop.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";

/**
 * "Delivery by …" for a PIN code: from the couriers Shiprocket says reach it when the shop ships
 * with Shiprocket, from the shop's own directory and promise otherwise.
 */
// A Wednesday morning in India: couriers' days count from the next working day.
const NOW = new Date("2026-11-25T04:30:00Z");
let fake: FakeShiprocket;
let withCouriers: TestShop;
let closeWithCouriers: () => Promise<void>;
let byHand: TestShop;

const ask = (shop: TestShop, query: string) =>
  shop.app.inject({ method: "GET", url: `/api/v1/shipping/serviceability?${query}` });

beforeAll(async () => {
  ({ fake, shop: withCouriers, close: closeWithCouriers } = await aShopWithShiprocket({}, { now: () => NOW }));
  byHand = await startTestShop({}, { now: () => NOW });
  fake.couriers = {
    "560001": [
      { name: "Delhivery Surface", days: 4, cod: false },
      { name: "Blue Dart Air", days: 2, cod: true },
    ],
    "682001": [{ name: "Ekart", days: 5, cod: false }],
  };
});
afterAll(async () => {
  await closeWithCouriers();
  await byHand.close();
});

describe("delivery to a PIN code", () => {
  it("promises the fastest courier's day, with cash on delivery when a courier collects it, and names the place", async () => {
    const answer = await ask(withCouriers, "pincode=560001");
    expect(answer.statusCode, answer.body).toBe(200);
    // Handed over Thursday, carried two working days: Saturday 28 November.
    expect(answer.json()).toEqual({
      success: true,
      message: "Delivery by Sat, 28 Nov",
      serviceable: true,
      cod: true,
      deliveryDate: "2026-11-28",
      city: "Bengaluru",
      state: "Karnataka",
    });
    expect(fake.serviceabilityAsked.at(-1)).toEqual({ pickup: "221001", delivery: "560001", weight: "0.5" });
  });

  it("offers only online payment where no courier collects cash", async () => {
    expect((await ask(withCouriers, "pincode=682001")).json()).toMatchObject({
      serviceable: true,
      cod: false,
      city: "Ernakulam",
      state: "Kerala",
    });
  });

  it("says so where no courier goes, and for a PIN code that does not exist", async () => {
    expect((await ask(withCouriers, "pincode=744301")).json()).toMatchObject({
      serviceable: false,
      cod: false,
      deliveryDate: null,
      message: "We do not deliver to 744301 yet",
      state: "Andaman and Nicobar Islands",
    });
    expect((await ask(byHand, "pincode=999999")).json()).toMatchObject({ serviceable: false, city: null, state: null });
  });

  it("asks the couriers once per PIN code, not on every product page", async () => {
    const before = fake.serviceabilityAsked.length;
    await ask(withCouriers, "pincode=560001");
    await ask(withCouriers, "pincode=560001");
    expect(fake.serviceabilityAsked.length).toBe(before);
  });

  it("keeps its own promise while Shiprocket does not answer", async () => {
    fake.mode = "reset";
    try {
      expect((await ask(withCouriers, "pincode=110001")).json()).toMatchObject({
        serviceable: true,
        cod: true,
        deliveryDate: "2026-12-03",
        city: "New Delhi",
      });
    } finally {
      fake.mode = "up";
    }
  });

  it("without Shiprocket, promises the shop's own delivery window to any PIN code that exists", async () => {
    expect((await ask(byHand, "pincode=600004")).json()).toMatchObject({
      serviceable: true,
      cod: true,
      deliveryDate: "2026-12-03",
      city: "Chennai",
      state: "Tamil Nadu",
    });
  });

  it("answers for a product: no cash on delivery for one the seller sells prepaid only, or above the COD limit", async () => {
    const prepaidOnly = await aProduct(byHand.deps.db, { isCod: false, options: [{ original: 2000, stock: 3 }] });
    const costly = await aProduct(byHand.deps.db, { options: [{ original: 5_000_000, stock: 1 }] });
    const everyday = await aProduct(byHand.deps.db, { options: [{ original: 2000, stock: 3 }] });
    expect((await ask(byHand, `pincode=600004&productId=${prepaidOnly.id}`)).json()).toMatchObject({
      serviceable: true,
      cod: false,
    });
    expect((await ask(byHand, `pincode=600004&productId=${costly.id}`)).json()).toMatchObject({
      serviceable: true,
      cod: false,
    });
    expect((await ask(byHand, `pincode=600004&productId=${everyday.id}`)).json()).toMatchObject({
      serviceable: true,
      cod: true,
    });
    expect((await ask(byHand, "pincode=600004&productId=00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("refuses a malformed PIN code with a 400", async () => {
    for (const pincode of ["56001", "056001", "5600011", "abcdef", ""]) {
      const answer = await ask(byHand, `pincode=${pincode}`);
      expect(answer.statusCode, pincode).toBe(400);
      expect(answer.json()).toMatchObject({ message: "Enter a 6-digit PIN code" });
    }
  });
});
