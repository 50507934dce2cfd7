/** Said when the seller turned cash on delivery off for this customer. */
export const COD_ACCOUNT_OFF_MESSAGE = "Cash on delivery is not available for your account. Please pay online.";

/** The orders a customer's page lists: the newest ones; the rest are on the order desk. */
export const CUSTOMER_RECENT_ORDERS = 20;

/**
 * Why this customer may not pay cash on delivery, or null when they may. The one rule both the
 * checkout's offer and the placing of a cash-on-delivery order follow.
 */
export function codAccountRefusal(customer: { codAllowed: boolean }): string | null {
  return customer.codAllowed ? null : COD_ACCOUNT_OFF_MESSAGE;
}
