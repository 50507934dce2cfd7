import type { AppDeps } from "../../app-deps.js";
import { tooMany } from "../../lib/app-error.js";
import type { SessionUser } from "../auth/index.js";

const MINUTE_MS = 60_000;

/**
 * Pricing a checkout weighs every combination of the shop's offers on the cart, the costliest
 * thing a shopper can ask for again and again. Each quote, cash-on-delivery order and online
 * payment start spends one of the shopper's allowance a minute (`CHECKOUT_QUOTES_PER_MINUTE`),
 * counted in the shared limiter so that every instance sees the same count.
 */
export async function admitCheckoutPricing(
  deps: Pick<AppDeps, "rateLimiter" | "config">,
  shopper: SessionUser,
): Promise<void> {
  const limit = await deps.rateLimiter.hit(
    `checkout-pricing:${shopper.id}`,
    deps.config.abuse.checkoutQuotesPerMinute,
    MINUTE_MS,
  );
  if (limit.allowed) return;
  const minutes = Math.max(1, Math.ceil(limit.retryAfterMs / MINUTE_MS));
  throw tooMany(
    `Too many checkout requests. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    limit.retryAfterMs,
  );
}
