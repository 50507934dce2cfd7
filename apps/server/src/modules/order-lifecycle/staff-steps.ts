import { rupeesToPaise, staffStepRefusal, type OrderStatus, type StaffRole, type StaffStep } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { forbidden } from "../../lib/app-error.js";
import type { OrderRow } from "../orders/index.js";
import { shopSettings } from "../settings/index.js";

/** Throws when the member of staff may not take the step; checked inside the order's transaction. */
export type StepCheck = (step: StaffStep) => void;

/** The check for a member of staff's steps, with the owner's refund limit as it is now. */
export async function staffStepCheck(deps: AppDeps, role: StaffRole): Promise<StepCheck> {
  const { supportRefundLimitRupees } = await shopSettings(deps);
  return (step) => {
    const refusal = staffStepRefusal(role, step, { supportRefundLimitRupees });
    if (refusal) throw forbidden(refusal);
  };
}

/** The money a step pays back: a return settled for its amount (all of it unless said), a refund marked paid, a prepaid order cancelled. */
export function refundPaiseOf(order: OrderRow, to: OrderStatus, refundAmountRupees: number | undefined): number {
  switch (to) {
    case "inspected":
    case "store_credited":
      return refundAmountRupees !== undefined ? rupeesToPaise(refundAmountRupees) : order.totalPaise;
    case "refunded":
      return order.refundPaise;
    case "cancelled":
      return order.paymentType === "prepaid" ? order.totalPaise - order.storeCreditPaise : 0;
    default:
      return 0;
  }
}
