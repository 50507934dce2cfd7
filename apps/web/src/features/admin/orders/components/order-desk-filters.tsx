import { ADMIN_PAYMENT_FILTERS, ORDER_DESK_COUNT_CAP } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SearchIcon } from "@/components/ui/icons";
import { SelectOptions } from "@/components/ui/select-options";
import { inputClass } from "../../shared/components/fields";
import type { AdminOrderFilters } from "../api/admin-orders-api";
import { DESK_SORTS, deskCount, sortValueOf } from "../desk-params";

const PAYMENT_FILTER_OPTIONS = ADMIN_PAYMENT_FILTERS.map((kind) => ({
  value: kind,
  label: kind === "COD" ? "Cash on delivery" : "Paid online",
}));

const labelClass = "flex flex-col gap-1 text-[12px] font-bold tracking-[0.06em] text-ink-muted uppercase";

/**
 * The order desk's search and filters: one box for what a customer's call gives (order number,
 * name, phone, email or AWB), payment type, a range of days, the order of the list, and tabs with
 * how many orders each status holds for the same search.
 */
export function OrderDeskFilters({
  filters,
  statuses,
  counts,
  onChange,
}: {
  filters: AdminOrderFilters;
  statuses: readonly string[];
  counts: Record<string, number> | undefined;
  onChange: (next: AdminOrderFilters) => void;
}) {
  const [typed, setTyped] = useState(filters.search ?? "");
  const change = (patch: Partial<AdminOrderFilters>) => onChange({ ...filters, ...patch });
  const values = Object.values(counts ?? {});
  const all = counts
    ? deskCount(
        values.reduce((sum, count) => sum + count, 0),
        values.some((count) => count > ORDER_DESK_COUNT_CAP),
      )
    : undefined;

  function search(event: FormEvent) {
    event.preventDefault();
    change({ search: typed.trim() || undefined });
  }

  return (
    <div className="mb-6 flex flex-col gap-4">
      <form role="search" onSubmit={search} className="flex gap-2">
        <label className="sr-only" htmlFor="order-desk-search">
          Find an order
        </label>
        <input
          id="order-desk-search"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Order number, name, phone, email or AWB"
          maxLength={100}
          className={`${inputClass} flex-1`}
        />
        <Button type="submit" aria-label="Search orders">
          <SearchIcon size={18} />
          <span className="max-sm:sr-only">Search</span>
        </Button>
      </form>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <label className={labelClass}>
          Payment
          <select
            value={filters.paymentType ?? ""}
            onChange={(event) =>
              change({ paymentType: (event.target.value || undefined) as AdminOrderFilters["paymentType"] })
            }
            className={inputClass}
          >
            <SelectOptions placeholder="All payments" options={PAYMENT_FILTER_OPTIONS} />
          </select>
        </label>
        <label className={labelClass}>
          Sort
          <select
            value={sortValueOf(filters)}
            onChange={(event) => {
              const [sortBy, sortOrder] = event.target.value.split(":") as [
                AdminOrderFilters["sortBy"],
                AdminOrderFilters["sortOrder"],
              ];
              change(event.target.value ? { sortBy, sortOrder } : { sortBy: undefined, sortOrder: undefined });
            }}
            className={inputClass}
          >
            <SelectOptions options={DESK_SORTS} />
          </select>
        </label>
        <label className={labelClass}>
          From
          <input
            type="date"
            value={filters.from ?? ""}
            max={filters.to}
            onChange={(event) => change({ from: event.target.value || undefined })}
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          To
          <input
            type="date"
            value={filters.to ?? ""}
            min={filters.from}
            onChange={(event) => change({ to: event.target.value || undefined })}
            className={inputClass}
          />
        </label>
      </div>

      <nav aria-label="Orders by status" className="-mx-1 overflow-x-auto pb-1">
        <ul className="flex gap-2 px-1">
          {["", ...statuses].map((status) => {
            const count = status ? deskCount(counts?.[status] ?? 0) : all;
            const chosen = (filters.status ?? "") === status;
            return (
              <li key={status || "all"} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => change({ status: status || undefined })}
                  className={`inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-[13px] font-semibold whitespace-nowrap transition-colors ${
                    chosen
                      ? "border-maroon bg-maroon text-ivory"
                      : "border-sand bg-white/70 text-ink hover:border-maroon"
                  }`}
                >
                  {status || "All"}
                  {counts && count !== undefined && (
                    <span className={chosen ? "text-ivory/80" : "text-ink-muted"}>{count}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
