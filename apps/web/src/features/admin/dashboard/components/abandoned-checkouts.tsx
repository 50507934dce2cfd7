import { formatRupees, indiaDate } from "@pallu/domain";
import { useState } from "react";
import { TextField } from "../../shared/components/fields";
import { useGetAbandonedCheckoutsQuery } from "../api/dashboard-api";
import { DashboardCard } from "./dashboard-card";

const DAY_MS = 86_400_000;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-sand bg-ivory/60 px-3 py-2.5">
      <dt className="text-[11px] font-bold tracking-[0.12em] text-gold-text uppercase">{label}</dt>
      <dd className="mt-0.5 font-display text-[24px] leading-tight font-bold text-maroon-dark lining-nums">{value}</dd>
    </div>
  );
}

/**
 * Carts left at the checkout page, the reminders that followed and the orders they won back, over
 * a range of days (the last 30 unless the seller picks others).
 */
export function AbandonedCheckouts() {
  const [range, setRange] = useState(() => {
    const now = Date.now();
    return { from: indiaDate(new Date(now - 29 * DAY_MS)), to: indiaDate(new Date(now)) };
  });
  const valid = range.from !== "" && range.to !== "" && range.from <= range.to;
  const { data, isFetching, isError } = useGetAbandonedCheckoutsQuery(range, { skip: !valid });
  const count = (n: number) => n.toLocaleString("en-IN");

  return (
    <DashboardCard
      id="abandoned-title"
      title="Abandoned checkouts"
      spacing="mt-5"
      note="Shoppers who reached the booking page and left, the reminders sent, and the orders placed after one."
    >
      <div className="mt-3 grid grid-cols-2 gap-3 md:max-w-md">
        <TextField
          label="From"
          type="date"
          value={range.from}
          max={range.to}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={range.to}
          min={range.from}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
        />
      </div>
      {!valid ? (
        <p className="mt-3 text-[13px] font-semibold text-saffron-deep">
          Choose a start date on or before the end date.
        </p>
      ) : isError ? (
        <p className="mt-3 text-[13px] text-ink-muted">The report could not be loaded.</p>
      ) : !data ? (
        <p className="mt-3 text-[13px] text-ink-muted">{isFetching ? "Counting…" : ""}</p>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-5" aria-busy={isFetching}>
          <Figure label="Abandoned" value={count(data.abandoned)} />
          <Figure label="First reminders" value={count(data.firstReminders)} />
          <Figure label="Second reminders" value={count(data.secondReminders)} />
          <Figure label="Recovered orders" value={count(data.recoveredOrders)} />
          <Figure label="Recovered revenue" value={formatRupees(data.recoveredRevenue)} />
        </dl>
      )}
    </DashboardCard>
  );
}
