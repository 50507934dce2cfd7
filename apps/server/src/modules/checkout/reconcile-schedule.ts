import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { repeatEvery } from "../../lib/repeat-every.js";
import { publishingStockChanges } from "../../lib/stock-changes.js";
import { reconcilePaymentLinks } from "./payment-link-settlement.js";
import { reconcilePayments } from "./reconcile-payments.js";

/** Runs payment reconciliation every PAYMENT_RECONCILE_SECONDS (a minute by default); returns a stop function for shutdown. */
export function scheduleReconciliation(deps: AppDeps, log: FastifyBaseLogger): () => void {
  return repeatEvery(
    deps.config.checkout.reconcileEverySeconds * 1000,
    () =>
      publishingStockChanges(deps.cacheBus, async () => {
        const outcome = await reconcilePayments(deps);
        if (outcome.settled || outcome.released || outcome.refunded) log.info(outcome, "payments reconciled");
        const links = await reconcilePaymentLinks(deps);
        if (links.settled || links.lapsed) log.info(links, "payment links reconciled");
      }),
    (error) => log.error({ err: error }, "payment reconciliation failed"),
  );
}
