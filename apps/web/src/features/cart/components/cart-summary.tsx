import { formatRupees, paiseToRupees, rupeesToPaise } from "@pallu/domain";
import type { ReactNode } from "react";
import { pluralize } from "@/lib/format";
import type { CartTotals } from "../cart-rules";

function Row({
  label,
  value,
  strong = false,
  tone,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  tone?: "leaf";
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? "text-[18px] font-bold text-ink" : "text-[15px]"}`}
    >
      <dt className={strong ? "" : "text-ink-muted"}>{label}</dt>
      <dd
        className={`tabular-nums ${tone === "leaf" ? "font-bold text-leaf" : strong ? "" : "font-semibold text-ink"}`}
      >
        {value}
      </dd>
    </div>
  );
}

/** The server's price of the order with its coupons and offers, as the checkout quote gives it (rupees). */
export interface QuotedPrice {
  subtotal: number;
  /** The services sold with the lines (stitching, fall and pico), as the server priced them. */
  services?: number;
  /** Each coupon or offer, named by its code or title. */
  savings: readonly { key: string; label: string; amount: number }[];
  discount: number;
  /** The cash-on-delivery fee in the total. */
  codFee?: number;
  /** Shipping abroad in the total (within India delivery is free). */
  shipping?: number;
  total: number;
  /** A new quote is on its way. */
  stale: boolean;
}

/**
 * The price box of the cart and of checkout: items, saving, the coupons and offers the server
 * applied, free delivery, total; then the action. With a quote, the total is the server's.
 */
export function CartSummary({
  totals,
  quoted,
  coupon,
  title = "Price details",
  storeCredit = 0,
  children,
}: {
  totals: CartTotals;
  quoted?: QuotedPrice | undefined;
  /** The coupon code box, above the prices. */
  coupon?: ReactNode;
  title?: string;
  /** Store credit spent on this order at checkout, in rupees. */
  storeCredit?: number;
  children?: ReactNode;
}) {
  const total = quoted?.total ?? totals.total;
  const saving = paiseToRupees(rupeesToPaise(totals.saving) + rupeesToPaise(quoted?.discount ?? 0));
  const offers = quoted?.savings ?? [];
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-2xl border border-sand bg-white/60 p-5 shadow-card md:p-6"
    >
      <h2 id="summary-title" className="text-[24px] font-semibold">
        {title}
      </h2>
      {coupon && <div className="mt-4 border-b border-sand pb-5">{coupon}</div>}
      <dl
        className={`mt-4 space-y-2.5 transition-opacity ${quoted?.stale ? "opacity-60" : ""}`}
        aria-busy={quoted?.stale}
      >
        <Row label={`Price (${pluralize(totals.items, "item", "items")})`} value={formatRupees(totals.original)} />
        {totals.saving > 0 && <Row label="Discount" value={`− ${formatRupees(totals.saving)}`} tone="leaf" />}
        {(quoted?.services ?? 0) > 0 && <Row label="Stitching and services" value={formatRupees(quoted!.services!)} />}
        {quoted && offers.length > 0 && (
          <>
            <Row label="Subtotal" value={formatRupees(quoted.subtotal)} />
            {offers.map((offer) => (
              <Row key={offer.key} label={offer.label} value={`− ${formatRupees(offer.amount)}`} tone="leaf" />
            ))}
          </>
        )}
        {(quoted?.shipping ?? 0) > 0 ? (
          <Row label="Shipping abroad" value={formatRupees(quoted!.shipping!)} />
        ) : (
          <Row
            label="Delivery"
            value={
              <>
                {formatRupees(totals.delivery)}{" "}
                <span className="ml-1 text-[12px] font-bold tracking-wide text-leaf uppercase">Free</span>
              </>
            }
          />
        )}
        {(quoted?.codFee ?? 0) > 0 && <Row label="Cash on delivery fee" value={formatRupees(quoted!.codFee!)} />}
        <div className="!mt-4 border-t border-dashed border-gold/50 pt-4">
          <Row label="Total" value={formatRupees(total)} strong />
        </div>
        {storeCredit > 0 && (
          <>
            <Row label="Store credit" value={`− ${formatRupees(storeCredit)}`} tone="leaf" />
            <Row
              label="To pay"
              value={formatRupees(paiseToRupees(rupeesToPaise(total) - rupeesToPaise(storeCredit)))}
              strong
            />
          </>
        )}
      </dl>
      {saving > 0 && (
        <p className="mt-3 rounded-lg bg-leaf/8 px-3 py-2 text-[13px] font-semibold text-leaf">
          You save {formatRupees(saving)} on this order
        </p>
      )}
      {children && <div className="mt-5">{children}</div>}
    </section>
  );
}
