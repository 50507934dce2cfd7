/** How an order taken at the counter (in a chat, on the phone) is paid, as the wire spells it. */
export const COUNTER_PAYMENT_TYPES = ["link", "COD", "paid"] as const;
export type CounterPaymentType = (typeof COUNTER_PAYMENT_TYPES)[number];

/** A payment link's life: open until paid or lapsed; cancelled by the seller. */
export const PAYMENT_LINK_STATUSES = ["created", "paid", "expired", "cancelled"] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/** Where a payment link is sent from the back office. */
export const PAYMENT_LINK_CHANNELS = ["whatsapp", "sms", "mail"] as const;
export type PaymentLinkChannel = (typeof PAYMENT_LINK_CHANNELS)[number];

export const COUNTER_ORDER_MESSAGES = {
  customerRequired: "Choose a customer or type their name and phone",
  addressRequired: "Choose an address or type one",
  discountReasonRequired: "Please say why you are giving this discount",
  discountOverTotal: (totalText: string) => `The discount cannot be more than the order total of ${totalText}`,
  referenceRequired: "Please enter the payment reference (UPI or bank transfer)",
  linkNeedsAmount: "A payment link needs something to pay: the discount leaves nothing",
  addressNotTheirs: "This address does not belong to this customer",
  contactTaken: "This email belongs to another customer",
  linkNotFound: "This payment link does not exist",
  linkPaid: "This order is already paid. Thank you!",
  linkLapsed: "This payment link has lapsed. Please ask the shop for a new one.",
  linkCancelled: "This payment link was cancelled. Please ask the shop for a new one.",
} as const;

/**
 * A caption for sharing a product in a chat or under a post: its name, price and the address of
 * its page, the same words on WhatsApp and Instagram.
 */
export function shareCaption(product: { name: string; priceText: string; url: string }): string {
  return `${product.name}\n${product.priceText}\n${product.url}`;
}

/** The wa.me link that opens WhatsApp with the caption typed in, to send to anyone. */
export function whatsAppShareUrl(caption: string): string {
  return `https://wa.me/?text=${encodeURIComponent(caption)}`;
}
