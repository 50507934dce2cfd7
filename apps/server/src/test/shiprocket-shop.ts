import { aSaree } from "./catalogue-builders.js";
import { payCod } from "./checkout.js";
import { startFakeShiprocket, type FakeShiprocket } from "./fake-shiprocket.js";
import { aShopBeside, type ShopBesideFake, type TestShop, type TestShopOptions } from "./test-app.js";
import { aShopper } from "./user-builders.js";

/**
 * A shop that ships with a loopback Shiprocket, on the real clock unless `options` give another;
 * `env` adds settings such as the webhook token.
 */
export async function aShopWithShiprocket(
  env: Record<string, string> = {},
  options: TestShopOptions = { now: () => new Date() },
): Promise<ShopBesideFake<FakeShiprocket>> {
  const fake = await startFakeShiprocket();
  const account = { SHIPROCKET_EMAIL: "ship@pallu.test", SHIPROCKET_PASSWORD: "ship-secret", SHIPROCKET_BASE_URL: fake.baseUrl };
  return aShopBeside(fake, { ...account, ...env }, options);
}

/** What an order's history says, oldest first, as the admin's order page reads it. */
export async function historyDetails(
  shop: TestShop,
  adminHeaders: Record<string, string>,
  orderId: string,
): Promise<string[]> {
  const answer = await shop.post("/order/getOrders", adminHeaders, { type: "Order", orderId });
  const [order] = (answer.json() as { data: { history: { detail: string | null }[] }[] }).data;
  return order!.history.map((entry) => entry.detail ?? "");
}

/** A shopper's cash-on-delivery order for one saree, confirmed by the admin unless `confirm` is false; its booking job is queued, not run. */
export async function aCodOrderToShip(shop: TestShop, adminHeaders: Record<string, string>, confirm = true) {
  const shopper = await aShopper(shop.deps.db);
  const saree = await aSaree(shop.deps.db, { stock: 5, price: 5000 });
  const placed = await payCod(shop, shopper, [{ ...saree, quantity: 1 }]);
  const orderId = (placed.json() as { order: { _id: string } }).order._id;
  if (confirm) await shop.post("/order/updateOrder", adminHeaders, { orderId, status: "Confirmed" });
  return { orderId, shopper };
}
