import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { baseUrl, DESKTOP, docScreen, launchBrowser, PHONE, screenshot } from "./support/browser.mjs";

/*
 * Cart, wishlist and checkout journeys. Every journey makes its own customer through the API
 * (sign-up with the OTP from the dev outbox, which verifies the account), so each one
 * starts with an empty cart and can run on its own.
 */

const PASSWORD = "kurta-lover-8";
let browser;
let sequence = 0;

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const api = (path) => `${baseUrl()}/api/v1${path}`;

async function call(path, { body, token, method = "POST" } = {}) {
  const response = await fetch(api(path), {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
  return answer;
}

/** The newest dev-outbox message to an address (the outbox lists newest first). */
async function latestMail(to) {
  const { messages } = await call("/dev/outbox", { method: "GET" });
  const mail = messages.find((message) => message.to === to);
  assert.ok(mail, `a message was sent to ${to}`);
  return mail;
}

/** A new customer, signed up (and so verified) with the outbox OTP. */
async function newCustomer() {
  const email = `shopper-${Date.now()}-${++sequence}@example.in`;
  await call("/auth/sendOTP", { body: { email, purpose: "signup" } });
  const otp = (await latestMail(email)).text.match(/\b(\d{6})\b/)[1];
  await call("/user/signup", { body: { fullname: "Meera Iyer", email, password: PASSWORD, confirmPassword: PASSWORD, otp } });
  const { token } = await call("/user/signin", { body: { email, password: PASSWORD } });
  return { email, token };
}

async function addAddress(token) {
  await call("/user/addAddress", {
    token,
    body: { name: "Meera Iyer", addressLine1: "14 Temple Street", city: "Chennai", state: "Tamil Nadu", pinCode: "600004", phoneNumber: "9876543210" },
  });
}

/** A stitched piece (kurta or lehenga) with at least two sizes that have stock to spare. */
async function stitchedProduct(search) {
  const { products } = await call(`/products/getAllProduct?search=${encodeURIComponent(search)}&limit=60`, { method: "GET" });
  for (const product of products) {
    const sizes = product.buyingOption.filter((option) => option.size !== "NA" && option.stock >= 4);
    if (sizes.length >= 2) return { product, sizes };
  }
  throw new Error(`no ${search} with two sizes in stock`);
}

/** A page of the shop in which the customer is logged in (docs/shop-rules.md#session-in-the-browser: flag in local storage, token in session storage). */
async function customerPage(customer, viewport) {
  const page = await browser.newPage({ viewport });
  await page.addInitScript((token) => {
    globalThis.sessionStorage.setItem("token", token);
    globalThis.localStorage.setItem("isLogin", "true");
  }, customer.token);
  return page;
}

/** A full-page picture from the top, so the sticky header sits where it belongs. */
async function shot(page, name) {
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

function sizeChip(page, size) {
  return page.locator("label").filter({ has: page.locator(`input[type="radio"][name="size"]`) }).filter({ hasText: new RegExp(`^${size}$`) });
}

/** The server's cart once it holds what the page shows (saves are debounced), or as it stands after 10 s. */
async function savedCart(token, holds) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { cart } = await call("/order/getMyCart", { token });
    if (holds(cart) || Date.now() > deadline) return cart;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const quantities = (cart) => Object.fromEntries(cart.map((line) => [line.sizeId, line.quantity]));

test("a guest keeps a kurta in the cart and the wishlist, still there after closing the page", async () => {
  const { product, sizes } = await stitchedProduct("kurta");
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(`${baseUrl()}/product/${product._id}`);
  await sizeChip(page, sizes[0].size).click();
  await page.getByRole("button", { name: "Add to wishlist" }).click();
  await page.getByRole("button", { name: "In your wishlist" }).waitFor();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByRole("button", { name: "Remove From Cart" }).waitFor();
  assert.equal(new URL(page.url()).pathname, `/product/${product.slug}`, "the guest stays on the product");

  await page.reload();
  await page.goto(`${baseUrl()}/cart`);
  const lines = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await lines.first().waitFor();
  assert.match(await lines.first().innerText(), new RegExp(product.name));
  await page.getByText("Sign in or create an account at Pay: your cart comes with you.").first().waitFor();
  await page.getByRole("link", { name: "Pay" }).click();
  await page.waitForURL(/\/login\?next=%2Fbooking$/);
  await page.goto(`${baseUrl()}/wishlist`);
  await page.getByRole("list", { name: "Your saved pieces" }).getByText(product.name).waitFor();
  await page.close();
});

test("a verified customer puts two sizes of a kurta in the cart, changes quantities and pays cash on delivery", async () => {
  const customer = await newCustomer();
  const { product, sizes } = await stitchedProduct("kurta");
  const [first, second] = sizes;
  const page = await customerPage(customer, PHONE);
  await page.goto(`${baseUrl()}/product/${product._id}`);

  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByText("Select the size").waitFor();
  for (const option of [first, second]) {
    await sizeChip(page, option.size).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("button", { name: "Remove From Cart" }).waitFor();
  }
  await page.getByRole("link", { name: /My Cart, 2 pieces/ }).waitFor();
  await page.getByRole("button", { name: "View Cart" }).click();
  await page.waitForURL((url) => url.pathname === "/cart");

  await page.getByRole("heading", { name: "My Cart" }).waitFor();
  const lines = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  assert.equal(await lines.count(), 2);
  const increaseFirst = page.getByRole("button", { name: /Increase quantity/ }).first();
  await increaseFirst.click();
  await increaseFirst.click();
  await page.getByRole("button", { name: /Decrease quantity/ }).first().click();
  await page.getByLabel("Quantity 2").waitFor();

  const expected = first.discountedPrice * 2 + second.discountedPrice;
  const total = await page.locator("dt", { hasText: /^Total$/ }).locator("xpath=following-sibling::dd").textContent();
  assert.equal(Number(total.replace(/[^\d.]/g, "")), expected, "the total is the sum of price times quantity");
  const shown = { [first._id]: 2, [second._id]: 1 };
  const saved = await savedCart(customer.token, (cart) => cart.length === 2 && cart.every((line) => shown[line.sizeId] === line.quantity));
  assert.deepEqual(quantities(saved), shown, "the server holds the cart as shown");
  await shot(page, "checkout-cart-phone");
  await page.setViewportSize(DESKTOP);
  await shot(page, "checkout-cart-desktop");
  await page.setViewportSize(PHONE);

  await page.getByRole("link", { name: "Pay" }).click();
  await page.waitForURL((url) => url.pathname === "/booking");
  await page.getByRole("heading", { name: "Booking" }).waitFor();
  await page.getByRole("button", { name: /Place Order/ }).click();
  await page.getByRole("alert").filter({ hasText: "Select Any Address" }).waitFor();

  await page.getByRole("textbox", { name: "Name" }).fill("Meera Iyer");
  await page.getByRole("textbox", { name: "Phone Number" }).fill("9876543210");
  await page.getByRole("textbox", { name: "Address Line 1" }).fill("14 Temple Street");
  await page.getByRole("combobox", { name: "State" }).selectOption("Tamil Nadu");
  await page.getByRole("combobox", { name: "City" }).selectOption("Chennai");
  await page.getByRole("textbox", { name: "Zip Code" }).fill("600004");
  await page.getByRole("button", { name: "Add Address" }).click();
  await page.getByRole("radio", { name: /Meera Iyer/ }).waitFor();
  assert.ok(await page.getByRole("radio", { name: /Meera Iyer/ }).isChecked(), "the new address is chosen");
  await shot(page, "checkout-booking-phone");
  await page.setViewportSize(DESKTOP);
  await shot(page, "checkout-booking-desktop");

  await page.getByRole("button", { name: /Place Order/ }).click();
  await page.waitForURL((url) => url.pathname.endsWith("/confirmation"));
  const { orders } = await call("/order/getMyOrders", { token: customer.token });
  assert.equal(orders.length, 1);
  assert.equal(orders[0].paymentType, "COD");
  assert.equal(orders[0].totalPrice, expected);
  assert.equal(new URL(page.url()).pathname, `/orders/${orders[0]._id}/confirmation`);
  assert.equal((await savedCart(customer.token, (cart) => cart.length === 0)).length, 0, "the cart is empty after the order");

  await page.getByRole("heading", { name: "Thank you, Meera!" }).waitFor();
  const confirmation = await page.locator("main").innerText();
  assert.ok(confirmation.includes(`#${orders[0].orderDetails.public_order_id}`), "the order number is shown");
  assert.match(confirmation, /ARRIVING\s+\w{3}, \d{1,2} \w{3} – \w{3}, \d{1,2} \w{3}/i, "the delivery window is promised");
  assert.ok(confirmation.includes(`Please keep ₹${expected.toLocaleString("en-IN")} ready to pay in cash`), "COD says what to keep ready");
  assert.ok(confirmation.includes("14 Temple Street"), "the address is shown");
  await docScreen(page, "order-confirmation-desktop");
  await page.setViewportSize(PHONE);
  await docScreen(page, "order-confirmation-phone");
  await page.getByRole("link", { name: "Continue shopping" }).click();
  await page.waitForURL((url) => url.pathname === "/search");
  await page.close();
});

test("paying online through the TEST MODE gateway verifies the payment and places a prepaid order", async () => {
  const customer = await newCustomer();
  await addAddress(customer.token);
  const { product, sizes } = await stitchedProduct("lehenga");
  const page = await customerPage(customer, DESKTOP);
  await page.goto(`${baseUrl()}/product/${product._id}`);
  await sizeChip(page, sizes[0].size).click();
  await page.getByRole("button", { name: "Buy Now" }).click();
  await page.waitForURL((url) => url.pathname === "/booking");

  await page.getByText("Pay Online", { exact: true }).click();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("TEST MODE", { exact: true }).first().waitFor();
  const amount = await dialog.locator("dd").first().textContent();
  assert.equal(Number(amount.replace(/[^\d.]/g, "")), sizes[0].discountedPrice, "the test window shows the amount");
  await shot(page, "checkout-test-gateway-desktop");
  await page.setViewportSize(PHONE);
  await shot(page, "checkout-test-gateway-phone");

  await dialog.getByRole("button", { name: /^Pay ₹/ }).click();
  await page.getByText("Payment Verified successfully").waitFor();
  await page.waitForURL((url) => url.pathname.endsWith("/confirmation"));
  await page.getByText("Paid online").waitFor();
  const { orders } = await call("/order/getMyOrders", { token: customer.token });
  assert.equal(orders.length, 1);
  assert.equal(orders[0].paymentType, "Prepaid");
  await page.close();
});

test("a failed TEST MODE payment says 'Oops! Payment Failed.' and keeps the cart", async () => {
  const customer = await newCustomer();
  await addAddress(customer.token);
  const { product, sizes } = await stitchedProduct("kurta");
  await call("/order/updateMyCart", { token: customer.token, body: { cart: JSON.stringify([{ productId: product._id, sizeId: sizes[0]._id, quantity: 1 }]) } });
  const page = await customerPage(customer, PHONE);
  await page.goto(`${baseUrl()}/booking`);
  await page.getByText("Pay Online", { exact: true }).click();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Fail" }).click();
  await page.getByText("Oops! Payment Failed.").waitFor();
  assert.equal(new URL(page.url()).pathname, "/booking");
  assert.equal((await call("/order/getMyCart", { token: customer.token })).cart.length, 1);
  const { orders } = await call("/order/getMyOrders", { token: customer.token });
  assert.equal(orders.length, 0);
  await page.close();
});

test("the sign-up code verifies the account: nothing more to prove before paying", async () => {
  const customer = await newCustomer();
  const { user } = await call("/user/getUser", { token: customer.token, method: "GET" });
  assert.equal(user.isVerified, true, "the code proved the address");
  const page = await customerPage(customer, PHONE);
  await page.goto(`${baseUrl()}/myaccount#manageAccount`);
  await page.getByRole("heading", { name: "Manage Account" }).waitFor();
  assert.equal(await page.getByRole("button", { name: "Verify My Account" }).count(), 0, "no link to ask for");
  await page.close();
});

test("a customer keeps pieces in 'My Wishlist' and moves one to the cart", async () => {
  const customer = await newCustomer();
  const { product } = await stitchedProduct("lehenga");
  const page = await customerPage(customer, PHONE);
  await page.goto(`${baseUrl()}/product/${product._id}`);
  await page.getByRole("button", { name: "Add to wishlist" }).click();
  await page.getByRole("button", { name: "In your wishlist" }).waitFor();
  const deadline = Date.now() + 10_000;
  while ((await call("/order/getMyWishlist", { token: customer.token })).wishlist.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await page.goto(`${baseUrl()}/wishlist`);
  await page.getByRole("heading", { name: "My Wishlist" }).waitFor();
  await page.getByRole("link", { name: product.name }).waitFor();
  await page.waitForLoadState("networkidle");
  await shot(page, "checkout-wishlist-phone");
  await page.setViewportSize(DESKTOP);
  await shot(page, "checkout-wishlist-desktop");

  await page.getByRole("button", { name: "Move to Cart" }).click();
  await page.getByText("Your wishlist is empty").waitFor();
  await page.getByRole("link", { name: /My Cart, 1 piece/ }).waitFor();
  assert.equal((await savedCart(customer.token, (cart) => cart.length === 1)).length, 1);
  await shot(page, "checkout-wishlist-empty-desktop");
  await page.close();
});
