import { z } from "zod";
import { ORDER_ACTORS, ORDER_HISTORY_EVENTS } from "./order-history.js";

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
