import type { OrderActorKind, OrderStatus } from "@pallu/domain";
import type { Tx } from "../db/client.js";
import type { orderLines, orders } from "../db/schema/index.js";

/** Who is changing an order: a shopper or an admin by their account, a provider by its name, or the shop's own jobs. */
export type OrderActor = { kind: OrderActorKind; id?: string | null; name?: string | null };

/** The seller named on the documents a step issues; null while the shop may not issue any. */
export type DocumentSeller = { name: string; address: string; state: string; gstin: string } | null;

/** What a step was given beside its new status: courier and AWB, how returned pieces arrived, why money goes back. */
export type StepDetails = {
  courier?: string | undefined;
  awbCode?: string | undefined;
  condition?: string | undefined;
  refundReason?: string | undefined;
};

/**
 * One step of an order's life as every module sees it, inside the step's transaction: the order
 * as it was (null when it is being placed) and as the step left it, its lines, who took the step
 * and what they gave with it.
 */
export type OrderTransition = {
  tx: Tx;
  before: typeof orders.$inferSelect | null;
  after: typeof orders.$inferSelect;
  lines: (typeof orderLines.$inferSelect)[];
  now: Date;
  seller: DocumentSeller;
  by: OrderActor;
  details: StepDetails;
  /** The reason the actor gave (a cancellation's), or how the order was paid when it is placed. */
  note?: string | undefined;
};

/** What a module does when an order takes a step; the order lifecycle runs each in the step's transaction. */
export type TransitionEffect = { name: string; run(transition: OrderTransition): Promise<void> };

/** The step an order was placed with, or the status it moved to; null when it stayed where it was. */
export function stepOf(transition: Pick<OrderTransition, "before" | "after">): { placed: boolean; to: OrderStatus } | null {
  if (transition.before === null) return { placed: true, to: transition.after.status };
  return transition.before.status === transition.after.status ? null : { placed: false, to: transition.after.status };
}

/** Whether this step brought an order (not a return) to `status`, by placing it there or moving it. */
export function orderReached(transition: Pick<OrderTransition, "before" | "after">, status: OrderStatus): boolean {
  return transition.after.orderType === "order" && stepOf(transition)?.to === status;
}
