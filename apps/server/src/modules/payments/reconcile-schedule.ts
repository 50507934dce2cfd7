import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { reconcilePayments } from "./reconcile-payments.js";

/** Runs payment reconciliation every PAYMENT_RECONCILE_SECONDS (a minute by default); returns a stop function for shutdown. */
export function scheduleReconciliation(deps: AppDeps, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePayments(deps)
      .then((outcome) => {
        if (outcome.settled || outcome.released || outcome.refunded) log.info(outcome, "payments reconciled");
      })
      .catch((error: unknown) => log.error({ err: error }, "payment reconciliation failed"))
      .finally(() => {
        running = false;
      });
  }, deps.config.checkout.reconcileEverySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
