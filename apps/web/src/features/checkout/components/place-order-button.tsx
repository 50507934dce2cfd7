import { formatAmount, formatRupees } from "@pallu/domain";
import { Button } from "@/components/ui/button";
import type { PaymentMethod } from "../hooks/use-place-order";

/**
 * "Place Order" for cash on delivery, "Pay ₹…" online; never disabled, so a second press can be
 * refused aloud. A shopper reading another currency reads the amount in it, and beneath the button
 * the rupees she is charged.
 */
export function PlaceOrderButton({
  method,
  total,
  inCurrency,
  busy,
  onPress,
  className = "",
}: {
  method: PaymentMethod;
  total: number;
  /** The same amount in the shopper's currency, as the server quoted it. */
  inCurrency?: { amount: number; currency: string } | undefined;
  busy: boolean;
  onPress: () => void;
  className?: string;
}) {
  const amount = inCurrency ? formatAmount(inCurrency.amount, inCurrency.currency) : formatRupees(total);
  const label = method === "cod" ? `Place Order · ${amount}` : `Pay ${amount}`;
  const button = (
    <Button size="lg" onClick={onPress} aria-busy={busy} className={className}>
      {busy ? (
        <>
          <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-ivory/40 border-t-ivory" />
          {method === "cod" ? "Placing your order…" : "Opening payment…"}
        </>
      ) : (
        label
      )}
    </Button>
  );
  if (!inCurrency) return button;
  return (
    <div>
      {button}
      <p className="mt-1.5 text-center text-[12px] font-semibold text-ink-muted">Charged as {formatRupees(total)}; your bank converts it</p>
    </div>
  );
}
