import { formatAmount, formatRupees } from "@pallu/domain";
import type { CartLine } from "../cart-lines";
import type { CartInCurrency } from "../hooks/use-cart-in-currency";
import { LineThumb } from "./line-thumb";
import { LineWork, OrderPromise, quotedLineOf, type QuotedCartLine } from "./line-work";
import { SizeLabel } from "./size-label";

/**
 * The lines being ordered, read-only, for the checkout page, with their services as the server's
 * quote priced them; in the shopper's currency when she reads another.
 */
export function CartReview({
  lines,
  quotedLines,
  deliveryDate,
  inCurrency,
}: {
  lines: readonly CartLine[];
  quotedLines?: readonly QuotedCartLine[] | undefined;
  deliveryDate?: string | undefined;
  inCurrency?: CartInCurrency | undefined;
}) {
  return (
    <>
      <ul className="divide-y divide-sand" aria-label="Items in this order">
        {lines.map((line) => {
          const shown = inCurrency?.lines.get(line.buyingOptionId);
          return (
            <li key={line.buyingOptionId} className="flex items-start gap-4 py-3.5 first:pt-0 last:pb-0">
              <LineThumb productId={line.productId} image={line.image} className="h-20 w-16" />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-display text-[17px] leading-snug font-semibold">{line.name}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-[13px] text-ink-muted">
                  <SizeLabel size={line.size} />
                  <span>
                    {line.quantity} × {shown ? formatAmount(shown.price, shown.currency) : formatRupees(line.price)}
                  </span>
                </p>
                <LineWork line={line} quoted={quotedLineOf(quotedLines, line)} />
              </div>
              <p className="shrink-0 font-bold tabular-nums">
                {shown ? formatAmount(shown.total, shown.currency) : formatRupees(line.price * line.quantity)}
              </p>
            </li>
          );
        })}
      </ul>
      <OrderPromise quoted={quotedLines} deliveryDate={deliveryDate} />
    </>
  );
}
