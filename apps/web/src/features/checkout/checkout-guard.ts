import { messages } from "@pallu/domain";

export interface CheckoutRefusal {
  message: string;
  /** Where the shopper can put it right, when there is such a place. */
  fix?: { to: string; label: string };
}

/** Where an unverified shopper verifies their account (docs/shop-rules.md#checkout: /myaccount#manageAccount). */
export const MANAGE_ACCOUNT_PATH = "/myaccount#manageAccount";

/**
 * Why a payment cannot start yet (docs/shop-rules.md#checkout), in the order a shopper can fix things: a
 * second press while one runs, no email, no address chosen, an account not yet verified.
 */
export function checkoutRefusal({
  user,
  addressId,
  inProgress,
}: {
  user: { email: string | null; isVerified: boolean } | null;
  addressId: string | null;
  inProgress: boolean;
}): CheckoutRefusal | null {
  if (inProgress) return { message: messages.checkout.inProgress };
  if (!user?.email) return { message: messages.checkout.addEmail, fix: { to: "/myaccount", label: "Add your email" } };
  if (!addressId) return { message: messages.checkout.selectAddress };
  if (!user.isVerified) return { message: messages.checkout.verifyAccount, fix: { to: MANAGE_ACCOUNT_PATH, label: "Verify my account" } };
  return null;
}
