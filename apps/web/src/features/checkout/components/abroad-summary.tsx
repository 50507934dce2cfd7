import { formatCurrency, formatRupees } from "@pallu/domain";

/** A parcel abroad as the server quoted it: its shipping, promise, duties and the amounts in the buyer's currency. */
export type AbroadQuote = {
  currency: string;
  shipping: { amount: number; amountInCurrency: number; zone: string | null; deliveryPromise: string | null };
  dutiesNotice: string | null;
  inCurrency: { total: number };
  total: number;
};

const minor = (amount: number) => Math.round(amount * 100);

/**
 * What a buyer abroad reads before paying: shipping to their country and when it arrives, the
 * total in their currency (charged in rupees, which their bank converts), and who pays the duties.
 * Nothing shows for a delivery within India.
 */
export function AbroadSummary({ quote }: { quote: AbroadQuote | undefined }) {
  if (!quote?.shipping.zone) return null;
  const inTheirs = quote.currency !== "INR";
  const shipping = quote.shipping.amount === 0 ? "Free" : inTheirs ? formatCurrency(minor(quote.shipping.amountInCurrency), quote.currency) : formatRupees(quote.shipping.amount);
  return (
    <section aria-label="Shipping abroad" className="space-y-2 rounded-2xl border border-sand bg-white/60 p-4 text-[14px] shadow-card">
      <p className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">Shipping abroad</span>
        <span className="font-semibold tabular-nums">{shipping}</span>
      </p>
      {quote.shipping.deliveryPromise && <p className="text-ink-muted">{quote.shipping.deliveryPromise} after dispatch</p>}
      {inTheirs && (
        <p className="flex items-baseline justify-between gap-3 border-t border-sand pt-2">
          <span>
            Total in {quote.currency}
            <span className="block text-[12px] text-ink-muted">Charged as {formatRupees(quote.total)}; your bank converts it</span>
          </span>
          <span className="text-[17px] font-semibold tabular-nums">{formatCurrency(minor(quote.inCurrency.total), quote.currency)}</span>
        </p>
      )}
      {quote.dutiesNotice && (
        <p role="note" className="rounded-lg border border-gold/50 bg-gold/10 px-3 py-2 text-[13px]">
          {quote.dutiesNotice}
        </p>
      )}
    </section>
  );
}
