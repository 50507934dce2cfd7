import { z } from "zod";
import { MAX_BULK_ORDERS } from "./bulk-orders.js";
import { UpdateOrderBodySchema } from "./orders-schemas.js";

const awbCode = UpdateOrderBodySchema.shape.awbCode.unwrap();

/**
 * A change to many orders at once: each is changed or refused on its own, by the rules of a single
 * change. Shipping takes an AWB per order, as a list in the order of `orderIds` or as a map from
 * order id (or order number) to AWB (what a pasted or uploaded CSV becomes), and one courier for all of them.
 */
export const BulkUpdateOrdersBodySchema = z
  .object({
    orderIds: z
      .array(z.string().max(64), { message: "Choose the orders to change" })
      .min(1, { message: "Choose the orders to change" })
      .max(MAX_BULK_ORDERS, { message: `Change at most ${MAX_BULK_ORDERS} orders at once` }),
    status: z.string().trim().min(1, { message: "Choose the status to set" }).max(40),
    courier: UpdateOrderBodySchema.shape.courier,
    awbCodes: z.union([z.array(awbCode).max(MAX_BULK_ORDERS), z.record(z.string().max(64), awbCode)]).optional(),
    /** Why the orders are cancelled: kept in each order's history. */
    reason: z.string().trim().max(300).optional(),
  })
  .refine((body) => !Array.isArray(body.awbCodes) || body.awbCodes.length === body.orderIds.length, {
    message: "Give one AWB code for each order",
    path: ["awbCodes"],
  });
export type BulkUpdateOrdersBody = z.infer<typeof BulkUpdateOrdersBodySchema>;

export const BulkOrderResultSchema = z.object({
  orderId: z.string(),
  /** The order number, when the order exists. */
  publicOrderId: z.string().nullable(),
  ok: z.boolean(),
  /** False when the order already was as asked (a repeated request): nothing was done again. */
  changed: z.boolean(),
  /** The order's status after the request. */
  status: z.string().nullable(),
  message: z.string(),
});
export type BulkOrderResult = z.infer<typeof BulkOrderResultSchema>;
