import { clampQuantity } from "../return-selection";

/** − n + for one line, bounded 0 … max; the buttons name the item for screen readers. */
export function QuantityStepper({
  value,
  max,
  itemName,
  onChange,
  disabled = false,
}: {
  value: number;
  max: number;
  itemName: string;
  onChange: (next: number) => void;
  disabled?: boolean;
}) {
  const step = (delta: number) => onChange(clampQuantity(value + delta, max));
  const button =
    "flex h-10 w-10 items-center justify-center rounded-full text-[20px] leading-none text-maroon transition-colors hover:bg-maroon/8 disabled:cursor-not-allowed disabled:text-ink-muted/50 disabled:hover:bg-transparent";
  return (
    <div
      role="group"
      aria-label={`Quantity to return of ${itemName}`}
      className="inline-flex items-center rounded-full border border-gold/50 bg-white/70"
    >
      <button
        type="button"
        className={button}
        onClick={() => step(-1)}
        disabled={disabled || value <= 0}
        aria-label={`Return one fewer ${itemName}`}
      >
        −
      </button>
      <output aria-live="polite" className="min-w-[3.25rem] text-center text-[15px] font-bold tabular-nums text-ink">
        {value}
        <span className="font-normal text-ink-muted"> / {max}</span>
      </output>
      <button
        type="button"
        className={button}
        onClick={() => step(1)}
        disabled={disabled || value >= max}
        aria-label={`Return one more ${itemName}`}
      >
        +
      </button>
    </div>
  );
}
