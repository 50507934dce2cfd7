import { formatPaise } from "@pallu/domain";
import { stepOf, type OrderTransition, type TransitionEffect } from "../../lib/order-transition.js";
import { recordHistory, trackingText } from "./order-history.js";
import { rollupOrderPlaced, rollupStatusChanged } from "./sales-rollup.js";

/** The dashboard's monthly sales follow every order placed and every step it takes. */
export const rollupOnTransition: TransitionEffect = {
  name: "sales rollup",
  async run({ tx, before, after }) {
    if (after.orderType !== "order") return;
    if (before === null) await rollupOrderPlaced(tx, { createdAt: after.createdAt, status: after.status, totalPaise: after.totalPaise });
    else if (before.status !== after.status) await rollupStatusChanged(tx, before, before.status, after.status);
  },
};

/** Every step goes into the order's history, with who took it and what it carried. */
export const historyOnTransition: TransitionEffect = {
  name: "history",
  async run(transition) {
    const { tx, before, after, by, now } = transition;
    const step = stepOf(transition);
    if (!step) return;
    if (step.placed) {
      await recordHistory(tx, after.id, by, { event: "placed", to: after.status, detail: transition.note ?? null }, now);
      return;
    }
    await recordHistory(tx, after.id, by, { event: "status", from: before!.status, to: after.status, detail: stepDetail(transition) }, now);
  },
};

/** What the history says beside a step: the tracking it was given, the money it sends back, the reason given. */
function stepDetail({ after, details, note }: OrderTransition): string | null {
  const parts = [
    trackingText(details.courier, details.awbCode),
    after.status === "refunded" && after.refundPaise > 0 ? `Refund of ${formatPaise(after.refundPaise)}` : null,
    details.condition ? `Arrived ${details.condition}` : null,
    details.refundReason?.trim() || null,
    note?.trim() || null,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}
