import { PlusIcon, TrashIcon } from "@/components/ui/account-icons";
import { MinusIcon } from "@/components/ui/commerce-icons";

const stepClass =
  "inline-flex h-10 w-10 items-center justify-center text-maroon transition-colors hover:bg-maroon/8 disabled:opacity-40";

/** Minus, the quantity, plus. At 1 the minus removes the line, and says so (docs/shop-rules.md#cart). */
export function QuantityStepper({
  name,
  quantity,
  onIncrease,
  onDecrease,
}: {
  name: string;
  quantity: number;
  onIncrease: () => void;
  onDecrease: () => void;
}) {
  const removes = quantity <= 1;
  return (
    <div className="inline-flex h-10 items-center overflow-hidden rounded-full border border-ink/20 bg-white/70" role="group" aria-label={`Quantity of ${name}`}>
      <button type="button" className={stepClass} onClick={onDecrease} aria-label={removes ? `Remove ${name}` : `Decrease quantity of ${name}`}>
        {removes ? <TrashIcon size={17} /> : <MinusIcon size={17} />}
      </button>
      <output aria-live="polite" aria-label={`Quantity ${quantity}`} className="min-w-8 text-center text-[15px] font-bold tabular-nums">
        {quantity}
      </output>
      <button type="button" className={stepClass} onClick={onIncrease} aria-label={`Increase quantity of ${name}`}>
        <PlusIcon size={17} />
      </button>
    </div>
  );
}
