import { formatRupees } from "@pallu/domain";
import type { ReactNode } from "react";
import { pluralize } from "@/lib/format";
import type { CartTotals } from "../cart-rules";

function Row({ label, value, strong = false, tone }: { label: ReactNode; value: ReactNode; strong?: boolean; tone?: "leaf" }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? "text-[18px] font-bold text-ink" : "text-[15px]"}`}>
      <dt className={strong ? "" : "text-ink-muted"}>{label}</dt>
      <dd className={`tabular-nums ${tone === "leaf" ? "font-bold text-leaf" : strong ? "" : "font-semibold text-ink"}`}>{value}</dd>
    </div>
  );
}

/** The price box of the cart and of checkout: items, saving, free delivery, total; then the action. */
export function CartSummary({
  totals,
  title = "Price details",
  storeCredit = 0,
  children,
}: {
  totals: CartTotals;
  title?: string;
  /** Store credit spent on this order at checkout, in rupees. */
  storeCredit?: number;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl border border-sand bg-white/60 p-5 shadow-card md:p-6">
      <h2 id="summary-title" className="text-[24px] font-semibold">
        {title}
      </h2>
      <dl className="mt-4 space-y-2.5">
        <Row label={`Price (${pluralize(totals.items, "item", "items")})`} value={formatRupees(totals.original)} />
        {totals.saving > 0 && <Row label="Discount" value={`− ${formatRupees(totals.saving)}`} tone="leaf" />}
        <Row
          label="Delivery"
          value={
            <>
              {formatRupees(totals.delivery)} <span className="ml-1 text-[12px] font-bold tracking-wide text-leaf uppercase">Free</span>
            </>
          }
        />
        <div className="!mt-4 border-t border-dashed border-gold/50 pt-4">
          <Row label="Total" value={formatRupees(totals.total)} strong />
        </div>
        {storeCredit > 0 && (
          <>
            <Row label="Store credit" value={`− ${formatRupees(storeCredit)}`} tone="leaf" />
            <Row label="To pay" value={formatRupees(totals.total - storeCredit)} strong />
          </>
        )}
      </dl>
      {totals.saving > 0 && (
        <p className="mt-3 rounded-lg bg-leaf/8 px-3 py-2 text-[13px] font-semibold text-leaf">
          You save {formatRupees(totals.saving)} on this order
        </p>
      )}
      {children && <div className="mt-5">{children}</div>}
    </section>
  );
}
