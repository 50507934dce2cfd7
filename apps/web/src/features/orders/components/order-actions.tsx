import type { Order } from "../order-model";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NewTabButton } from "@/components/ui/new-tab-button";
import { cancellationMoneyText, orderActions } from "../order-rules";

/**
 * The order's buttons, each shown exactly when it applies (docs/shop-rules.md#orders): Invoice once an invoice
 * exists, Cancel and Return when the server allows them, Track Package once there is an AWB code.
 */
export function OrderActions({
  order,
  onCancel,
  isCancelling = false,
  onReturn,
}: {
  /** What an order allows never depends on its lines. */
  order: Omit<Order, "cart">;
  onCancel: () => void;
  isCancelling?: boolean;
  onReturn: () => void;
}) {
  const actions = orderActions(order);
  const [confirming, setConfirming] = useState(false);
  const any = actions.invoiceUrl || actions.canCancel || actions.trackingUrl || actions.canReturn;
  if (!any) return null;
  // Phones: Track Package across the top, the rest in pairs (a lone last one across); wider: one row.
  return (
    <div className="flex flex-col gap-2.5 sm:flex-row sm:flex-wrap">
      {actions.trackingUrl && (
        <NewTabButton href={actions.trackingUrl} offsite variant="primary" size="md" className="whitespace-nowrap">
          Track Package
          <span className="sr-only"> (opens the courier's tracking page)</span>
        </NewTabButton>
      )}
      <div className="grid grid-cols-2 gap-2.5 empty:hidden sm:contents [&>:last-child:nth-child(odd)]:col-span-2">
        {actions.invoiceUrl && (
          <NewTabButton href={actions.invoiceUrl} variant="outline" size="md" className="whitespace-nowrap">
            Invoice
            <span className="sr-only"> (PDF, opens in a new tab)</span>
          </NewTabButton>
        )}
        {actions.canReturn && (
          <Button variant="outline" onClick={onReturn} className="whitespace-nowrap">
            Return
          </Button>
        )}
        {actions.canCancel && (
          // Stays pressable while cancelling, so a second press can be answered with 'Wait' (docs/shop-rules.md#orders).
          <Button
            variant="ghost"
            // A press while cancelling goes straight through, to be answered with 'Wait'.
            onClick={() => (isCancelling ? onCancel() : setConfirming(true))}
            aria-busy={isCancelling}
            className="border border-maroon/25 whitespace-nowrap"
          >
            {isCancelling ? "Cancelling…" : "Cancel Order"}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Cancel this order?"
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep the order"
        onConfirm={onCancel}
        onClose={() => setConfirming(false)}
      >
        {cancellationMoneyText(order).map((line) => (
          <p key={line} className="mt-1">
            {line}
          </p>
        ))}
      </ConfirmDialog>
    </div>
  );
}
