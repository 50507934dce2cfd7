import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestShop } from "../test/test-app.js";
import { aSignedInUser } from "../test/user-builders.js";
import { BARE_KINDS, startListeningShop, type SpecClient } from "./spec-client.js";
import { answerOf, read } from "./spec-entities.js";

/**
 * Every call that needs no fields, sent the ways clients send "no data": no body, an empty form
 * (what `post(url)` sends), empty JSON, `{}`, `null`, empty text and an empty multipart form.
 */

let shop: TestShop;
let guest: SpecClient;
let customer: SpecClient;
let admin: SpecClient;

beforeAll(async () => {
  ({ shop, guest, admin } = await startListeningShop());
  customer = guest.as((await aSignedInUser(shop.deps.db)).token);
});
afterAll(() => shop.close());

const CUSTOMER_CALLS = ["/order/getMyCart", "/order/getMyWishlist", "/order/getMyOrders", "/order/getStoreCredit", "/user/getToken"];
const ADMIN_CALLS = ["/products/getGraphData", "/products/getAllProduct", "/user/getAllUsers"];
const PUBLIC_CALLS = ["/products/getColors", "/site/getBanner", "/site/getFooter"];

describe.each(BARE_KINDS)("a POST with %s", (kind) => {
  it("is answered by every customer call that needs no fields", async () => {
    for (const path of CUSTOMER_CALLS) read(answerOf({}), await customer.bare("POST", path, kind));
  });

  it("is answered by every admin call that needs no fields", async () => {
    for (const path of ADMIN_CALLS) read(answerOf({}), await admin.bare("POST", path, kind));
  });

  it("is answered by every public read the spec names without a method", async () => {
    for (const path of PUBLIC_CALLS) read(answerOf({}), await guest.bare("POST", path, kind));
  });

  it("reaches the verification link's own rule rather than a refusal of the body", async () => {
    const answer = await customer.bare("POST", "/auth/getVerificationLink", kind);
    expect(answer).toMatchObject({ status: 409, body: { message: "Your account is already verified" } });
  });

  it("logs out", async () => {
    const session = guest.as((await aSignedInUser(shop.deps.db)).token);
    read(answerOf({}), await session.bare("POST", "/user/logout", kind));
    expect((await session.get("/user/getUser")).status).toBe(401);
  });
});

describe("a body the shop cannot read", () => {
  it("is refused with 415 when its type is not one the shop reads, and changes nothing", async () => {
    const answer = await customer.raw("POST", "/order/updateMyCart", new Uint8Array([1, 2, 3]), "application/octet-stream");
    expect(answer).toMatchObject({ status: 415, body: { success: false, message: "Unsupported content type" } });
  });

  it("is refused with 400 when its JSON is broken, and changes nothing", async () => {
    const answer = await customer.raw("POST", "/order/updateMyWishlist", '{"wishlist": [', "application/json");
    expect(answer).toMatchObject({ status: 400, body: { success: false, message: "The request body is not valid JSON" } });
    expect(read(answerOf({}), await customer.bare("POST", "/order/getMyWishlist", "no body")).wishlist).toEqual([]);
  });
});
