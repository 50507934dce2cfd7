import { z } from "zod";

export const ORDER_ACTORS = ["shopper", "admin", "provider", "system"] as const;
export type OrderActorKind = (typeof ORDER_ACTORS)[number];
export const ORDER_HISTORY_EVENTS = ["placed", "status", "tracking", "refund"] as const;
export type OrderHistoryEvent = (typeof ORDER_HISTORY_EVENTS)[number];

/**
 * One change to an order as the API shows it: when, who (an admin's name only to admins; a
 * provider by its name), what (placed, a status step, tracking given, a refund's progress) and
 * what else was said (the AWB, a cancellation's reason, a refund's amount).
 */
export const OrderHistoryEntrySchema = z.object({
  at: z.string(),
  by: z.enum(ORDER_ACTORS),
  name: z.string().nullable(),
  event: z.enum(ORDER_HISTORY_EVENTS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  detail: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

/** Who made a change, in words: the shopper sees "You" and "The shop"; an admin sees names. */
export function historyActorText(entry: Pick<OrderHistoryEntry, "by" | "name">, viewer: "shopper" | "admin"): string {
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
export function historyEventText(entry: Pick<OrderHistoryEntry, "event" | "from" | "to" | "detail">): string {
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
