import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { addresses, buyingOptions, orders, reviews } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";

type Access = "public" | "user" | "verified" | "admin" | "signed-webhook";

/** Who may call what. Every route the app serves must be listed: a new route fails until it is. */
const MATRIX: Record<string, Access> = {
  "GET /api/v1/health": "public",
  "GET /api/v1/health/live": "public",
  "GET /api/v1/health/ready": "public",
  "GET /api/v1/shipping/serviceability": "public",
  "GET /api/v1/products/getAllProduct": "public",
  "POST /api/v1/products/getProduct": "public",
  "GET /api/v1/products/getProduct": "public",
  "GET /api/v1/products/category": "public",
  "GET /api/v1/products/getColors": "public",
  "POST /api/v1/products/getColors": "public",
  "GET /api/v1/products/getSizes": "public",
  "GET /api/v1/products/getPriceRanges": "public",
  "GET /api/v1/products/getSearchSuggestions": "public",
  "GET /api/v1/site/getSiteData": "public",
  "GET /api/v1/site/getBanner": "public",
  "POST /api/v1/site/getBanner": "public",
  "GET /api/v1/site/getFooter": "public",
  "GET /api/v1/site/getBrand": "public",
  "POST /api/v1/site/getBrand": "public",
  "GET /api/v1/products/getAttributeValues": "public",
  "POST /api/v1/site/getFooter": "public",
  "GET /api/v1/site/getPolicies": "public",
  "GET /api/v1/review/getReview": "public",
  "GET /api/v1/promotions/getOffers": "public",
  "POST /api/v1/user/signin": "public",
  "POST /api/v1/auth/sendOTP": "public",
  "POST /api/v1/user/signup": "public",
  "POST /api/v1/auth/getResetPasswordLink": "public",
  "POST /api/v1/auth/resetPassword": "public",
  "GET /api/v1/dev/outbox": "public",
  // A reminder's links carry their own secret: the shopper may not be signed in on the device that opens the mail.
  "GET /api/v1/recovery/restoreCart": "public",
  "GET /api/v1/recovery/stopReminders": "public",
  // A cash-on-delivery confirmation link carries its own secret, for a phone that is not signed in.
  "GET /api/v1/order/confirmCod": "public",
  "POST /api/v1/order/confirmCod": "public",
  "POST /api/v1/user/logout": "user",
  "GET /api/v1/user/getUser": "user",
  "GET /api/v1/user/getToken": "user",
  "GET /api/v1/user/getCashOnDelivery": "user",
  "GET /api/v1/user/whatsapp": "user",
  "PUT /api/v1/user/whatsapp": "user",
  "POST /api/v1/user/getToken": "user",
  "PUT /api/v1/auth/addEmailOrPhone": "user",
  "POST /api/v1/auth/getVerificationLink": "user",
  "POST /api/v1/auth/verification": "user",
  "POST /api/v1/user/updateUser": "user",
  "GET /api/v1/user/getAddress": "user",
  "POST /api/v1/user/addAddress": "user",
  "POST /api/v1/user/updateAddress": "user",
  "POST /api/v1/user/removeAddress": "user",
  "POST /api/v1/order/updateMyCart": "user",
  "POST /api/v1/order/getMyCart": "user",
  "POST /api/v1/order/checkoutStarted": "user",
  "POST /api/v1/order/getCheckoutQuote": "user",
  "POST /api/v1/products/notifyMe": "user",
  "POST /api/v1/products/notifyLikeThis": "user",
  "POST /api/v1/order/updateMyWishlist": "user",
  "POST /api/v1/order/getMyWishlist": "user",
  "POST /api/v1/order/getMyOrders": "user",
  "POST /api/v1/order/confirmCashOnDelivery": "user",
  "POST /api/v1/order/cancelMyOrder": "user",
  "POST /api/v1/order/returnOrder": "user",
  "POST /api/v1/order/getStoreCredit": "user",
  "GET /api/v1/order/invoice/:orderId": "user",
  "GET /api/v1/order/creditNote/:orderId": "user",
  "GET /api/v1/reports/gstr1": "admin",
  "GET /api/v1/reports/abandonedCheckouts": "admin",
  "POST /api/v1/review/createReview": "user",
  "POST /api/v1/review/updateReview": "user",
  "POST /api/v1/review/deleteReview": "user",
  "POST /api/v1/review/hideReview": "admin",
  "POST /api/v1/payments/test-gateway/complete": "user",
  "POST /api/v1/order/cashOnDelivery": "verified",
  "POST /api/v1/order/capturePayment": "verified",
  "POST /api/v1/order/verifyPayment": "verified",
  "POST /api/v1/order/paymentFailed": "verified",
  "GET /api/v1/order/reservations": "admin",
  "POST /api/v1/products/getAllProduct": "admin",
  "POST /api/v1/products/createProduct": "admin",
  "POST /api/v1/products/updateProduct": "admin",
  "DELETE /api/v1/products/deleteProduct": "admin",
  "POST /api/v1/products/duplicateProduct": "admin",
  "GET /api/v1/products/exportProducts": "admin",
  "POST /api/v1/products/importProducts": "admin",
  "GET /api/v1/orders/exportOrders": "admin",
  "POST /api/v1/products/category": "admin",
  "PUT /api/v1/products/category": "admin",
  "DELETE /api/v1/products/category": "admin",
  "POST /api/v1/products/varient": "admin",
  "PUT /api/v1/products/varient": "admin",
  "DELETE /api/v1/products/varient": "admin",
  "POST /api/v1/products/color": "admin",
  "PUT /api/v1/products/color": "admin",
  "DELETE /api/v1/products/color": "admin",
  "POST /api/v1/site/addSiteData": "admin",
  "PUT /api/v1/site/updateSiteData": "admin",
  "PUT /api/v1/site/updateSiteArrangements": "admin",
  "PUT /api/v1/site/updateBanner": "admin",
  "PUT /api/v1/site/updateFooter": "admin",
  "GET /api/v1/site/getSettings": "admin",
  "PUT /api/v1/site/updateSettings": "admin",
  "GET /api/v1/user/getAllUsers": "admin",
  "POST /api/v1/user/getAllUsers": "admin",
  "DELETE /api/v1/user/deleteUser": "admin",
  "POST /api/v1/order/cancelOrder": "admin",
  "POST /api/v1/order/openReturn": "admin",
  "PUT /api/v1/site/updateBrandImage/:kind": "admin",
  "DELETE /api/v1/site/deleteBrandImage/:kind": "admin",
  "POST /api/v1/products/addAttributeValue": "admin",
  "GET /api/v1/products/getPictureImport": "admin",
  "POST /api/v1/order/updateOrder": "admin",
  "POST /api/v1/order/getOrders": "admin",
  "POST /api/v1/order/bulkUpdateOrders": "admin",
  "POST /api/v1/order/packingSlips": "admin",
  "POST /api/v1/order/getAwaitingCodOrders": "admin",
  "POST /api/v1/order/returnedToOrigin": "admin",
  "POST /api/v1/user/getCustomer": "admin",
  "POST /api/v1/user/setCashOnDelivery": "admin",
  "POST /api/v1/products/getGraphData": "admin",
  "GET /api/v1/promotions/getAllPromotions": "admin",
  "POST /api/v1/promotions/createPromotion": "admin",
  "PUT /api/v1/promotions/updatePromotion": "admin",
  "DELETE /api/v1/promotions/deletePromotion": "admin",
  "POST /api/v1/promotions/generateCodes": "admin",
  "GET /api/v1/promotions/exportCodes": "admin",
  "POST /api/v1/payments/razorpay/webhook": "signed-webhook",
  "POST /api/v1/shipping/shiprocket/webhook": "signed-webhook",
  "POST /api/v1/courier/tracking": "signed-webhook",
  "GET /api/v1/shipping/getShipment": "admin",
  "GET /api/v1/shipping/getCourierRates": "admin",
  "POST /api/v1/shipping/createShipment": "admin",
  "POST /api/v1/shipping/assignAwb": "admin",
  "POST /api/v1/shipping/requestPickup": "admin",
  "POST /api/v1/shipping/cancelShipment": "admin",
  "GET /api/v1/shipping/label": "admin",
  "GET /api/v1/shipping/manifest": "admin",
  "GET /api/v1/shipping/getDeliveryProblems": "admin",
};

const shop = useTestShop();
const customer = useSignedInUser(shop);
const unverified = useSignedInUser(shop, { isVerified: false });
const admin = useSignedInUser(shop, { userType: "Admin" });

const apiRoutes = () => shop.app.routeTable.filter((route) => route.url.startsWith("/api/v1"));

async function callAs(route: string, headers: Record<string, string>) {
  const [method, url] = route.split(" ") as [string, string];
  const target = url.replace(":orderId", "00000000-0000-4000-8000-000000000000");
  const hasBody = method !== "GET";
  return shop.app.inject({
    method: method as "GET",
    url: target,
    headers: { ...headers, ...(hasBody ? { "content-type": "application/json" } : {}) },
    ...(hasBody ? { payload: "{}" } : {}),
  });
}

describe("the authorization matrix", () => {
  it("lists every route the app serves, and no route it does not serve", () => {
    const served = apiRoutes()
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(served).toEqual(Object.keys(MATRIX).sort());
  });

  it("turns guests away from everything but public routes", async () => {
    for (const [route, access] of Object.entries(MATRIX)) {
      const { statusCode } = await callAs(route, {});
      if (access === "public") expect([401, 403], route).not.toContain(statusCode);
      else expect(statusCode, route).toBe(401);
    }
  });

  it("lets a verified customer through every route but the admin's", async () => {
    for (const [route, access] of Object.entries(MATRIX)) {
      if (access === "signed-webhook" || route === "POST /api/v1/user/logout") continue;
      const { statusCode } = await callAs(route, customer.headers);
      if (access === "admin") expect(statusCode, route).toBe(403);
      else expect([401, 403], route).not.toContain(statusCode);
    }
  });

  it("keeps unverified customers from paying", async () => {
    for (const [route, access] of Object.entries(MATRIX)) {
      if (access !== "verified") continue;
      const response = await callAs(route, unverified.headers);
      expect(response.statusCode, route).toBe(403);
      expect(response.json()).toMatchObject({ message: "Please verify your account from manage account" });
    }
  });

  it("lets an admin through every admin route", async () => {
    for (const [route, access] of Object.entries(MATRIX)) {
      if (access !== "admin") continue;
      const { statusCode } = await callAs(route, admin.headers);
      expect([401, 403], route).not.toContain(statusCode);
    }
  });
});

describe("objects belong to their owner", () => {
  it("customer B can neither read nor change customer A's order, address or review", async () => {
    const a = await aSignedInUser(shop.deps.db);
    const b = await aSignedInUser(shop.deps.db);
    const address = await anAddress(shop.deps.db, a.user.id);
    const product = await aProduct(shop.deps.db, { options: [{ original: 900, stock: 5 }] });
    const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, product.id));
    const placed = await payCod(shop, { headers: a.headers, addressId: address.id }, [{ productId: product.id, sizeId: option!.id, quantity: 1 }]);
    const orderId = (placed.json() as { order: { _id: string } }).order._id;
    const review = await shop.post("/review/createReview", a.headers, { productId: product.id, stars: 4, review: "Mine" });
    const reviewId = (review.json() as { savedReview: { _id: string } }).savedReview._id;

    const attempts = [
      { method: "POST", url: "/api/v1/order/getMyOrders", payload: { orderId } },
      { method: "POST", url: "/api/v1/order/cancelMyOrder", payload: { orderId } },
      { method: "POST", url: "/api/v1/order/confirmCashOnDelivery", payload: { orderId } },
      { method: "POST", url: "/api/v1/order/returnOrder", payload: { orderId, reason: "not mine" } },
      { method: "GET", url: `/api/v1/order/invoice/${orderId}` },
      {
        method: "POST",
        url: "/api/v1/user/updateAddress",
        payload: {
          id: address.id,
          name: "Thief",
          addressLine1: "Elsewhere",
          city: "Chennai",
          state: "Tamil Nadu",
          pinCode: "600001",
          phoneNumber: "9000000000",
        },
      },
      { method: "POST", url: "/api/v1/user/removeAddress", payload: { id: address.id } },
      { method: "POST", url: "/api/v1/review/updateReview", payload: { reviewId, stars: 1, review: "hijacked" } },
      { method: "POST", url: "/api/v1/review/deleteReview", payload: { reviewId } },
    ] as const;
    for (const attempt of attempts) {
      const response = await shop.app.inject({ ...attempt, headers: b.headers } as InjectOptions);
      expect([403, 404], `${attempt.method} ${attempt.url}`).toContain(response.statusCode);
      expect(response.body).not.toContain("Lakshmi");
    }
    const [order] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe("pending");
    const [kept] = await shop.deps.db.select().from(addresses).where(eq(addresses.id, address.id));
    expect(kept!.name).toBe("Lakshmi Narayanan");
    const [stillThere] = await shop.deps.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(stillThere!.review).toBe("Mine");
    const list = await shop.app.inject({ method: "GET", url: "/api/v1/user/getAddress", headers: b.headers });
    expect((list.json() as { address: unknown[] }).address).toEqual([]);
  });
});
