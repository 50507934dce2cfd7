import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { aChennaiAddress, aSignedInUser, type SignedInUser } from "../../test/user-builders.js";

/** Who may take which counter order: Support within the owner's discount limit, money already received only by owners and managers. */
let shop: TestShop;
let support: SignedInUser;
let owner: SignedInUser;

beforeAll(async () => {
  shop = await startTestShop();
  support = await aSignedInUser(shop.deps.db, { role: "support" });
  owner = await aSignedInUser(shop.deps.db, { role: "owner" });
});
afterAll(() => shop.close());

let phones = 0;
const aChatCustomer = () => ({
  customer: { fullname: "Meenakshi Iyer", phone: `97${String(Date.now() % 1e6).padStart(6, "0")}${String((phones += 1) % 100).padStart(2, "0")}` },
  address: aChennaiAddress,
});

async function aCounterOrder(by: SignedInUser, extra: object) {
  const saree = await aSaree(shop.deps.db, { stock: 3, price: 8000 });
  const response = await shop.post("/order/createCounterOrder", by.headers, {
    ...aChatCustomer(),
    cart: JSON.stringify([{ ...saree, quantity: 1 }]),
    ...extra,
  });
  return { response, saree };
}

describe("a counter order's discount and payment, by role", () => {
  it("lets Support give a discount within the owner's limit", async () => {
    const { response } = await aCounterOrder(support, { paymentType: "COD", discount: 500, discountReason: "Regular customer" });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("refuses Support a discount above the limit, and takes nothing", async () => {
    const { response, saree } = await aCounterOrder(support, { paymentType: "COD", discount: 501, discountReason: "Festival" });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Discounts above ₹500 need an owner or a manager");
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(3);
  });

  it("refuses Support to record money as already received, and leaves it to the owner", async () => {
    const refused = await aCounterOrder(support, { paymentType: "paid", reference: "UPI 412345678901" });
    expect(refused.response.statusCode).toBe(403);
    expect(await stockOf(shop.deps.db, refused.saree.sizeId)).toBe(3);

    const recorded = await aCounterOrder(owner, { paymentType: "paid", reference: "UPI 412345678902" });
    expect(recorded.response.statusCode, recorded.response.body).toBe(200);
    const orderId = recorded.response.json().order._id as string;
    const [row] = await shop.deps.db.select({ paymentReference: orders.paymentReference }).from(orders).where(eq(orders.id, orderId));
    expect(row?.paymentReference).toBe("UPI 412345678902");
  });
});
