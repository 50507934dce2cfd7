import { formatRupees } from "@pallu/domain";
import type { CartLine } from "../cart-lines";
import { LineThumb } from "./line-thumb";
import { LineWork, OrderPromise, quotedLineOf, type QuotedCartLine } from "./line-work";
import { SizeLabel } from "./size-label";

/** The lines being ordered, read-only, for the checkout page, with their services as the server's quote priced them. */
export function CartReview({
  lines,
  quotedLines,
  deliveryDate,
}: {
  lines: readonly CartLine[];
  quotedLines?: readonly QuotedCartLine[] | undefined;
  deliveryDate?: string | undefined;
}) {
  return (
    <>
      <ul className="divide-y divide-sand" aria-label="Items in this order">
        {lines.map((line) => (
          <li key={line.buyingOptionId} className="flex items-start gap-4 py-3.5 first:pt-0 last:pb-0">
            <LineThumb productId={line.productId} image={line.image} className="h-20 w-16" />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-display text-[17px] leading-snug font-semibold">{line.name}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-[13px] text-ink-muted">
                <SizeLabel size={line.size} />
                <span>
                  {line.quantity} × {formatRupees(line.price)}
                </span>
              </p>
              <LineWork line={line} quoted={quotedLineOf(quotedLines, line)} />
            </div>
            <p className="shrink-0 font-bold tabular-nums">{formatRupees(line.price * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <OrderPromise quoted={quotedLines} deliveryDate={deliveryDate} />
    </>
  );
}
