import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import { after, before, test } from "node:test";
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, screenshotsDir } from "./support/browser.mjs";
import { call, signIn, verifiedCustomer } from "./support/shop-api.mjs";

const ADMIN = { email: "admin@pallu.test", password: "admin-password-1" };

/** Places a cash-on-delivery order of `quantity` pieces of one in-stock, COD-able product. */
async function placeCodOrder(customer, { pick = 0, quantity = 1 } = {}) {
  const { products } = await call("GET", "/products/getAllProduct", {
    query: { limit: 30, payment: "Off", availibility: "true" },
  });
  const candidates = products.filter(
    (product) => product.isCOD && product.buyingOption.some((option) => option.stock > quantity),
  );
  const product = candidates[pick % candidates.length];
  const option = product.buyingOption.find((candidate) => candidate.stock > quantity);
  const { address } = await call("POST", "/user/addAddress", {
    token: customer.token,
    body: {
      name: customer.fullname,
      addressLine1: "14 Kapaleeshwarar Koil Street",
      addressLine2: "Mylapore",
      city: "Chennai",
      state: "Tamil Nadu",
      pinCode: "600004",
      phoneNumber: "9876543210",
    },
  });
  const cart = JSON.stringify([{ productId: product._id, subDetailId: option._id, quantity }]);
  const { order } = await call("POST", "/order/cashOnDelivery", {
    token: customer.token,
    body: { addressId: address.at(-1)._id, cart },
  });
  return { order, product };
}

/** Holds a request back for a moment, so its loading toast (and a second press) can be seen. */
async function slowDown(page, pathPart, ms = 900) {
  await page.route(`**${pathPart}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** The same screen on a phone and on a desktop; full-page shots start from the top. */
async function captureBoth(page, name) {
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => globalThis.scrollTo(0, 0));
    await page.waitForTimeout(350);
    await screenshot(page, `orders-${name}-${label}`);
  }
}

/** What is on screen: a section below the fold scrolled to (when given), or an open dialog. */
async function captureSection(page, locator, name) {
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ]) {
    await page.setViewportSize(viewport);
    await locator?.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await page.waitForTimeout(350);
    await mkdir(screenshotsDir, { recursive: true });
    await page.screenshot({ path: `${screenshotsDir}orders-${name}-${label}.png` });
  }
}

/** The reviews load once the shopper scrolls near them. */
async function scrollToReviews(page) {
  const reviews = page.locator("#reviews");
  for (let attempt = 0; attempt < 20 && (await reviews.count()) === 0; attempt += 1) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(200);
  }
  await reviews.getByRole("heading", { name: "Customer Reviews" }).scrollIntoViewIfNeeded();
  return reviews;
}

let browser;
let page;
let customer;
let adminToken;
let cancelledOrderId;
let deliveredProduct;

before(async () => {
  browser = await launchBrowser();
  [customer, adminToken] = await Promise.all([verifiedCustomer("Lakshmi Narayanan"), signIn(ADMIN)]);
  page = await browser.newPage({ viewport: DESKTOP });
});
after(async () => {
  await browser?.close();
});

test("a customer finds a new cash-on-delivery order in My Orders and cancels it; a second press meanwhile says 'Wait'", async () => {
  const { order } = await placeCodOrder(customer, { pick: 3 });
  cancelledOrderId = order._id;
  const publicId = order.orderDetails.public_order_id;

  await page.goto(`${baseUrl()}/orders`);
  await page.waitForURL(/\/login\?next=%2Forders$/);
  await page.getByRole("textbox", { name: "Email" }).fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/orders$/);

  const card = page.getByRole("link", { name: new RegExp(publicId) });
  await card.waitFor();
  assert.match(await card.innerText(), /Pending/);
  await captureBoth(page, "list");

  await card.click();
  await page.waitForURL(new RegExp(`/orders/${order._id}$`));
  await page.getByRole("heading", { level: 1, name: `#${publicId}` }).waitFor();
  await page.getByText("Pending (Cash)").waitFor();
  assert.equal(
    await page.getByRole("link", { name: /Invoice/ }).count(),
    0,
    "no invoice before the order is confirmed",
  );
  assert.equal(await page.getByRole("link", { name: /Track Package/ }).count(), 0, "no tracking before shipping");
  assert.equal(await page.getByRole("button", { name: "Return" }).count(), 0, "nothing to return before delivery");
  await captureBoth(page, "detail-pending");

  await slowDown(page, "/order/cancelMyOrder");
  const cancel = page.getByRole("button", { name: /Cancel Order|Cancelling/ });
  await cancel.click();
  // Asked first, with what happens to the money.
  await page.getByText("Nothing to pay: a cash-on-delivery order is simply not sent.").waitFor();
  await captureBoth(page, "cancel-confirm");
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await page.getByText("Canceling the order").waitFor();
  await cancel.click();
  await page.getByText("Wait", { exact: true }).waitFor();

  await page.getByText("Not Done (Cash)").waitFor();
  assert.match(await page.locator("main header").innerText(), /Cancelled/);
  assert.equal(
    await page.getByRole("button", { name: /Cancel Order/ }).count(),
    0,
    "a cancelled order cannot be cancelled again",
  );
  await page.unroute("**/order/cancelMyOrder");
  await captureBoth(page, "detail-cancelled");
});

test("the return form of an order that cannot be returned leads back to the order", async () => {
  await page.goto(`${baseUrl()}/return/${cancelledOrderId}`);
  await page.waitForURL(new RegExp(`/orders/${cancelledOrderId}$`));
});

test("a delivered order offers invoice, tracking and return, and is returned in part", async () => {
  const { order, product } = await placeCodOrder(customer, { pick: 1, quantity: 2 });
  deliveredProduct = product;
  for (const step of [
    { status: "Confirmed" },
    { status: "Shipped", courier: "Delhivery", awbCode: "DLV4455667788" },
    { status: "DELIVERED" },
  ]) {
    await call("POST", "/order/updateOrder", { token: adminToken, body: { orderId: order._id, ...step } });
  }

  await page.goto(`${baseUrl()}/orders/${order._id}`);
  await page.getByText("Paid (Cash)").waitFor();
  const invoice = page.getByRole("link", { name: /Invoice/ });
  assert.equal(await invoice.getAttribute("href"), `/api/v1/order/invoice/${order._id}`);
  const invoiceResponse = await page.request.get(`${baseUrl()}/api/v1/order/invoice/${order._id}`);
  assert.equal(
    invoiceResponse.headers()["content-type"],
    "application/pdf",
    "the invoice opens as a PDF for its owner",
  );
  assert.equal(
    await page.getByRole("link", { name: /Track Package/ }).getAttribute("href"),
    "https://www.delhivery.com/track/package/DLV4455667788",
    "tracking opens the page of the carrier that holds the parcel",
  );
  assert.equal(
    await page.getByRole("button", { name: /Cancel Order/ }).count(),
    0,
    "a delivered order cannot be cancelled",
  );
  await captureBoth(page, "detail-delivered");

  await page.getByRole("button", { name: "Return", exact: true }).click();
  await page.waitForURL(new RegExp(`/return/${order._id}$`));
  const more = page.getByRole("button", { name: `Return one more ${order.cart[0].name}` });
  await more.waitFor();
  await page.getByRole("button", { name: "Return Selected" }).click();
  await page.getByText("Choose at least one item to return").waitFor();
  await page.getByText("Please tell us why you are returning").waitFor();
  await captureBoth(page, "return-errors");

  await more.click();
  await more.click();
  assert.ok(await more.isDisabled(), "no more can be returned than was bought");
  await page.getByRole("button", { name: `Return one fewer ${order.cart[0].name}` }).click();
  await page.getByLabel(/Reason for return/).fill("The border colour is darker than in the photos.");
  await captureBoth(page, "return-filled");

  await slowDown(page, "/order/returnOrder");
  await page.getByRole("button", { name: "Return Selected" }).click();
  await page.getByText("Returing").waitFor();
  await page.waitForURL((url) => url.pathname.startsWith("/orders/") && !url.pathname.endsWith(order._id));
  await page.getByText("The border colour is darker than in the photos.").waitFor();
  assert.match(await page.locator("main header").innerText(), /Return Requested/);
  assert.match(await page.locator("main").innerText(), /Qty:\s*1/);
  await page.unroute("**/order/returnOrder");
  await captureBoth(page, "return-requested");
  const returnId = new URL(page.url()).pathname.split("/").at(-1);

  await page.goto(`${baseUrl()}/orders/${order._id}`);
  const returns = page.getByRole("list", { name: "Returns of this order" });
  await returns.getByRole("list", { name: "Return progress" }).waitFor();
  assert.match(
    await returns.locator('[aria-current="step"]').innerText(),
    /Return Requested/,
    "the original order shows where its return is",
  );
  const { orders: asked } = await call("POST", "/order/getMyOrders", { token: customer.token, body: { orderId: returnId } });
  const worth = `₹${asked.totalPrice.toLocaleString("en-IN")}`;
  const promised = {
    refund: `Up to ${worth} refund once the pieces are checked`,
    storeCredit: `Up to ${worth} store credit once the pieces are checked`,
    exchange: "An exchange for another size",
  }[asked.returnResolution];
  await returns.getByText(promised).waitFor();
  assert.equal(
    await returns.getByRole("link", { name: "View the return" }).getAttribute("href"),
    `/orders/${returnId}`,
  );
  await captureBoth(page, "detail-with-return");
});

test("a verified shopper posts, edits and deletes a review, and the product's rating follows", async () => {
  const productId = deliveredProduct._id;
  const ratingLine = async () => (await call("POST", "/products/getProduct", { body: { id: productId } })).product;
  const summaryText = (product) =>
    product.reviewCount === 0
      ? "No reviews yet"
      : `${product.rating.toFixed(1)} · ${product.reviewCount === 1 ? "1 review" : `${product.reviewCount} reviews`}`;
  const header = page.locator("main h1").locator("..");

  await page.goto(`${baseUrl()}/product/${productId}`);
  await header.getByText(summaryText(await ratingLine())).waitFor();
  const reviews = await scrollToReviews(page);
  const stars = page.getByRole("slider", { name: "Your rating" });
  await stars.waitFor();
  assert.equal(await stars.getAttribute("title"), "Your rating");

  await slowDown(page, "/review/createReview", 600);
  await stars.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await stars.getAttribute("aria-valuenow"), "4.5");
  await page.getByLabel("Your review").fill("The temple border is woven, not printed. <b>Worth every rupee</b>.");
  await page.getByRole("button", { name: "Post Review" }).click();
  await page.getByText("Posting Review").waitFor();
  const mine = reviews.getByRole("article").filter({ hasText: customer.fullname });
  await mine.getByText("Verified Shopper").waitFor();
  await mine.getByText("<b>Worth every rupee</b>", { exact: false }).waitFor();
  await header.getByText(summaryText(await ratingLine())).waitFor();
  await captureSection(page, reviews, "review-posted");

  await slowDown(page, "/review/updateReview", 600);
  await mine.getByRole("button", { name: "Edit" }).click();
  await stars.focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.equal(await stars.getAttribute("aria-valuenow"), "1.5");
  await captureSection(page, reviews, "review-editing");
  await page.getByRole("button", { name: "Update Review" }).click();
  await page.getByText("Updating Review").waitFor();
  await mine.getByRole("img", { name: "Rated 1.5 out of 5" }).waitFor();
  const afterUpdate = await ratingLine();
  await header.getByText(summaryText(afterUpdate)).waitFor();

  await slowDown(page, "/review/deleteReview", 600);
  await mine.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your review?" });
  await dialog.waitFor();
  await captureSection(page, null, "review-delete-confirm");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await page.getByText("Deleting Review").waitFor();
  await page.getByRole("button", { name: "Post Review" }).waitFor();
  await header.getByText(summaryText(await ratingLine())).waitFor();
  assert.equal(await reviews.getByRole("article").filter({ hasText: customer.fullname }).count(), 0);
});

test("all reviews of a product are listed on its reviews page", async () => {
  const productId = deliveredProduct._id;
  const reviewer = await verifiedCustomer("Ananya Krishnan");
  await call("POST", "/review/createReview", {
    token: reviewer.token,
    body: { productId, stars: 5, review: `My mother wore it to my wedding (${reviewer.email}). The zari still shines.` },
  });
  await page.goto(`${baseUrl()}/reviews/${productId}`);
  await page.getByRole("heading", { level: 1, name: deliveredProduct.name }).waitFor();
  await page.getByText(`My mother wore it to my wedding (${reviewer.email}).`, { exact: false }).waitFor();
  await page.getByText("AK", { exact: true }).first().waitFor();
  await captureBoth(page, "reviews-page");
});

test("a guest is asked to log in to post a review", async () => {
  const guest = await browser.newPage({ viewport: PHONE });
  await guest.goto(`${baseUrl()}/product/${deliveredProduct._id}`);
  await scrollToReviews(guest);
  await guest.getByRole("link", { name: "Login to post review" }).click();
  await guest.waitForURL(/\/login\?next=/);
  await guest.close();
});
