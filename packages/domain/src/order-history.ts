export const ORDER_ACTORS = ["shopper", "admin", "provider", "system"] as const;
export type OrderActorKind = (typeof ORDER_ACTORS)[number];
export const ORDER_HISTORY_EVENTS = ["placed", "status", "tracking", "refund"] as const;
export type OrderHistoryEvent = (typeof ORDER_HISTORY_EVENTS)[number];

/** Who made a change, in words: the shopper sees "You" and "The shop"; an admin sees names. */
export function historyActorText(entry: { by: OrderActorKind; name: string | null }, viewer: "shopper" | "admin"): string {
  switch (entry.by) {
    case "shopper":
      return viewer === "shopper" ? "You" : "Customer";
    case "admin":
      return entry.name ?? "The shop";
    case "provider":
      return entry.name ?? "Courier";
    case "system":
      return "The shop";
  }
}

/** What a change did, in words. */
export function historyEventText(entry: {
  event: OrderHistoryEvent;
  from: string | null;
  to: string | null;
  detail: string | null;
}): string {
  switch (entry.event) {
    case "placed":
      return entry.to ? `Placed as ${entry.to}` : "Placed";
    case "status":
      return entry.from ? `${entry.from} → ${entry.to}` : `Now ${entry.to}`;
    case "tracking":
      return "Tracking updated";
    case "refund":
      return "Refund";
  }
}

/** A step an order reached, and when: what a timeline shows as done. */
export type ReachedStep = { status: string; at: string };

/**
 * The statuses an order really went through, in order, each with the day it got there, read from
 * its history: a step it skipped (a return settled without a booked pickup) is not among them.
 */
export function reachedSteps(history: readonly { event: OrderHistoryEvent; to: string | null; at: string }[]): ReachedStep[] {
  const steps: ReachedStep[] = [];
  for (const entry of history) {
    if ((entry.event !== "placed" && entry.event !== "status") || !entry.to) continue;
    if (steps.some((step) => step.status === entry.to)) continue;
    steps.push({ status: entry.to, at: entry.at });
  }
  return steps;
}
