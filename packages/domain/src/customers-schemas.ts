import { z } from "zod";
import { AccountContactSchema, AddressSchema } from "./accounts-schemas.js";
import { answerWith } from "./responses-schemas.js";
import { formBoolean } from "./form-values.js";
import { OrderSchema } from "./orders-schemas.js";

const UserIdSchema = z
  .string({ message: "userId is required" })
  .trim()
  .max(100, { message: "userId is not a valid id" })
  .pipe(z.uuid({ message: "userId is not a valid id" }));

export const CustomerIdBodySchema = z.object({ userId: UserIdSchema });
export type CustomerIdBody = z.infer<typeof CustomerIdBodySchema>;

export const SetCodAllowedBodySchema = z.object({ userId: UserIdSchema, allowed: formBoolean });
export type SetCodAllowedBody = z.infer<typeof SetCodAllowedBodySchema>;

/** A customer as the back office sees them. */
export const CustomerSchema = AccountContactSchema.extend({
  createdAt: z.string(),
  isVerified: z.boolean(),
  /** Whether the customer may pay cash on delivery; the seller turns it off for an account. */
  codAllowed: z.boolean(),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** A customer's record with the shop, in four figures. */
export const CustomerSummarySchema = z.object({
  /** Every order they placed, whatever became of it. */
  orders: z.number().int(),
  /** Returns they asked for and did not withdraw. */
  returns: z.number().int(),
  /** Cash-on-delivery parcels that left the warehouse and came back undelivered. */
  undeliveredCod: z.number().int(),
  /** Rupees paid for orders that stand, less the money refunded on their returns. */
  totalSpent: z.number(),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

export const CustomerProfileResponseSchema = answerWith({
  customer: CustomerSchema,
  summary: CustomerSummarySchema,
  addresses: z.array(AddressSchema),
  /** Their newest orders (at most CUSTOMER_RECENT_ORDERS), as the admin order list shows them. */
  orders: z.array(OrderSchema),
});
export type CustomerProfileResponse = z.infer<typeof CustomerProfileResponseSchema>;

export const CustomerResponseSchema = answerWith({ customer: CustomerSchema });
export type CustomerResponse = z.infer<typeof CustomerResponseSchema>;

/** Whether the checkout offers a shopper cash on delivery, and if not, why. */
export const CodOfferSchema = z.object({
  available: z.boolean(),
  message: z.string().nullable(),
});
export type CodOffer = z.infer<typeof CodOfferSchema>;

export const CodOfferResponseSchema = answerWith({
  cashOnDelivery: CodOfferSchema,
});
