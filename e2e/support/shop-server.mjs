import { startShopServer as startBuiltShop } from "../../scripts/support/shop-server.mjs";

export const E2E_ADMIN = { email: "admin@pallu.test", password: "admin-password-1" };

/** A GSTIN of the right shape and check character for Uttar Pradesh, so the production build prints invoices. */
export const E2E_SELLER_GSTIN = "09AABCP1234L1ZF";

/**
 * The built shop with the demo catalogue, an admin, and the dev outbox the journeys read codes from.
 * It runs as development: the checkout journeys pay through the TEST MODE gateway, which a
 * production shop never offers (without Razorpay keys it takes Cash on Delivery only).
 */
export function startShopServer({ env = {} } = {}) {
  return startBuiltShop({
    env: {
      NODE_ENV: "development",
      DEV_OUTBOX: "true",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SELLER_GSTIN: E2E_SELLER_GSTIN,
      // Every journey signs in from this one machine, more than fifty times in a quarter of an hour.
      SIGNINS_PER_ADDRESS: "500",
      // Cart reminders go out seconds after they fall due, at any hour, so a journey can wait for one.
      RECOVERY_SWEEP_SECONDS: "2",
      REMINDER_QUIET_HOURS: "0-0",
      ...env,
    },
  });
}
