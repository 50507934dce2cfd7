import { formatRupees } from "@pallu/domain";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { AdminPageHeader } from "../../shared/components/page-header";
import { EmptyState, Spinner } from "../../shared/components/states";
import { useGetGraphDataQuery } from "../api/dashboard-api";
import { LowStock } from "./low-stock";
import { NeedsTaxData } from "./needs-tax-data";
import { OpenReservations } from "./open-reservations";

// Chart.js is fetched with the dashboard only, never with the rest of the back office.
const DashboardCharts = lazy(() => import("./dashboard-charts").then((m) => ({ default: m.DashboardCharts })));
const AbandonedCheckouts = lazy(() => import("./abandoned-checkouts").then((m) => ({ default: m.AbandonedCheckouts })));

function Total({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-sand bg-white p-4 shadow-card md:p-5">
      <dt className="text-[12px] font-bold tracking-[0.12em] text-gold-text uppercase">{label}</dt>
      <dd className="mt-1 font-display text-[30px] leading-none font-bold text-maroon-dark lining-nums md:text-[38px]">
        {value}
      </dd>
      {note && <dd className="mt-1.5 text-[12px] text-ink-muted">{note}</dd>}
    </div>
  );
}

/**
 * /admin/dashboard: gross sales, refunds and net sales, the spec's other totals and four charts
 * (docs/shop-rules.md#dashboard), and the stock held by open online payments.
 */
export function DashboardPage() {
  const { data, isLoading, isError, refetch } = useGetGraphDataQuery();
  const count = (n: number) => n.toLocaleString("en-IN");

  return (
    <>
      <AdminPageHeader title="Dashboard" intro="Sales, orders and stock at a glance." />
      {isLoading ? (
        <Spinner label="Loading the dashboard" />
      ) : isError || !data ? (
        <EmptyState title="The figures could not be loaded">
          <Button size="sm" className="mt-2" onClick={() => void refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : (
        <>
          <dl className="mb-5 grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5">
            <Total
              label="Gross Sales"
              value={formatRupees(data.totals.grossSales)}
              note="Orders placed, less cancelled ones"
            />
            <Total label="Refunds" value={formatRupees(data.totals.refunds)} note="Paid or due back for returns" />
            <Total
              label="Total Sales Amount"
              value={formatRupees(data.totals.netSales)}
              note="Net sales: gross sales less refunds"
            />
            <Total label="Total Orders" value={count(data.totals.orders)} />
            <Total label="Total Products" value={count(data.totals.products)} />
            <Total label="Total Users" value={count(data.totals.users)} />
          </dl>
          <NeedsTaxData needsTaxData={data.needsTaxData} />
          <LowStock lowStock={data.lowStock} />
          <Suspense fallback={<Spinner label="Drawing the charts" />}>
            <DashboardCharts figures={data} currentYear={new Date().getFullYear()} />
          </Suspense>
          <OpenReservations />
          <Suspense fallback={<Spinner label="Loading abandoned checkouts" />}>
            <AbandonedCheckouts />
          </Suspense>
        </>
      )}
    </>
  );
}
