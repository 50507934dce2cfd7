import { formatRupees } from "@pallu/domain";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TagIcon } from "@/components/ui/commerce-icons";
import type { CouponOutcome } from "../hooks/use-checkout-quote";

/**
 * "Have a coupon code?": the shopper types a code and applies it (Enter does too); the server's
 * verdict shows under the box — the saving, or why the code cannot be used — and Remove takes it off.
 */
export function CouponBox({
  outcome,
  onApply,
  onRemove,
}: {
  outcome: CouponOutcome | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(outcome?.code ?? "");
  const kept = outcome && outcome.kind !== "refused";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) onApply(draft);
  };

  if (kept) {
    return (
      <div className="rounded-xl border border-dashed border-gold/70 bg-gold/[0.07] px-4 py-3" aria-live="polite">
        <div className="flex items-center gap-3">
          <TagIcon size={20} className="shrink-0 text-gold-text" />
          <p className="min-w-0 flex-1 text-[14px]">
            <span className="font-bold tracking-[0.08em] text-maroon-dark uppercase">{outcome.code}</span>
            <span className="block text-[12.5px] text-ink-muted">
              {outcome.kind === "applied"
                ? outcome.saving > 0
                  ? `Applied · you save ${formatRupees(outcome.saving)}`
                  : "Applied"
                : outcome.kind === "checking"
                  ? "Checking your code…"
                  : "Applied at checkout, once we know where to deliver"}
            </span>
            {outcome.kind === "applied" && outcome.note && (
              <span className="mt-0.5 block text-[12.5px] text-saffron-deep">{outcome.note}</span>
            )}
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setDraft("");
              onRemove();
            }}
            aria-label={`Remove coupon ${outcome.code}`}
          >
            Remove
          </Button>
        </div>
      </div>
    );
  }

  const error = outcome?.kind === "refused" ? outcome.message : undefined;
  return (
    <form onSubmit={submit} noValidate aria-label="Coupon code">
      <label htmlFor={id} className="mb-1.5 flex items-center gap-2 text-[13px] font-bold tracking-wide text-ink">
        <TagIcon size={17} className="text-gold-text" /> Have a coupon code?
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          placeholder="Enter code"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          className={`h-11 min-w-0 flex-1 rounded-full border bg-white px-4 text-[15px] font-semibold tracking-[0.06em] text-ink uppercase placeholder:font-normal placeholder:tracking-normal placeholder:text-ink-muted/60 placeholder:normal-case focus:outline-none focus-visible:border-maroon focus-visible:ring-2 focus-visible:ring-gold-light/70 ${error ? "border-maroon-soft" : "border-sand hover:border-gold-light"}`}
        />
        <Button type="submit" variant="outline" className="shrink-0">
          Apply
        </Button>
      </div>
      <p
        id={`${id}-error`}
        aria-live="polite"
        className={`text-[13px] font-semibold text-maroon-soft ${error ? "mt-1.5" : ""}`}
      >
        {error}
      </p>
      {error && (
        <button
          type="button"
          onClick={() => {
            setDraft("");
            onRemove();
          }}
          className="mt-1 text-[12.5px] font-semibold text-ink-muted underline decoration-sand underline-offset-4 hover:text-maroon"
        >
          Clear code
        </button>
      )}
    </form>
  );
}
