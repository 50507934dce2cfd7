import { indiaMomentText } from "@pallu/domain";
import type { Order } from "../order-model";
import { Button } from "@/components/ui/button";
import { withProgressToast } from "@/lib/progress-toast";
import { useConfirmMyCodOrderMutation } from "../api/orders-api";

/** When a cash-on-delivery order must be confirmed by, as the shopper reads it. */
export function codConfirmDeadlineText(confirmBy: string): string {
  return indiaMomentText(confirmBy);
}

/**
 * A cash-on-delivery order waiting for the shopper's yes: what happens without it, by when, and
 * the one button that gives it. Nothing at all for an order that does not wait.
 */
export function CodConfirmRequest({
  order,
  className = "",
}: {
  order: Pick<Order, "_id" | "codConfirmation">;
  className?: string;
}) {
  const [confirm, { isLoading }] = useConfirmMyCodOrderMutation();
  if (order.codConfirmation?.status !== "awaiting") return null;
  const by = codConfirmDeadlineText(order.codConfirmation.confirmBy);
  return (
    <section
      aria-labelledby="cod-confirm-title"
      className={`rounded-2xl border-2 border-gold bg-ivory-deep p-4 text-ink shadow-card md:p-5 ${className}`}
    >
      <h2 id="cod-confirm-title" className="font-display text-[22px] leading-tight font-semibold text-maroon-dark">
        Confirm your order
      </h2>
      <p className="mt-1.5 text-[14px]">
        We ship a cash-on-delivery order once you confirm it. Please confirm by{" "}
        <span className="font-semibold whitespace-nowrap">{by}</span>; if it is not confirmed by then, it is cancelled.
      </p>
      <Button
        className="mt-3 w-full sm:w-auto"
        size="lg"
        disabled={isLoading}
        onClick={() => void withProgressToast("Confirming your order", confirm(order._id))}
      >
        Confirm order
      </Button>
    </section>
  );
}
