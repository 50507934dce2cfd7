import { formatRupees } from "@pallu/domain";

/** How much of the order the shopper's store credit pays, in rupees. */
export function creditToSpend(balance: number, total: number, use: boolean): number {
  return use ? Math.min(balance, total) : 0;
}

/** "Use my store credit": shown only to a shopper who has some; what is left to pay follows. */
export function StoreCreditChoice({
  balance,
  total,
  checked,
  onChange,
}: {
  balance: number;
  total: number;
  checked: boolean;
  onChange: (use: boolean) => void;
}) {
  if (balance <= 0) return null;
  const spent = creditToSpend(balance, total, checked);
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-gold/50 bg-gold/[0.06] p-4">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 accent-maroon"
      />
      <span className="min-w-0 text-[14px]">
        <span className="block font-bold text-ink">Use my store credit · {formatRupees(balance)}</span>
        <span className="block text-ink-muted">
          {checked
            ? spent === total
              ? "It covers this whole order: nothing to pay."
              : `${formatRupees(spent)} off; you pay ${formatRupees(total - spent)}.`
            : "Keep it for another order."}
        </span>
      </span>
    </label>
  );
}
