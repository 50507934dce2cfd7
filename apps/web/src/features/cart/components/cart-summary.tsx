import { formatAmount, formatRupees, paiseToRupees, rupeesToPaise } from "@pallu/domain";
import type { ReactNode } from "react";
import { pluralize } from "@/lib/format";
import type { CartTotals } from "../cart-rules";
import type { CartInCurrency } from "../hooks/use-cart-in-currency";

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

/** The quote's figures in the buyer's currency (its `inCurrency`), each saving by its key. */
export interface QuotedInCurrency {
  currency: string;
  subtotal: number;
  savings: Record<string, number>;
  discount: number;
  shipping: number;
  codFee: number;
  total: number;
}

/** Amounts of the server's, added to the cent. */
export const addAmounts = (...amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

/** The total where the shopper pays, in her currency, with the rupees it is charged in beneath. */
export function TotalInCurrency({
  amount,
  currency,
  chargedRupees,
  align = "end",
}: {
  amount: number;
  currency: string;
  chargedRupees: number;
  align?: "start" | "end";
}) {
  return (
    <span className={`flex flex-col leading-tight ${align === "end" ? "items-end" : "items-start"}`}>
      <span>{formatAmount(amount, currency)}</span>
      <span className="text-[12px] font-semibold text-ink-muted">Charged as {formatRupees(chargedRupees)}</span>
    </span>
  );
}

/**
 * The price box of the cart and of checkout: items, saving, the coupons and offers the server
 * applied, free delivery, total; then the action. With a quote, the total is the server's. A
 * shopper reading another currency reads the server's amounts in it, and the rupees it is charged in.
 */
export function CartSummary({
  totals,
  quoted,
  inCurrency,
  quotedInCurrency,
  coupon,
  title = "Price details",
  storeCredit = 0,
  children,
}: {
  totals: CartTotals;
  quoted?: QuotedPrice | undefined;
  /** The cart's lines priced in the shopper's currency, when she reads another than rupees. */
  inCurrency?: CartInCurrency | undefined;
  /** The quote's figures in her currency. */
  quotedInCurrency?: QuotedInCurrency | undefined;
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
  // Her currency only when every figure shown has arrived in it; rupees until then.
  const quotedTheirs = quoted && quotedInCurrency?.currency === inCurrency?.currency ? quotedInCurrency : undefined;
  const theirs = inCurrency && (!quoted || quotedTheirs) ? inCurrency : undefined;
  const show = (rupees: number, amount: number | undefined) => (theirs && amount !== undefined ? formatAmount(amount, theirs.currency) : formatRupees(rupees));
  const itemsSaving = theirs ? theirs.saving : totals.saving;
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
        <Row label={`Price (${pluralize(totals.items, "item", "items")})`} value={show(totals.original, theirs?.original)} />
        {itemsSaving > 0 && <Row label="Discount" value={`− ${show(totals.saving, theirs?.saving)}`} tone="leaf" />}
        {/* In her own currency the services are inside the subtotal: the quote has no separate figure for them in it. */}
        {!theirs && (quoted?.services ?? 0) > 0 && <Row label="Stitching and services" value={formatRupees(quoted!.services!)} />}
        {quoted && offers.length > 0 && (
          <>
            <Row label="Subtotal" value={show(quoted.subtotal, quotedTheirs?.subtotal)} />
            {offers.map((offer) => (
              <Row key={offer.key} label={offer.label} value={`− ${show(offer.amount, quotedTheirs?.savings[offer.key])}`} tone="leaf" />
            ))}
          </>
        )}
        {(quoted?.shipping ?? 0) > 0 ? (
          <Row label="Shipping abroad" value={show(quoted!.shipping!, quotedTheirs?.shipping)} />
        ) : theirs && !quoted ? (
          <Row label="Shipping" value="At checkout" />
        ) : (
          <Row
            label="Delivery"
            value={
              <>
                {show(totals.delivery, 0)}{" "}
                <span className="ml-1 text-[12px] font-bold tracking-wide text-leaf uppercase">Free</span>
              </>
            }
          />
        )}
        {(quoted?.codFee ?? 0) > 0 && <Row label="Cash on delivery fee" value={show(quoted!.codFee!, quotedTheirs?.codFee)} />}
        <div className="!mt-4 border-t border-dashed border-gold/50 pt-4">
          <Row
            label="Total"
            value={
              theirs ? (
                <TotalInCurrency amount={quotedTheirs?.total ?? theirs.subtotal} currency={theirs.currency} chargedRupees={quoted?.total ?? theirs.chargedRupees} />
              ) : (
                formatRupees(total)
              )
            }
            strong
          />
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
          You save {show(saving, theirs && addAmounts(theirs.saving, quotedTheirs?.discount ?? 0))} on this order
        </p>
      )}
      {children && <div className="mt-5">{children}</div>}
    </section>
  );
}
