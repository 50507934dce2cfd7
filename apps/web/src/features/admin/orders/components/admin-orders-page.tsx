import { useSearchParams } from "react-router";
import { Pagination } from "@/components/ui/pagination";
import { AdminPageHeader } from "../../shared/components/page-header";
import { EmptyState, Spinner } from "../../shared/components/states";
import { useGetAdminOrdersQuery, type AdminOrderListType } from "../api/admin-orders-api";
import { deskCount, deskFiltersFrom, deskParams } from "../desk-params";
import { STATUS_FILTERS } from "../order-statuses";
import { AdminOrderCard } from "./admin-order-card";
import { OrderDeskFilters } from "./order-desk-filters";

const COPY = {
  Order: { title: "Manage Orders", empty: "No Orders Found", base: "/admin/orders", one: "order", many: "orders" },
  Returns: {
    title: "Manage Returns",
    empty: "No Return Found",
    base: "/admin/returns",
    one: "return",
    many: "returns",
  },
} as const;

/**
 * /admin/orders and /admin/returns: the order desk. A search, filters and status tabs with counts
 * over cards and pages, all kept in the address, so that a found order can be shared or reloaded.
 */
export function AdminOrdersPage({ type }: { type: AdminOrderListType }) {
  const copy = COPY[type];
  const [params, setParams] = useSearchParams();
  const filters = deskFiltersFrom(params);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { data, isLoading, isFetching } = useGetAdminOrdersQuery({ type, page, ...filters });

  const hrefFor = (nextPage: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(nextPage));
    return `?${next.toString()}`;
  };

  return (
    <>
      <AdminPageHeader
        title={copy.title}
        intro={
          data
            ? `${deskCount(data.pagination.totalCount)} ${data.pagination.totalCount === 1 ? copy.one : copy.many}${filters.status ? ` with status ${filters.status}` : ""}${filters.search ? ` for “${filters.search}”` : ""}.`
            : undefined
        }
      />
      <OrderDeskFilters
        key={filters.search ?? ""}
        filters={filters}
        statuses={STATUS_FILTERS[type]}
        counts={data?.counts}
        onChange={(next) => setParams(deskParams(next))}
      />
      {isLoading ? (
        <Spinner label="Loading orders" />
      ) : !data || data.data.length === 0 ? (
        <EmptyState title={copy.empty} />
      ) : (
        <div aria-busy={isFetching}>
          <ul className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${isFetching ? "opacity-60" : ""}`}>
            {data.data.map((order) => (
              <AdminOrderCard key={order._id} order={order} detailPath={`${copy.base}/${order._id}`} />
            ))}
          </ul>
          <Pagination
            className="mt-8"
            currentPage={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            hrefFor={hrefFor}
          />
        </div>
      )}
    </>
  );
}
