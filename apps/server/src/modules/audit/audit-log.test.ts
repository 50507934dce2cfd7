import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index.js";
import { aProduct, sizesOf } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aShopper } from "../../test/user-builders.js";

const shop = useTestShop();
const owner = useSignedInUser(shop, { role: "owner", fullname: "Meera Iyer" });
const packer = useSignedInUser(shop, { role: "orders", fullname: "Ravi Kumar" });
const support = useSignedInUser(shop, { role: "support", fullname: "Anita Das" });

type Entry = {
  actor: { _id: string; name: string };
  action: string;
  object: { kind: string; id: string };
  ip: string | null;
  before: unknown;
  after: unknown;
  at: string;
};
type History = { name: string | null; to: string | null; detail: string | null };

async function ok(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { order: { _id: string; history?: History[] } };
}

async function aPlacedOrder(price = 3_499) {
  const shopper = await aShopper(shop.deps.db);
  const product = await aProduct(shop.deps.db, { options: [{ original: price, stock: 5 }] });
  const [size] = Object.values(await sizesOf(shop.deps.db, product.id));
  const placed = await ok(await payCod(shop, shopper, [{ productId: product.id, sizeId: size!.sizeId, quantity: 1 }]));
  return { orderId: placed.order._id, shopper };
}

const move = (headers: Record<string, string>, orderId: string, status: string, extra: object = {}) =>
  shop.post("/order/updateOrder", headers, { orderId, status, ...extra });

async function settingsNow() {
  const response = await shop.app.inject({ method: "GET", url: "/api/v1/site/getSettings", headers: owner.headers });
  return (response.json() as { settings: Record<string, unknown> }).settings;
}

async function setSupportRefundLimit(rupees: number) {
  const { logoUrl: _logo, iconUrl: _icon, ...form } = await settingsNow();
  const saved = await shop.app.inject({
    method: "PUT",
    url: "/api/v1/site/updateSettings",
    headers: owner.headers,
    payload: { ...form, supportRefundLimitRupees: rupees },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function auditLogOf(query: Record<string, string | number>, headers = owner.headers) {
  const response = await shop.app.inject({
    method: "GET",
    url: "/api/v1/audit/getAuditLog",
    headers,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { entries: Entry[]; pagination: { totalCount: number; totalPages: number } };
}

describe("the audit log", () => {
  it("names the packer who shipped an order, with the AWB, in the log and in the order's history", async () => {
    const { orderId } = await aPlacedOrder();
    await ok(await move(packer.headers, orderId, "Confirmed"));
    const shipped = await ok(
      await move(packer.headers, orderId, "Shipped", { courier: "Delhivery", awbCode: "DL555" }),
    );

    const { entries } = await auditLogOf({ actor: packer.user.id, object: "order" });
    const shipment = entries.find((entry) => entry.object.id === orderId && entry.action === "order.shipped");
    expect(shipment).toMatchObject({
      actor: { _id: packer.user.id, name: "Ravi Kumar" },
      before: { status: "Confirmed" },
      after: { status: "Shipped" },
    });
    expect(JSON.stringify(shipment!.after)).toContain("DL555");
    expect(shipment!.ip).toBeTruthy();

    expect(shipped.order.history!.find((entry) => entry.to === "Shipped")?.name).toBe("Ravi Kumar");
  });

  it("keeps what a shopper does out of it", async () => {
    const { orderId, shopper } = await aPlacedOrder();
    await ok(await shop.post("/order/cancelMyOrder", shopper.headers, { orderId }));
    const { entries } = await auditLogOf({ object: "order" });
    expect(entries.filter((entry) => entry.object.id === orderId)).toEqual([]);
  });

  it("is append-only in the database itself: UPDATE and DELETE are refused", async () => {
    const { orderId } = await aPlacedOrder();
    await ok(await move(packer.headers, orderId, "Confirmed"));
    const before = await shop.deps.db.select().from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    const refusal = (query: SQL) =>
      shop.deps.db.execute(query).then(
        () => "carried out",
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`UPDATE audit_log SET actor_name = 'Someone else'`)).toBe(
      "The audit log is append-only: UPDATE is refused",
    );
    expect(await refusal(sql`DELETE FROM audit_log`)).toBe("The audit log is append-only: DELETE is refused");
    expect(await refusal(sql`TRUNCATE audit_log`)).toBe("The audit log is append-only: TRUNCATE is refused");
    expect(await shop.deps.db.select().from(auditLog)).toEqual(before);
  });

  it("filters by member of staff, by object and by days, newest first, a page at a time", async () => {
    const { orderId } = await aPlacedOrder();
    await ok(await move(packer.headers, orderId, "Confirmed"));
    const product = await aProduct(shop.deps.db, { options: [{ original: 1_000, stock: 1 }] });
    const deleted = await shop.app.inject({
      method: "DELETE",
      url: "/api/v1/products/deleteProduct",
      headers: owner.headers,
      payload: { id: product.id },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const byOwner = await auditLogOf({ actor: owner.user.id });
    expect(byOwner.entries.every((entry) => entry.actor._id === owner.user.id)).toBe(true);
    expect(byOwner.entries[0]).toMatchObject({
      action: "product.deleted",
      object: { kind: "product", id: product.id },
      after: null,
    });
    expect(byOwner.entries[0]!.before).toMatchObject({ buyingOption: [{ originalPrice: 1_000, stock: 1 }] });

    const products = await auditLogOf({ object: "product" });
    expect(products.entries.map((entry) => entry.object.kind)).toEqual(products.entries.map(() => "product"));

    const today = new Date().toISOString().slice(0, 10);
    expect((await auditLogOf({ from: "2020-01-01", to: "2020-01-31" })).entries).toEqual([]);
    const all = await auditLogOf({ from: "2020-01-01", to: "2099-12-31" });
    expect(all.pagination.totalCount).toBeGreaterThanOrEqual(2);
    expect((await auditLogOf({ from: today })).pagination.totalCount).toBeGreaterThan(0);

    const firstPage = await auditLogOf({ limit: 1, page: 1 });
    const secondPage = await auditLogOf({ limit: 1, page: 2 });
    expect(firstPage.entries).toHaveLength(1);
    expect(firstPage.pagination.totalPages).toBe(all.pagination.totalCount);
    expect(secondPage.entries[0]!.at <= firstPage.entries[0]!.at).toBe(true);
  });

  it("refuses a bad filter with a message, and is not for the order desk", async () => {
    const refused = await shop.app.inject({
      method: "GET",
      url: "/api/v1/audit/getAuditLog?object=planet",
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(400);
    const packerAsks = await shop.app.inject({
      method: "GET",
      url: "/api/v1/audit/getAuditLog",
      headers: packer.headers,
    });
    expect(packerAsks.statusCode).toBe(403);
  });

  it("records a settings change with the fields before and after", async () => {
    const before = (await settingsNow()).supportRefundLimitRupees;
    await setSupportRefundLimit(Number(before) + 500);
    const { entries } = await auditLogOf({ object: "setting" });
    expect(entries[0]).toMatchObject({
      action: "settings.changed",
      actor: { name: "Meera Iyer" },
      before: { supportRefundLimitRupees: before },
      after: { supportRefundLimitRupees: Number(before) + 500 },
    });
  });
});

describe("Support's refund limit", () => {
  async function aReturnReceived(price: number) {
    const { orderId, shopper } = await aPlacedOrder(price);
    await ok(await move(owner.headers, orderId, "Confirmed"));
    await ok(await move(owner.headers, orderId, "Shipped", { courier: "Delhivery", awbCode: "DL777" }));
    await ok(await move(owner.headers, orderId, "DELIVERED"));
    const requested = await ok(
      await shop.post("/order/returnOrder", shopper.headers, { orderId, reason: "Colour differs" }),
    );
    await ok(await move(owner.headers, requested.order._id, "Returned"));
    return requested.order._id;
  }

  it("lets Support settle a return up to the owner's limit, and refuses above it with a 403 that says so", async () => {
    await setSupportRefundLimit(1_500);
    const returnId = await aReturnReceived(9_000);
    const over = await move(support.headers, returnId, "Inspected", { condition: "sellable" });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ message: "Refunds above ₹1,500 need an owner or a manager" });
    const within = await move(support.headers, returnId, "Inspected", {
      condition: "sellable",
      refundAmount: 1_200,
      refundReason: "Goodwill",
    });
    expect(within.statusCode, within.body).toBe(200);
  });

  it("does not let Support or the order desk take steps outside their role", async () => {
    const { orderId } = await aPlacedOrder();
    const supportConfirms = await move(support.headers, orderId, "Confirmed");
    expect(supportConfirms.statusCode).toBe(403);
    expect(supportConfirms.json()).toMatchObject({ message: "Your role (Support) does not allow this" });
    const packerCancels = await move(packer.headers, orderId, "Cancelled");
    expect(packerCancels.statusCode).toBe(403);
  });
});
