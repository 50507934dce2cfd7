import { ADMIN_PAYMENT_FILTERS, ORDER_DESK_COUNT_CAP, type AdminPaymentFilter } from "@pallu/domain";
import type { AdminOrderFilters } from "./api/admin-orders-api";

/** The desk's orders: newest first (the default), oldest first, or by amount. */
export const DESK_SORTS = [
  { value: "", label: "Newest first" },
  { value: "createdAt:asc", label: "Oldest first" },
  { value: "totalPrice:desc", label: "Highest amount" },
  { value: "totalPrice:asc", label: "Lowest amount" },
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (params: URLSearchParams, key: string) => params.get(key)?.trim() || undefined;

/** The desk's search and filters from the address bar; what is not understood is left out. */
export function deskFiltersFrom(params: URLSearchParams): AdminOrderFilters {
  const payment = text(params, "payment");
  const [sortBy, sortOrder] = (text(params, "sort") ?? "").split(":");
  const day = (key: string) => {
    const value = text(params, key);
    return value && DAY.test(value) ? value : undefined;
  };
  return {
    status: text(params, "status"),
    search: text(params, "q")?.slice(0, 100),
    paymentType: ADMIN_PAYMENT_FILTERS.includes(payment as AdminPaymentFilter)
      ? (payment as AdminPaymentFilter)
      : undefined,
    from: day("from"),
    to: day("to"),
    sortBy: sortBy === "createdAt" || sortBy === "totalPrice" ? sortBy : undefined,
    sortOrder: sortOrder === "asc" || sortOrder === "desc" ? sortOrder : undefined,
  };
}

/** The address bar for a search and filters; page one, since what is listed changed. */
export function deskParams(filters: AdminOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | undefined) => {
    if (value) params.set(key, value);
  };
  put("status", filters.status);
  put("q", filters.search);
  put("payment", filters.paymentType);
  put("from", filters.from);
  put("to", filters.to);
  put("sort", filters.sortBy ? `${filters.sortBy}:${filters.sortOrder ?? "desc"}` : undefined);
  return params;
}

export const sortValueOf = (filters: AdminOrderFilters) =>
  filters.sortBy && !(filters.sortBy === "createdAt" && filters.sortOrder !== "asc")
    ? `${filters.sortBy}:${filters.sortOrder ?? "desc"}`
    : "";

/** A count of the desk, which stops past ORDER_DESK_COUNT_CAP: "10,000+" beyond it. */
export function deskCount(count: number, capped = count > ORDER_DESK_COUNT_CAP): string {
  return capped ? `${Math.min(count, ORDER_DESK_COUNT_CAP).toLocaleString("en-IN")}+` : count.toLocaleString("en-IN");
}
