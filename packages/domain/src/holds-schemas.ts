import { z } from "zod";

/** An open online payment and the stock it holds, as the back office lists them. */
export const ReservationSchema = z.object({
  _id: z.string(),
  customer: z.object({ _id: z.string(), fullname: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  items: z.array(z.object({ productId: z.string(), sizeId: z.string(), name: z.string(), size: z.string(), quantity: z.number().int() })),
  /** Rupees. */
  amount: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Reservation = z.infer<typeof ReservationSchema>;
