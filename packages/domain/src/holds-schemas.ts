import { z } from "zod";
import { AccountContactSchema } from "./accounts-schemas.js";

/** An open online payment and the stock it holds, as the back office lists them. */
export const ReservationSchema = z.object({
  _id: z.string(),
  customer: AccountContactSchema,
  items: z.array(z.object({ productId: z.string(), sizeId: z.string(), name: z.string(), size: z.string(), quantity: z.number().int() })),
  /** Rupees. */
  amount: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Reservation = z.infer<typeof ReservationSchema>;
