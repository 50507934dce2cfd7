import type { BuyingOption } from "@pallu/domain";
import { earlyTap } from "@/lib/early-taps";

/** The sizes of a product as a single-choice group; a size out of stock stays visible, struck. */
export function SizeChips({
  choices,
  chosenId,
  onChoose,
}: {
  choices: BuyingOption[];
  chosenId: string | undefined;
  onChoose: (id: string) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2.5 text-[13px] font-bold tracking-[0.14em] text-ink uppercase">Select size</legend>
      <div className="flex flex-wrap gap-2.5">
        {choices.map((option) => {
          const empty = option.stock < 1;
          return (
            <label key={option._id} className="cursor-pointer">
              <input
                type="radio"
                name="size"
                value={option._id}
                checked={chosenId === option._id}
                onChange={() => onChoose(option._id)}
                {...earlyTap("size")}
                className="peer sr-only"
              />
              <span
                className={`inline-flex h-11 min-w-12 items-center justify-center rounded-lg border px-4 text-[14px] font-bold transition-colors peer-checked:border-maroon peer-checked:bg-maroon peer-checked:text-ivory peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron-deep ${empty ? "border-sand text-ink-muted line-through" : "border-ink/25 bg-white/60 text-ink hover:border-maroon"}`}
              >
                {option.size}
                {empty && <span className="sr-only"> (out of stock)</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
