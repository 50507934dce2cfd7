import { formatAmount } from "@pallu/domain";

/** A parcel abroad as the server quoted it: its shipping, promise, duties and the amounts in the buyer's currency. */
export type AbroadQuote = {
  currency: string;
  shipping: { amount: number; amountInCurrency: number; zone: string | null; deliveryPromise: string | null };
  dutiesNotice: string | null;
};

/**
 * What a buyer abroad reads before paying: shipping to their country and when it arrives, and who
 * pays the duties; the price details beside it give the total in her currency and the rupees
 * charged. Nothing shows for a delivery within India.
 */
export function AbroadSummary({ quote }: { quote: AbroadQuote | undefined }) {
  if (!quote?.shipping.zone) return null;
  const shipping = quote.shipping.amount === 0 ? "Free" : formatAmount(quote.currency === "INR" ? quote.shipping.amount : quote.shipping.amountInCurrency, quote.currency);
  return (
    <section aria-label="Shipping abroad" className="space-y-2 rounded-2xl border border-sand bg-white/60 p-4 text-[14px] shadow-card">
      <p className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">Shipping abroad</span>
        <span className="font-semibold tabular-nums">{shipping}</span>
      </p>
      {quote.shipping.deliveryPromise && <p className="text-ink-muted">{quote.shipping.deliveryPromise} after dispatch</p>}
      {quote.dutiesNotice && (
        <p role="note" className="rounded-lg border border-gold/50 bg-gold/10 px-3 py-2 text-[13px]">
          {quote.dutiesNotice}
        </p>
      )}
    </section>
  );
}
