import type { OrderTransition, TransitionEffect } from "../../lib/order-transition.js";

let registered: readonly TransitionEffect[] | null = null;

/**
 * What the modules do when an order takes a step, in the order they run: each module owns its
 * effect, and the app registers the list once as it starts.
 */
export function registerTransitionEffects(effects: readonly TransitionEffect[]): void {
  registered = effects;
}

/** Runs every registered effect of a step inside its transaction; a shop that registered none refuses to move orders. */
export async function runTransitionEffects(transition: OrderTransition): Promise<void> {
  if (!registered) throw new Error("No order effects are registered: build the app before moving orders");
  for (const effect of registered) await effect.run(transition);
}
