import { describe, expect, it } from "vitest";
import { useTestShop } from "../test/file-fixtures.js";

/**
 * The API table of docs/api.md#the-calls, row by row: each path with the methods the spec gives it. Where the spec names a call
 * without its method, the methods are those docs/api.md records. Each row is called in the other
 * contract files; this one proves that none is missing from the server.
 */
export const SPEC_CALLS: [path: string, methods: string[]][] = [
  ["/auth/sendOTP", ["POST"]],
  ["/auth/getVerificationLink", ["POST"]],
  ["/auth/verification", ["POST"]],
  ["/auth/getResetPasswordLink", ["POST"]],
  ["/auth/resetPassword", ["POST"]],
  ["/auth/addEmailOrPhone", ["PUT"]],
  ["/user/signup", ["POST"]],
  ["/user/signin", ["POST"]],
  ["/user/getToken", ["GET", "POST"]],
  ["/user/getUser", ["GET"]],
  ["/user/updateUser", ["POST"]],
  ["/user/deleteUser", ["DELETE"]],
  ["/user/getAllUsers", ["GET", "POST"]],
  ["/user/getAddress", ["GET"]],
  ["/user/addAddress", ["POST"]],
  ["/user/updateAddress", ["POST"]],
  ["/user/removeAddress", ["POST"]],
  ["/products/getAllProduct", ["GET", "POST"]],
  ["/products/getProduct", ["POST"]],
  ["/products/createProduct", ["POST"]],
  ["/products/updateProduct", ["POST"]],
  ["/products/deleteProduct", ["DELETE"]],
  ["/products/category", ["GET", "POST", "PUT", "DELETE"]],
  ["/products/varient", ["POST", "PUT", "DELETE"]],
  ["/products/getColors", ["GET", "POST"]],
  ["/products/getGraphData", ["POST"]],
  ["/order/updateMyCart", ["POST"]],
  ["/order/updateMyWishlist", ["POST"]],
  ["/order/getMyCart", ["POST"]],
  ["/order/getMyWishlist", ["POST"]],
  ["/order/getMyOrders", ["POST"]],
  ["/order/getOrders", ["POST"]],
  ["/order/cancelMyOrder", ["POST"]],
  ["/order/cancelOrder", ["POST"]],
  ["/order/returnOrder", ["POST"]],
  ["/order/capturePayment", ["POST"]],
  ["/order/verifyPayment", ["POST"]],
  ["/order/cashOnDelivery", ["POST"]],
  ["/order/updateOrder", ["POST"]],
  ["/review/getReview", ["GET"]],
  ["/review/createReview", ["POST"]],
  ["/review/updateReview", ["POST"]],
  ["/review/deleteReview", ["POST"]],
  ["/site/getSiteData", ["GET"]],
  ["/site/addSiteData", ["POST"]],
  ["/site/updateSiteData", ["PUT"]],
  ["/site/updateSiteArrangements", ["PUT"]],
  ["/site/getBanner", ["GET", "POST"]],
  ["/site/updateBanner", ["PUT"]],
  ["/site/getFooter", ["GET", "POST"]],
  ["/site/updateFooter", ["PUT"]],
];

const shop = useTestShop();

describe("the spec's API table", () => {
  it.each(SPEC_CALLS)("%s is served with %j", (path, methods) => {
    const served = shop.app.routeTable.filter((route) => route.url === `/api/v1${path}`).map((route) => route.method);
    expect(served).toEqual(expect.arrayContaining(methods));
  });
});
