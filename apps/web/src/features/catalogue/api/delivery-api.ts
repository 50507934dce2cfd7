import type { Serviceability } from "@pallu/domain";
import { apiPath, type PageRead } from "@/lib/page-query";

/**
 * GET /shipping/serviceability: the sentence to show and the facts behind it, or (400) why the
 * PIN code cannot be checked.
 */
export type ServiceabilityAnswer =
  (Serviceability & { success: true; message: string }) | { success: false; message: string };

/** A PIN code is digits only; anything else typed or pasted (spaces, a dash) is dropped. */
export function pinCodeOf(text: string): string {
  return text.replace(/\D/g, "").slice(0, 6);
}

/**
 * Whether a PIN code is reached, and when, asking about this product's cash on delivery too: a plain
 * read, the same for every shopper, so the product page loads no state library for it and the
 * server can answer a PIN sent before the page's script ran.
 */
export const serviceabilityRead = (pincode: string, productId: string): PageRead<ServiceabilityAnswer> => ({
  path: apiPath("/shipping/serviceability", { pincode, productId }),
  read: (answer: ServiceabilityAnswer) => answer,
});
