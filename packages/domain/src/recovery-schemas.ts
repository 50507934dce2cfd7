import { z } from "zod";

/** A calendar day as YYYY-MM-DD that exists (no 31 February). */
const isoDate = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field} must be a date as YYYY-MM-DD` })
    .refine(
      (value) => {
        const at = Date.parse(`${value}T00:00:00Z`);
        return !Number.isNaN(at) && new Date(at).toISOString().startsWith(value);
      },
      { message: `${field} is not a real date` },
    );

/** A report's range: two calendar days (IST), the first not after the second. */
export const ReportRangeQuerySchema = z
  .object({ from: isoDate("from"), to: isoDate("to") })
  .refine((range) => range.from <= range.to, { message: "from must not be after to", path: ["from"] });

/** Abandoned checkouts in a range: how many, the reminders sent, and the orders they won back (rupees). */
export const AbandonedCheckoutReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  abandoned: z.number().int(),
  firstReminders: z.number().int(),
  secondReminders: z.number().int(),
  recoveredOrders: z.number().int(),
  recoveredRevenue: z.number(),
});
export type AbandonedCheckoutReport = z.infer<typeof AbandonedCheckoutReportSchema>;

/** "Notify me" on a sold-out size: the size named as add-to-cart names it at the wire. */
export const NotifyMeBodySchema = z.object({
  productId: z.string({ message: "productId is required" }).max(64),
  sizeId: z.string({ message: "sizeId is required" }).max(64),
});

/** "Notify me of pieces like this" under a sold one-off piece. */
export const NotifyLikeThisBodySchema = z.object({
  productId: z.string({ message: "productId is required" }).max(64),
});

/** A size at or below the seller's low-stock threshold. */
export const LowStockSizeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  size: z.string(),
  stock: z.number().int(),
});
export type LowStockSize = z.infer<typeof LowStockSizeSchema>;
