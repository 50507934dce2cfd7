import { formatRupees } from "@pallu/domain";
import type { CartLine } from "../cart-lines";
import { Link } from "react-router";
import { Price } from "@/components/ui/price";
import { LineThumb } from "./line-thumb";
import { QuantityStepper } from "./quantity-stepper";
import { SizeLabel } from "./size-label";

/** One line of the cart: photo, name, size, price (original struck through), stepper, line total. */
export function CartLineItem({
  line,
  onIncrease,
  onDecrease,
  onRemove,
}: {
  line: CartLine;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
}) {
  const lowStock = line.maxQuantity > 0 && line.maxQuantity <= 3;
  return (
    <li className="flex gap-4 py-5 first:pt-0 md:gap-6">
      <LineThumb productId={line.productId} image={line.image} className="h-32 w-[6.4rem] md:h-40 md:w-32" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-display text-[19px] leading-snug font-semibold text-ink md:text-[22px]">
            <Link to={`/product/${line.productId}`} className="line-clamp-2 hover:text-maroon">
              {line.name}
            </Link>
          </h3>
          <p
            className="hidden shrink-0 text-[16px] font-bold tabular-nums md:block"
            aria-label={`Line total ${formatRupees(line.price * line.quantity)}`}
          >
            {formatRupees(line.price * line.quantity)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <SizeLabel size={line.size} />
          <Price price={line.price} originalPrice={line.originalPrice} />
        </div>
        {lowStock && <p className="text-[12px] font-bold text-saffron-deep">Only {line.maxQuantity} left</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
          <QuantityStepper name={line.name} quantity={line.quantity} onIncrease={onIncrease} onDecrease={onDecrease} />
          <button
            type="button"
            onClick={onRemove}
            className="text-[13px] font-semibold text-ink-muted underline decoration-sand underline-offset-4 hover:text-maroon hover:decoration-maroon"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
