import { useSearchParams } from "react-router";
import { pluralize } from "@/lib/format";
import { inputClass } from "../../shared/components/fields";
import { Pagination } from "@/components/ui/pagination";
import { AdminPageHeader } from "../../shared/components/page-header";
import { EmptyState, Spinner } from "../../shared/components/states";
import { useGetAdminOrdersQuery, type AdminOrderListType } from "../api/admin-orders-api";
import { STATUS_FILTERS } from "../order-statuses";
import { AdminOrderCard } from "./admin-order-card";

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

/** /admin/orders and /admin/returns: cards with a status filter and pages, both kept in the address. */
export function AdminOrdersPage({ type }: { type: AdminOrderListType }) {
  const copy = COPY[type];
  const [params, setParams] = useSearchParams();
  const status = params.get("status") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { data, isLoading, isFetching } = useGetAdminOrdersQuery({ type, status: status || undefined, page });

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
            ? `${pluralize(data.pagination.totalCount, copy.one, copy.many)}${status ? ` with status ${status}` : ""}.`
            : undefined
        }
        actions={
          <label className="flex items-center gap-2 text-[13px] font-bold text-ink">
            Status
            <select
              value={status}
              onChange={(event) => {
                const next = new URLSearchParams();
                if (event.target.value) next.set("status", event.target.value);
                setParams(next);
              }}
              className={`${inputClass} w-52`}
            >
              <option value="">All statuses</option>
              {STATUS_FILTERS[type].map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
        }
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
