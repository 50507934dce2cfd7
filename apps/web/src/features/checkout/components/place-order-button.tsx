import { formatRupees } from "@pallu/domain";
import { Button } from "@/components/ui/button";
import type { PaymentMethod } from "../hooks/use-place-order";

/** "Place Order" for cash on delivery, "Pay ₹…" online; never disabled, so a second press can be refused aloud. */
export function PlaceOrderButton({
  method,
  total,
  busy,
  onPress,
  className = "",
}: {
  method: PaymentMethod;
  total: number;
  busy: boolean;
  onPress: () => void;
  className?: string;
}) {
  const label = method === "cod" ? `Place Order · ${formatRupees(total)}` : `Pay ${formatRupees(total)}`;
  return (
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
}
