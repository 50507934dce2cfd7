import type { OrderStatus } from "@pallu/domain";
import { orderReached, stepOf, type TransitionEffect } from "../../lib/order-transition.js";
import { issueCancellationCreditNote, issueInvoice, issueReturnCreditNote } from "./tax-documents.js";

/** The steps that settle a return's value: each gets a credit note. */
const CREDIT_NOTED = new Set<OrderStatus>(["inspected", "store_credited"]);

/**
 * A confirmed order gets its tax invoice, a cancelled one its credit note, and a return whose value
 * is settled a credit note for what goes back; each once, in the step's transaction.
 */
export const documentsOnTransition: TransitionEffect = {
  name: "tax documents",
  async run(transition) {
    const { tx, after, now, seller } = transition;
    if (orderReached(transition, "confirmed")) await issueInvoice(tx, after.id, now, seller);
    if (orderReached(transition, "cancelled")) await issueCancellationCreditNote(tx, after.id, now, seller);
    const step = stepOf(transition);
    const creditedPaise = after.refundPaise + after.storeCreditPaise;
    if (after.orderType === "return" && step && CREDIT_NOTED.has(step.to) && creditedPaise > 0) {
      await issueReturnCreditNote(tx, { id: after.id, parentOrderId: after.parentOrderId, creditedPaise }, now, seller);
    }
  },
};
