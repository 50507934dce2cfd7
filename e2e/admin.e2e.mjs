// The callbacks given to page.evaluate and waitForFunction run in the browser.
/* global document, window */
import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import sharp from "sharp";
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot } from "./support/browser.mjs";
import { E2E_ADMIN } from "./support/shop-server.mjs";

/**
 * The back office, end to end: an admin signs in, adds and edits a product, a category and a
 * slide, carries a customer's cash-on-delivery order to delivery, and reads the dashboard.
 */

const stamp = Date.now().toString(36);
const PRODUCT = `Ilkal Silk Saree ${stamp}`;
const CATEGORY = `Ilkal Weaves ${stamp}`;
const SLIDE = `Ilkal season ${stamp}`;
const CUSTOMER = {
  fullname: `Meera Iyer ${stamp}`,
  email: `meera.${stamp}@example.test`,
  password: "saree-lover-2025",
};

let browser;
let admin; // the admin's desktop page, shared by the journey's steps in order
let imagesDir;
const images = {};
const created = {};

/* ---------- helpers ---------- */

const api = (path) => `${baseUrl()}/api/v1${path}`;

async function call(path, { method = "POST", body, token } = {}) {
  const response = await fetch(api(path), {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => ({}));
  assert.ok(response.ok, `${method} ${path} answered ${response.status}: ${json.message ?? ""}`);
  return json;
}

async function latestMail(to, pattern) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const { messages } = await call(`/dev/outbox?to=${encodeURIComponent(to)}`, { method: "GET" });
    for (const message of [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt))) {
      const match = `${message.subject}\n${message.text}`.match(pattern);
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

/** A customer who signed up with an email OTP, which verifies the account. */
async function verifiedCustomer() {
  await call("/auth/sendOTP", { body: { email: CUSTOMER.email } });
  const otp = await latestMail(CUSTOMER.email, /\b(\d{6})\b/);
  await call("/user/signup", { body: { ...CUSTOMER, confirmPassword: CUSTOMER.password, otp } });
  const { token } = await call("/user/signin", { body: { email: CUSTOMER.email, password: CUSTOMER.password } });
  return token;
}

async function pngOf(name, colour, { width = 800, height = 1000 } = {}) {
  const path = join(imagesDir, `${name}.png`);
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="#dcb964" stroke-width="24"/></svg>`,
        ),
      },
    ])
    .png()
    .toFile(path);
  return path;
}

/** Signs in through the shop's /login page, by email. */
async function signInAsAdmin(page) {
  await page.goto(`${baseUrl()}/login`);
  await page.locator('input[type="email"], input[name="email"]').first().fill(E2E_ADMIN.email);
  await page.locator('input[type="password"]').first().fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  // An admin who signs in lands on the dashboard, not on the shopper's account.
  await page.waitForURL((url) => url.pathname === "/admin/dashboard", { timeout: 20000 });
}

async function openAdmin(page, path) {
  await page.goto(`${baseUrl()}${path}`);
  await page.locator("main h1").first().waitFor({ timeout: 30000 });
}

/** Full-page pictures from the top, so the sticky header and menu sit where a visitor sees them. */
async function picture(page, name) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await screenshot(page, name);
}

async function waitForToast(page, text) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 20000 });
}

/* ---------- set-up ---------- */

before(async () => {
  browser = await launchBrowser();
  imagesDir = await mkdtemp(join(tmpdir(), "pallu-admin-e2e-"));
  images.front = await pngOf("ilkal-front", "#6b0f1a");
  images.pallu = await pngOf("ilkal-pallu", "#2f6b3a");
  images.tile = await pngOf("ilkal-tile", "#b8860b", { width: 600, height: 600 });
  images.small = await pngOf("slide-small", "#8c2331", { width: 768, height: 1024 });
  images.large = await pngOf("slide-large", "#470912", { width: 1600, height: 700 });
  admin = await browser.newPage({ viewport: DESKTOP });
});

after(async () => {
  await browser?.close();
  if (imagesDir) await rm(imagesDir, { recursive: true, force: true });
});

/* ---------- the journey ---------- */

test("a guest who opens the back office is sent to /login", async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(`${baseUrl()}/admin/dashboard`);
  await page.waitForURL((url) => url.pathname === "/login");
  await page.close();
});

test("an admin signs in and finds the back office menu with the current page marked", async () => {
  await signInAsAdmin(admin);
  await openAdmin(admin, "/admin/dashboard");
  const menu = admin.getByRole("navigation", { name: "Back office" });
  for (const title of [
    "Dashboard",
    "Home Data",
    "Add Category",
    "Manage Category",
    "Add Product",
    "Manage Products",
    "View Orders",
    "View Returns",
  ]) {
    await menu.getByRole("link", { name: title, exact: true }).waitFor();
  }
  assert.equal(await menu.getByRole("link", { name: "Dashboard", exact: true }).getAttribute("aria-current"), "page");
});

test("an admin adds a product with two sizes and two images, and shoppers find it in search", async () => {
  await openAdmin(admin, "/admin/product");
  const submit = admin.getByRole("button", { name: "Add Product" });

  await submit.click();
  await admin.getByText("Atleast one detail is required").waitFor();

  await admin.getByLabel("Name", { exact: true }).fill(PRODUCT);
  await admin.getByLabel("Description", { exact: true }).fill("Handwoven in Ilkal with a red kondi tope pallu.");
  await admin.getByLabel("Category", { exact: true }).selectOption({ index: 1 });
  await admin.getByLabel("Origin", { exact: true }).fill("Ilkal");

  await admin.getByLabel("Heading").fill("Fabric");
  await admin.getByLabel("Information").fill("Silk body, cotton border");
  await admin.getByRole("button", { name: "Add detail" }).click();
  await admin.getByLabel("Heading").fill("Care");
  await admin.getByLabel("Information").fill("Dry clean only");
  await admin.getByRole("button", { name: "Add detail" }).click();
  await admin.getByRole("button", { name: "Move detail 2 up" }).click();

  await admin.getByRole("switch", { name: "Add size options" }).click();
  for (const [size, original, discounted, stock] of [
    ["S", "2000", "1800", "5"],
    ["M", "2200", "2000", "3"],
  ]) {
    await admin.getByLabel("Size", { exact: true }).fill(size);
    await admin.getByLabel("Original price (₹)").fill(original);
    await admin.getByLabel("Discounted price (₹)").fill(discounted);
    await admin.getByLabel("Stock", { exact: true }).fill(stock);
    await admin.getByRole("button", { name: "Add size" }).click();
  }
  await admin.getByRole("listitem", { name: "Size M" }).waitFor();

  await admin.locator('input[type="file"][aria-label="Product images"]').setInputFiles([images.front, images.pallu]);
  await admin.getByRole("img", { name: "New product photo 2" }).waitFor();
  await picture(admin, "admin-product-form-desktop");

  await submit.click();
  await waitForToast(admin, "Product created");
  await admin.waitForURL((url) => url.pathname === "/admin/manage-products");

  await admin.getByRole("searchbox").fill(PRODUCT);
  const card = admin.getByRole("link", { name: new RegExp(PRODUCT) });
  await card.waitFor();
  created.productId = (await card.getAttribute("href")).split("/").pop();

  const { product } = await call("/products/getProduct", { body: { id: created.productId } });
  assert.deepEqual(
    product.buyingOption.map((option) => [option.size, option.discountedPrice, option.stock]),
    [
      ["S", 1800, 5],
      ["M", 2000, 3],
    ],
  );
  assert.equal(product.images.length, 2);
  assert.deepEqual(
    product.details.map((detail) => detail.heading),
    ["Care", "Fabric"],
  );

  const shopper = await browser.newPage({ viewport: PHONE });
  await shopper.goto(`${baseUrl()}/search?search=${encodeURIComponent(PRODUCT)}`);
  await shopper.locator(`main a[href="/product/${product.slug}"]`).first().waitFor({ timeout: 20000 });
  await shopper.close();
});

test("an admin edits a size's price in place and the shop shows the new price", async () => {
  await admin.getByRole("link", { name: new RegExp(PRODUCT) }).click();
  await admin.waitForURL((url) => url.pathname === `/admin/product/${created.productId}`);
  await admin.getByRole("button", { name: "Update Product" }).waitFor({ timeout: 20000 });
  await admin.getByRole("button", { name: "Edit size S" }).click();
  await admin.getByLabel("Discounted price (₹)").fill("1700");
  await admin.getByRole("button", { name: "Save size" }).click();
  await admin.getByRole("button", { name: "Move size M up" }).click();
  await picture(admin, "admin-product-edit-desktop");
  await admin.getByRole("button", { name: "Update Product" }).click();
  await waitForToast(admin, "Product updated");
  await admin.waitForURL((url) => url.pathname === "/admin/manage-products");

  const { product } = await call("/products/getProduct", { body: { id: created.productId } });
  assert.deepEqual(
    product.buyingOption.map((option) => [option.size, option.discountedPrice]),
    [
      ["M", 2000],
      ["S", 1700],
    ],
  );
  assert.equal(product.minPrice, 1700);
});

test("an admin adds a category with its image and finds it in Manage Category", async () => {
  await openAdmin(admin, "/admin/add-category");
  await admin.getByRole("button", { name: "Add Category" }).click();
  await admin.getByText("This field is required").waitFor();
  await admin.getByText("Image is required").waitFor();

  await admin.locator('input[type="file"]').setInputFiles(images.tile);
  await admin.getByRole("button", { name: "Change" }).waitFor();
  await admin.getByLabel("Name").fill(CATEGORY);
  await admin.getByRole("button", { name: "Add Category" }).click();
  await waitForToast(admin, "Category created");

  await openAdmin(admin, "/admin/manage-category");
  await admin.getByText(CATEGORY, { exact: true }).waitFor();
  await admin.getByRole("link", { name: `Edit ${CATEGORY}` }).click();
  await admin.getByRole("button", { name: "Update Category" }).waitFor();
  await admin.getByRole("link", { name: "Go Back" }).waitFor();
});

test("an admin adds a slide to the home slider and moves it up", async () => {
  await openAdmin(admin, "/admin/home");
  await admin.getByRole("button", { name: "Save Slider" }).click();
  await admin.getByText("Title is required").waitFor();
  await admin.getByText("Description is required").waitFor();

  await admin.getByLabel("Title").fill(SLIDE);
  await admin.getByLabel("Description", { exact: true }).fill("Kondi tope pallus from north Karnataka");
  const fileInputs = admin.locator('form input[type="file"]');
  await fileInputs.nth(0).setInputFiles(images.small);
  await fileInputs.nth(1).setInputFiles(images.large);
  await admin.getByRole("button", { name: "Save Slider" }).click();
  await waitForToast(admin, "Slide added");

  const slides = admin.getByRole("list", { name: "Slides" }).getByRole("listitem");
  await slides.last().getByText(SLIDE).waitFor();
  const count = await slides.count();
  await admin.getByRole("button", { name: `Move slide ${SLIDE} up` }).click();
  await waitForToast(admin, "Slides arranged");
  await slides
    .nth(count - 2)
    .getByText(SLIDE)
    .waitFor();

  const { siteData } = await call("/site/getSiteData", { method: "GET" });
  assert.equal(siteData[siteData.length - 2]?.title, SLIDE);
});

test("an admin moves a customer's cash-on-delivery order through Shipped to DELIVERED", async () => {
  const customerToken = await verifiedCustomer();
  const { address } = await call("/user/addAddress", {
    token: customerToken,
    body: {
      name: CUSTOMER.fullname,
      addressLine1: "14 Dashashwamedh Road",
      city: "Varanasi",
      state: "Uttar Pradesh",
      pinCode: "221001",
      phoneNumber: "9876543210",
    },
  });
  const { product } = await call("/products/getProduct", { body: { id: created.productId } });
  const sizeS = product.buyingOption.find((option) => option.size === "S");
  const { order } = await call("/order/cashOnDelivery", {
    token: customerToken,
    body: {
      addressId: address.at(-1)._id,
      cart: JSON.stringify([{ productId: created.productId, sizeId: sizeS._id, quantity: 1 }]),
    },
  });
  created.orderId = order._id;

  await openAdmin(admin, "/admin/orders");
  // The order's card in the list (it also waits in the panel of orders awaiting the customer's confirmation).
  const card = admin
    .getByRole("list", { name: "Orders", exact: true })
    .getByRole("listitem")
    .filter({ hasText: CUSTOMER.fullname });
  await card.waitFor();
  await picture(admin, "admin-orders-new-order-desktop");
  await card.getByRole("link", { name: /View Order/ }).click();
  await admin.waitForURL((url) => url.pathname === `/admin/orders/${created.orderId}`);

  await admin.getByRole("button", { name: "Mark as confirmed" }).click();
  await admin.getByRole("button", { name: "Mark as shipped" }).waitFor();
  await admin.getByLabel("Courier").fill("India Post");
  await admin.getByLabel("AWB code").fill(`EE${stamp}IN`.toUpperCase());
  await admin.getByRole("button", { name: "Mark as shipped" }).click();
  await admin.getByRole("button", { name: "Mark as delivered" }).click();
  await admin.getByText("This order cannot change any more.").waitFor();
  await admin.getByRole("link", { name: /Invoice/ }).waitFor();
  await admin.getByRole("link", { name: /Track Package/ }).waitFor();
  assert.match(
    await admin.getByRole("link", { name: /Track Package/ }).getAttribute("href"),
    /^https:\/\/www\.indiapost\.gov\.in\//,
    "tracking opens the carrier's own page",
  );
  await picture(admin, "admin-order-delivered-desktop");

  const { orders: delivered } = await call("/order/getMyOrders", {
    token: customerToken,
    body: { orderId: created.orderId },
  });
  assert.equal(delivered.orderDetails.status, "DELIVERED");
  assert.equal(delivered.shiprocketDetails.courier, "India Post");
});

test("the dashboard shows its four totals and four charts after the sale", async () => {
  await openAdmin(admin, "/admin/dashboard");
  for (const label of ["Total Sales Amount", "Total Orders", "Total Products", "Total Users"]) {
    await admin.getByText(label, { exact: true }).waitFor();
  }
  for (const chart of ["Monthly sales", "Order Status", "Stock Status", "Products per category"]) {
    await admin.getByRole("heading", { name: chart }).waitFor();
  }
  await admin.waitForFunction(() => document.querySelectorAll("main canvas").length === 4, null, { timeout: 20000 });
  await admin.waitForTimeout(800); // the charts' entry animation
  await picture(admin, "admin-dashboard-after-sale-desktop");
});

test("every back-office screen renders on a phone and on a desktop", async () => {
  const screens = [
    ["dashboard", "/admin/dashboard"],
    ["home-data", "/admin/home"],
    ["add-category", "/admin/add-category"],
    ["manage-category", "/admin/manage-category"],
    ["add-product", "/admin/product"],
    ["edit-product", `/admin/product/${created.productId}`],
    ["manage-products", "/admin/manage-products"],
    ["orders", "/admin/orders"],
    ["order-detail", `/admin/orders/${created.orderId}`],
    ["returns", "/admin/returns"],
    ["users", "/admin/users"],
  ];
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInAsAdmin(page);
    for (const [name, path] of screens) {
      await openAdmin(page, path);
      await page.waitForLoadState("networkidle");
      if (name === "dashboard") await page.waitForFunction(() => document.querySelectorAll("main canvas").length >= 3);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 1, `${name} is ${overflow}px wider than a ${label} screen`);
      await picture(page, `admin-${name}-${label}`);
    }
    if (label === "phone") {
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Back office menu" });
      await drawer.getByRole("link", { name: "Users", exact: true }).waitFor();
      await page.waitForTimeout(500); // the drawer's slide-in
      assert.equal(await drawer.getByRole("link", { name: "Users", exact: true }).getAttribute("aria-current"), "page");
      await picture(page, "admin-menu-phone");
      await drawer.getByRole("link", { name: "View Returns", exact: true }).click();
      await page.getByRole("heading", { name: "Manage Returns" }).waitFor();
      await drawer.waitFor({ state: "detached" });
    }
    await context.close();
  }
});
