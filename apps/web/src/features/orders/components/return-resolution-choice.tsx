import { RETURN_RESOLUTION_LABELS, type ReturnResolution } from "@pallu/domain";
import { RadioCard } from "@/components/ui/radio-card";

const NOTES: Record<ReturnResolution, string> = {
  refund: "Money back the way you paid, once we have checked the pieces.",
  exchange: "Another size of the same piece. We hold it for you from today.",
  storeCredit: "Credit to spend on your next order, as soon as we have checked the pieces.",
};

/** Refund, exchange or store credit: only what the shop's policy allows for the chosen pieces. */
export function ReturnResolutionChoice({
  allowed,
  value,
  onChange,
  disabled,
  nothingToExchange = false,
}: {
  allowed: ReturnResolution[];
  value: ReturnResolution | null;
  onChange: (resolution: ReturnResolution) => void;
  disabled?: boolean;
  /** A chosen piece has nothing left to exchange it for (a one-off, or the last of its size). */
  nothingToExchange?: boolean;
}) {
  if (allowed.length === 0) return null;
  return (
    <fieldset className="rounded-2xl border border-sand bg-white/60 p-4 shadow-card md:p-5">
      <legend className="float-left mb-3.5 w-full font-sans text-[12px] font-bold tracking-[0.18em] text-gold-text uppercase">
        What would you like?
      </legend>
      <div className="clear-both grid gap-3 sm:grid-cols-3">
        {allowed.map((resolution) => (
          <RadioCard
            key={resolution}
            name="return-resolution"
            value={resolution}
            checked={value === resolution}
            disabled={disabled}
            onChange={() => onChange(resolution)}
            className="flex-col gap-1 p-3.5 pr-9"
          >
            <span className="text-[15px] font-bold text-ink">{RETURN_RESOLUTION_LABELS[resolution]}</span>
            <span className="text-[13px] text-ink-muted">{NOTES[resolution]}</span>
          </RadioCard>
        ))}
      </div>
      {allowed.length === 1 && allowed[0] === "exchange" && (
        <p className="mt-3 text-[13px] text-ink-muted">Pieces bought at a discount can be exchanged only.</p>
      )}
      {nothingToExchange && !allowed.includes("exchange") && (
        <p className="mt-3 text-[13px] text-ink-muted">
          There is no other piece like this one to exchange it for, so we offer{" "}
          {allowed.includes("refund") ? "a refund or store credit" : "store credit"} instead.
        </p>
      )}
    </fieldset>
  );
}
