import { formatRupees, type CustomerSummary } from "@pallu/domain";

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="min-w-0 rounded-2xl border border-sand bg-white p-4 shadow-card md:p-5">
      <dt className="text-[12px] font-bold tracking-[0.12em] text-gold-text uppercase">{label}</dt>
      <dd className="mt-1 font-display text-[28px] leading-none font-bold break-words text-maroon-dark lining-nums md:text-[34px]">
        {value}
      </dd>
      <dd className="mt-1.5 text-[12px] text-ink-muted">{note}</dd>
    </div>
  );
}

/** A customer's record with the shop in four figures. */
export function CustomerFigures({ summary }: { summary: CustomerSummary }) {
  const count = (n: number) => n.toLocaleString("en-IN");
  return (
    <dl className="grid grid-cols-2 gap-3 md:gap-5 xl:grid-cols-4">
      <Figure label="Orders" value={count(summary.orders)} note="Every order placed" />
      <Figure label="Returns" value={count(summary.returns)} note="Asked for and not withdrawn" />
      <Figure
        label="Undelivered COD"
        value={count(summary.undeliveredCod)}
        note="Cash-on-delivery parcels that came back"
      />
      <Figure label="Total spent" value={formatRupees(summary.totalSpent)} note="Orders that stand, less refunds" />
    </dl>
  );
}
