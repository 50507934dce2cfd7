import { z } from "zod";
import { PIN_CODE_MESSAGE, PIN_CODE_PATTERN } from "./serviceability.js";

export const ServiceabilityQuerySchema = z.object({
  pincode: z.string({ message: PIN_CODE_MESSAGE }).trim().regex(PIN_CODE_PATTERN, { message: PIN_CODE_MESSAGE }),
  productId: z.string().max(64).optional(),
});
export type ServiceabilityQuery = z.infer<typeof ServiceabilityQuerySchema>;

/**
 * Whether the shop delivers to a PIN code, when, and whether cash on delivery is taken there (for
 * a product, when one is named); the city and state fill an address form.
 */
export const ServiceabilitySchema = z.object({
  serviceable: z.boolean(),
  cod: z.boolean(),
  /** The latest day the parcel should arrive, in India (YYYY-MM-DD); null where the shop does not deliver. */
  deliveryDate: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type Serviceability = z.infer<typeof ServiceabilitySchema>;
