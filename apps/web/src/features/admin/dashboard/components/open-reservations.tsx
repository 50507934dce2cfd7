import { formatRupees, INDIA_TIME_ZONE, type Reservation } from "@pallu/domain";
import { Button } from "@/components/ui/button";
import { useGetReservationsQuery } from "../api/dashboard-api";
import { DashboardCard } from "./dashboard-card";

const time = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: INDIA_TIME_ZONE });

function Row({ reservation }: { reservation: Reservation }) {
  const who =
    reservation.customer.fullname +
    (reservation.customer.email
      ? ` · ${reservation.customer.email}`
      : reservation.customer.phone
        ? ` · ${reservation.customer.phone}`
        : "");
  const units = reservation.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li className="grid gap-1 border-t border-sand py-3 first:border-t-0 md:grid-cols-[minmax(0,1fr)_auto] md:gap-4">
      <div className="min-w-0">
        <p className="truncate text-[14px] font-semibold text-ink">{who}</p>
        <p className="text-[13px] text-ink-muted">
          {reservation.items
            .map((item) => `${item.quantity} × ${item.name}${item.size === "NA" ? "" : ` (${item.size})`}`)
            .join(", ")}
        </p>
      </div>
      <p className="text-[13px] text-ink-muted md:text-right">
        <span className="font-semibold text-ink">{formatRupees(reservation.amount)}</span> · {units}{" "}
        {units === 1 ? "unit" : "units"} · until {time.format(new Date(reservation.expiresAt))}
      </p>
    </li>
  );
}

/**
 * Stock held by customers' open online payments: not orders yet, but not on sale either, until
 * each is paid or lapses. One open payment per customer, within the shop's hold limits.
 */
export function OpenReservations() {
  const { data, isLoading, isError, refetch } = useGetReservationsQuery();
  return (
    <DashboardCard
      id="reservations-title"
      title="Held at checkout"
      spacing="mt-5"
      action={
        <Button size="sm" variant="ghost" onClick={() => void refetch()}>
          Refresh
        </Button>
      }
    >
      {isLoading ? (
        <p className="text-[13px] text-ink-muted">Loading open payments…</p>
      ) : isError || !data ? (
        <p className="text-[13px] text-ink-muted">The open payments could not be loaded.</p>
      ) : data.length === 0 ? (
        <p className="text-[13px] text-ink-muted">No stock is held by open online payments right now.</p>
      ) : (
        <ul>
          {data.map((reservation) => (
            <Row key={reservation._id} reservation={reservation} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
