import { deliveryDayText } from "./delivery.js";

/** An Indian PIN code: six digits, the first not zero. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;
export const PIN_CODE_MESSAGE = "Enter a 6-digit PIN code";

/** What the shopper reads: "Delivery by Thu, 3 Dec", or why there is no delivery. */
export function serviceabilityText(
  pincode: string,
  answer: { serviceable: boolean; deliveryDate: string | null },
): string {
  if (!answer.serviceable || !answer.deliveryDate) return `We do not deliver to ${pincode} yet`;
  return `Delivery by ${deliveryDayText(answer.deliveryDate)}`;
}
