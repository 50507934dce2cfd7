import { z } from "zod";
import { MAX_PACKING_SLIP_ORDERS } from "./packing-slips.js";

/** The orders to print packing slips for, in the order they are printed; a repeated id prints once. */
export const PackingSlipsBodySchema = z.object({
  orderIds: z
    .array(z.uuid({ message: "Invalid order id" }), { message: "Choose the orders to print" })
    .min(1, { message: "Choose the orders to print" })
    .max(MAX_PACKING_SLIP_ORDERS, { message: `Print at most ${MAX_PACKING_SLIP_ORDERS} orders at once` }),
});
export type PackingSlipsBody = z.infer<typeof PackingSlipsBodySchema>;
