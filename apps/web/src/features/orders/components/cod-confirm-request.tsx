import type { Order } from "../order-model";
import { Button } from "@/components/ui/button";
import { withProgressToast } from "@/lib/progress-toast";
import { useConfirmMyCodOrderMutation } from "../api/orders-api";

/** A cash-on-delivery order waiting for the shopper's yes: what happens without it, and the button that gives it. */
export function CodConfirmRequest({ order }: { order: Pick<Order, "_id" | "codConfirmation"> }) {
  const [confirm, { isLoading }] = useConfirmMyCodOrderMutation();
  if (order.codConfirmation?.status !== "awaiting") return null;
  const by = new Date(order.codConfirmation.confirmBy).toLocaleString("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <div role="status" className="mb-4 rounded-xl border border-gold/60 bg-ivory-deep/60 p-3 text-[14px] text-ink">
      <p>
        Please confirm this cash-on-delivery order so that we can ship it. If it is not confirmed by {by}, it is
        cancelled.
      </p>
      <Button
        className="mt-2 w-full sm:w-auto"
        disabled={isLoading}
        onClick={() => void withProgressToast("Confirming your order", confirm(order._id))}
      >
        Confirm order
      </Button>
    </div>
  );
}
