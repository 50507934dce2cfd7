import { formatAmount, formatRupees } from "@pallu/domain";
import type { CartLine } from "../cart-lines";
import { LineWork, type QuotedCartLine } from "./line-work";
import type { LineInCurrency } from "../hooks/use-cart-in-currency";
import { LineCard } from "./saved-list";
import { QuantityStepper } from "./quantity-stepper";

/** One line of the cart: photo, name, size, price (original struck through), its services, stepper, line total. */
export function CartLineItem({
  line,
  quoted,
  onIncrease,
  onDecrease,
  onRemove,
  shown,
}: {
  line: CartLine;
  /** The line as the server's quote priced it, once there is one. */
  quoted?: QuotedCartLine | undefined;
  /** The line's prices in the shopper's currency, when she reads another than rupees. */
  shown?: LineInCurrency | undefined;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
}) {
  const lowStock = !line.oneOfAKind && line.maxQuantity > 0 && line.maxQuantity <= 3;
  const lineTotal = shown ? formatAmount(shown.total, shown.currency) : formatRupees(line.price * line.quantity);
  return (
    <LineCard
      line={line}
      look="cart"
      shown={shown}
      aside={
        <p className="hidden shrink-0 text-[16px] font-bold tabular-nums md:block" aria-label={`Line total ${lineTotal}`}>
          {lineTotal}
        </p>
      }
    >
      {lowStock && <p className="text-[12px] font-bold text-saffron-deep">Only {line.maxQuantity} left</p>}
      <LineWork line={line} quoted={quoted} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
        {line.oneOfAKind ? (
          <p className="text-[13px] font-semibold text-gold-text">One of a kind · quantity 1</p>
        ) : (
          <QuantityStepper name={line.name} quantity={line.quantity} onIncrease={onIncrease} onDecrease={onDecrease} />
        )}
        <button
          type="button"
          onClick={onRemove}
          className="text-[13px] font-semibold text-ink-muted underline decoration-sand underline-offset-4 hover:text-maroon hover:decoration-maroon"
        >
          Remove
        </button>
      </div>
    </LineCard>
  );
}
