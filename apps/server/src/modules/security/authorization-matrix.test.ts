import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { can, PERMISSIONS, ROLES, STAFF_ROLES, type Permission } from "@pallu/domain";
import { addresses, buyingOptions, orders, reviews } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";

/** A staff route names the permission it needs (packages/domain/src/staff.ts); the rest say who else may call. */
type Access = "public" | "user" | "verified" | "signed-webhook" | Permission;

const isStaffRoute = (access: Access): access is Permission => access in PERMISSIONS;

/**
 * Who may call what. Every route the app serves must be listed: a new route fails until it is,
 * and a staff route until it names the permission its guard checks.
 */
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
  "GET /api/v1/reports/gstr1": "reports.read",
  "GET /api/v1/reports/abandonedCheckouts": "orders.read",
  "POST /api/v1/review/createReview": "user",
  "POST /api/v1/review/updateReview": "user",
  "POST /api/v1/review/deleteReview": "user",
  "POST /api/v1/review/hideReview": "reviews.moderate",
  "POST /api/v1/payments/test-gateway/complete": "user",
  "POST /api/v1/order/cashOnDelivery": "verified",
  "POST /api/v1/order/capturePayment": "verified",
  "POST /api/v1/order/verifyPayment": "verified",
  "POST /api/v1/order/paymentFailed": "verified",
  "GET /api/v1/order/reservations": "orders.read",
  "POST /api/v1/products/getAllProduct": "catalogue.edit",
  "POST /api/v1/products/createProduct": "catalogue.edit",
  "POST /api/v1/products/updateProduct": "catalogue.edit",
  "DELETE /api/v1/products/deleteProduct": "catalogue.delete",
  "POST /api/v1/products/duplicateProduct": "catalogue.edit",
  "GET /api/v1/products/exportProducts": "catalogue.importExport",
  "POST /api/v1/products/importProducts": "catalogue.importExport",
  "GET /api/v1/orders/exportOrders": "orders.read",
  "POST /api/v1/products/category": "catalogue.edit",
  "PUT /api/v1/products/category": "catalogue.edit",
  "DELETE /api/v1/products/category": "catalogue.delete",
  "POST /api/v1/products/varient": "catalogue.edit",
  "PUT /api/v1/products/varient": "catalogue.edit",
  "DELETE /api/v1/products/varient": "catalogue.delete",
  "POST /api/v1/products/color": "catalogue.edit",
  "PUT /api/v1/products/color": "catalogue.edit",
  "DELETE /api/v1/products/color": "catalogue.delete",
  "POST /api/v1/site/addSiteData": "site.edit",
  "PUT /api/v1/site/updateSiteData": "site.edit",
  "PUT /api/v1/site/updateSiteArrangements": "site.edit",
  "PUT /api/v1/site/updateBanner": "site.edit",
  "PUT /api/v1/site/updateFooter": "site.edit",
  "GET /api/v1/site/getSettings": "settings.manage",
  "PUT /api/v1/site/updateSettings": "settings.manage",
  "GET /api/v1/user/getAllUsers": "customers.read",
  "POST /api/v1/user/getAllUsers": "customers.read",
  "DELETE /api/v1/user/deleteUser": "customers.delete",
  "POST /api/v1/order/cancelOrder": "orders.cancel",
  "POST /api/v1/order/openReturn": "orders.openReturn",
  "PUT /api/v1/site/updateBrandImage/:kind": "settings.manage",
  "DELETE /api/v1/site/deleteBrandImage/:kind": "settings.manage",
  "POST /api/v1/products/addAttributeValue": "catalogue.edit",
  "GET /api/v1/products/getPictureImport": "catalogue.importExport",
  "POST /api/v1/order/updateOrder": "orders.update",
  "POST /api/v1/order/getOrders": "orders.read",
  "POST /api/v1/order/bulkUpdateOrders": "orders.update",
  "POST /api/v1/order/packingSlips": "orders.pack",
  "POST /api/v1/order/getAwaitingCodOrders": "orders.read",
  "POST /api/v1/order/returnedToOrigin": "orders.deliver",
  "POST /api/v1/user/getCustomer": "customers.read",
  "POST /api/v1/user/setCashOnDelivery": "customers.update",
  "POST /api/v1/products/getGraphData": "dashboard.view",
  "GET /api/v1/promotions/getAllPromotions": "promotions.manage",
  "POST /api/v1/promotions/createPromotion": "promotions.manage",
  "PUT /api/v1/promotions/updatePromotion": "promotions.manage",
  "DELETE /api/v1/promotions/deletePromotion": "promotions.manage",
  "POST /api/v1/promotions/generateCodes": "promotions.manage",
  "GET /api/v1/promotions/exportCodes": "promotions.manage",
  "POST /api/v1/payments/razorpay/webhook": "signed-webhook",
  "POST /api/v1/shipping/shiprocket/webhook": "signed-webhook",
  "POST /api/v1/courier/tracking": "signed-webhook",
  "GET /api/v1/shipping/getShipment": "orders.read",
  "GET /api/v1/shipping/getCourierRates": "orders.ship",
  "POST /api/v1/shipping/createShipment": "orders.ship",
  "POST /api/v1/shipping/assignAwb": "orders.ship",
  "POST /api/v1/shipping/requestPickup": "orders.ship",
  "POST /api/v1/shipping/cancelShipment": "orders.ship",
  "GET /api/v1/shipping/label": "orders.ship",
  "GET /api/v1/shipping/manifest": "orders.ship",
  "GET /api/v1/shipping/getDeliveryProblems": "orders.read",
  "POST /api/v1/staff/inviteStaff": "staff.manage",
  "GET /api/v1/staff/getStaff": "staff.manage",
  "PUT /api/v1/staff/updateStaff": "staff.manage",
  "DELETE /api/v1/staff/removeStaff": "staff.manage",
  "POST /api/v1/staff/acceptInvite": "public",
  "GET /api/v1/audit/getAuditLog": "audit.read",
  "GET /api/v1/payments/link/:token": "public",
  "POST /api/v1/payments/link/:token/test-pay": "public",
  "GET /api/v1/site/shippingCountries": "public",
  "POST /api/v1/order/getCartPrices": "public",
  "GET /api/v1/user/getMeasurementProfiles": "user",
  "POST /api/v1/user/saveMeasurementProfile": "user",
  "POST /api/v1/user/removeMeasurementProfile": "user",
  "POST /api/v1/order/sendMeasurements": "user",
  "POST /api/v1/order/createCounterOrder": "orders.createCounter",
  "POST /api/v1/order/getPaymentLink": "orders.paymentLinks",
  "POST /api/v1/order/sendPaymentLink": "orders.paymentLinks",
  "POST /api/v1/order/cancelPaymentLink": "orders.paymentLinks",
  "POST /api/v1/order/getOrderNotes": "orders.read",
  "POST /api/v1/order/addOrderNote": "orders.notes",
  "POST /api/v1/user/getCustomerNotes": "customers.read",
  "POST /api/v1/user/addCustomerNote": "orders.notes",
  "GET /api/v1/order/commercialInvoice/:orderId": "orders.ship",
  "GET /api/v1/site/sellingAbroad": "settings.manage",
  "PUT /api/v1/site/sellingAbroad": "settings.manage",
  "GET /api/v1/admin/workOrders": "orders.tailoring",
  "POST /api/v1/admin/moveWorkOrder": "orders.tailoring",
  "POST /api/v1/admin/remindMeasurements": "orders.tailoring",
  "POST /api/v1/admin/jobCard": "orders.tailoring",
};

const shop = useTestShop();
const customer = useSignedInUser(shop);
const unverified = useSignedInUser(shop, { isVerified: false });
const staff = Object.fromEntries(STAFF_ROLES.map((role) => [role, useSignedInUser(shop, { role })]));

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
      if (isStaffRoute(access)) expect(statusCode, route).toBe(403);
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

  it("guards each staff route by the permission the matrix names", () => {
    const guarded = Object.fromEntries(apiRoutes().map((route) => [`${route.method} ${route.url}`, route.permission]));
    for (const [route, access] of Object.entries(MATRIX)) expect(guarded[route], route).toBe(isStaffRoute(access) ? access : undefined);
  });

  it.each(STAFF_ROLES)("answers the %s role on every staff route as the role table says", async (role) => {
    for (const [route, access] of Object.entries(MATRIX)) {
      if (!isStaffRoute(access)) continue;
      const response = await callAs(route, staff[role]!.headers);
      if (can(role, access)) expect([401, 403], `${ROLES[role].title}: ${route}`).not.toContain(response.statusCode);
      else {
        expect(response.statusCode, `${ROLES[role].title}: ${route}`).toBe(403);
        expect(response.json()).toMatchObject({ message: `Your role (${ROLES[role].title}) does not allow this` });
      }
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
