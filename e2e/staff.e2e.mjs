import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, signedInPage } from "./support/browser.mjs";
import { E2E_ADMIN } from "./support/shop-server.mjs";
import { call, outboxMatch, signIn, verifiedCustomer } from "./support/shop-api.mjs";

/**
 * The owner takes on a packer: invites her with the Orders role, she sets her password from the
 * mailed link, ships an order with its AWB, and can reach neither Settings, refunds nor product
 * deletion; the audit log shows the shipment under her name.
 */

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function aCashOnDeliveryOrder(customer) {
  const { address } = await call("POST", "/user/addAddress", {
    token: customer.token,
    body: {
      name: customer.fullname,
      addressLine1: "9 Ranade Road",
      city: "Pune",
      state: "Maharashtra",
      pinCode: "411002",
      phoneNumber: "9130047123",
    },
  });
  const { products } = await call("GET", "/products/getAllProduct", {
    query: { limit: 30, payment: "Off", availibility: "true" },
  });
  const product = products.find((candidate) => candidate.buyingOption.some((option) => option.stock > 0));
  const option = product.buyingOption.find((candidate) => candidate.stock > 0);
  const { order } = await call("POST", "/order/cashOnDelivery", {
    token: customer.token,
    body: {
      addressId: address.at(-1)._id,
      cart: JSON.stringify([{ productId: product._id, sizeId: option._id, quantity: 1 }]),
    },
  });
  return { order, productId: product._id };
}

/** What the server answers a call made from the page itself, with its session cookie. */
const statusFromPage = (page, method, path, body) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: body ? { "content-type": "application/json" } : {},
        body: body ? JSON.stringify(body) : undefined,
        credentials: "same-origin",
      });
      return { status: response.status, message: (await response.json().catch(() => ({}))).message };
    },
    { method, path, body },
  );

test("the owner invites a packer, who ships an order and can reach nothing else; the audit log names her", async () => {
  const packer = { fullname: "Kavya Rao", email: `kavya.rao.${Date.now()}@example.in`, password: "packs-with-care-42" };
  const customer = await verifiedCustomer("Nirmala Joshi");
  const { order, productId } = await aCashOnDeliveryOrder(customer);

  // The owner invites her from the Staff screen.
  const owner = await signedInPage(browser, DESKTOP, E2E_ADMIN, "/admin/staff");
  const inviteForm = owner.getByRole("form", { name: "Invite a member of staff" });
  await inviteForm.getByLabel("Full name").fill(packer.fullname);
  await inviteForm.getByLabel("Email or mobile number").fill(packer.email);
  await inviteForm.getByLabel("Role").selectOption("orders");
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  await owner.getByText(`Sent to ${packer.email}. You can also pass the link on yourself`).waitFor();
  await owner.getByText(`${packer.fullname} (${packer.email}) as Orders`).waitFor();
  await screenshot(owner, "staff-1366");
  await owner.setViewportSize(PHONE);
  await owner.getByText("What Orders can do").click();
  assert.equal(
    await owner.evaluate(() => globalThis.document.documentElement.scrollWidth),
    PHONE.width,
    "nothing is wider than the phone",
  );
  await screenshot(owner, "staff-390");

  // She opens the mailed link and chooses her password.
  const [, token] = await outboxMatch(packer.email, /\/staff-invite\/([A-Za-z0-9_-]+)/);
  const welcome = await browser.newPage({ viewport: PHONE });
  await welcome.goto(`${baseUrl()}/staff-invite/${token}`);
  await welcome.getByLabel("Password", { exact: true }).fill(packer.password);
  await welcome.getByLabel("Confirm Password").fill(packer.password);
  await screenshot(welcome, "staff-invite-390");
  await welcome.getByRole("button", { name: "Accept and Sign In" }).click();
  await welcome.waitForURL((url) => url.pathname === "/admin/orders");
  await welcome.getByRole("heading", { name: "Manage Orders" }).waitFor();
  await welcome.close();

  // The link works once.
  const again = await fetch(`${baseUrl()}/api/v1/staff/acceptInvite`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token, password: "another-password-9" }),
  });
  assert.equal(again.status, 400);

  // She signs in, confirms the order and ships it with its AWB.
  const desk = await signedInPage(browser, PHONE, packer, `/admin/orders/${order._id}`);
  await desk.getByRole("button", { name: "Mark as confirmed" }).click();
  await desk.getByRole("button", { name: "Mark as shipped" }).waitFor();
  await desk.getByLabel("Courier").fill("Delhivery");
  await desk.getByLabel("AWB code").fill("DLV88120045");
  await desk.getByRole("button", { name: "Mark as shipped" }).click();
  const history = desk.getByRole("list", { name: "Order history" });
  await history.getByText(/Confirmed → Shipped/).waitFor();
  assert.match(await history.innerText(), /Kavya Rao/);
  assert.equal(await desk.getByRole("button", { name: /^Cancel Order$/ }).count(), 0, "the order desk cannot cancel");

  // Her menu holds the order desk only.
  await desk.getByRole("button", { name: "Open menu" }).click();
  const menu = desk.getByRole("navigation", { name: "Back office" });
  await menu.getByRole("link", { name: "View Orders" }).waitFor();
  for (const hidden of ["Settings", "Staff", "Audit log", "Dashboard", "Manage Products", "Promotions", "Users"]) {
    assert.equal(
      await menu.getByRole("link", { name: hidden, exact: true }).count(),
      0,
      `${hidden} is not in her menu`,
    );
  }
  await desk.keyboard.press("Escape");

  // Nor can she call them: the server refuses her role.
  const refusals = [
    await statusFromPage(desk, "GET", "/site/getSettings"),
    await statusFromPage(desk, "POST", "/order/updateOrder", { orderId: order._id, status: "Refunded" }),
    await statusFromPage(desk, "POST", "/order/cancelOrder", { orderId: order._id }),
    await statusFromPage(desk, "DELETE", "/products/deleteProduct", { id: productId }),
  ];
  for (const refusal of refusals)
    assert.deepEqual(refusal, { status: 403, message: "Your role (Orders) does not allow this" });
  await desk.goto(`${baseUrl()}/admin/settings`);
  await desk.waitForURL((url) => url.pathname === "/admin/orders");
  await desk.close();

  // The owner reads the shipment in the audit log, under her name.
  const ownerToken = await signIn(E2E_ADMIN);
  const { order: shipped } = await call("POST", "/order/getMyOrders", {
    token: customer.token,
    body: { orderId: order._id },
  }).then((answer) => ({ order: answer.orders }));
  assert.equal(shipped.orderDetails.status, "Shipped");
  const { staff } = await call("GET", "/staff/getStaff", { token: ownerToken });
  const member = staff.find((entry) => entry.email === packer.email);
  assert.equal(member.role, "orders");

  await owner.setViewportSize(DESKTOP);
  await owner.goto(`${baseUrl()}/admin/audit?actor=${member._id}`);
  const entry = owner.getByRole("listitem").filter({ hasText: "order.shipped" });
  await entry.waitFor();
  assert.match(await entry.innerText(), /Kavya Rao/);
  assert.match(await entry.innerText(), /DLV88120045/);
  await screenshot(owner, "audit-log-1366");
  await owner.close();
});
