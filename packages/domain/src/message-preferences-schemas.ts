import { z } from "zod";
import { answerWith } from "./responses-schemas.js";

/** PUT /user/whatsapp: whether the customer wants order updates on WhatsApp (off until they say so). */
export const WhatsAppOptInSchema = z.object({ whatsappOptIn: z.boolean({ message: "whatsappOptIn must be true or false" }) }).strict();

export const WhatsAppOptInResponseSchema = answerWith({
  whatsappOptIn: z.boolean(),
  /** Whether the shop sends WhatsApp at all; the checkbox is shown only when it does. */
  whatsappAvailable: z.boolean(),
});
export type WhatsAppOptInResponse = z.infer<typeof WhatsAppOptInResponseSchema>;
