import { MAX_BULK_ORDERS, type BulkOrderResult, type Order } from "@pallu/domain";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AdminPageHeader } from "../../shared/components/page-header";
import { PagedList } from "../../shared/components/paged-list";
import { useGetAdminOrdersQuery, useLazyGetAdminOrdersQuery, type AdminOrderListType } from "../api/admin-orders-api";
import { deskCount, deskFiltersFrom, deskParams } from "../desk-params";
import { STATUS_FILTERS } from "../order-statuses";
import { AdminOrderCard } from "./admin-order-card";
import { AwaitingCodPanel } from "./awaiting-cod-panel";
import { BulkActionBar } from "./bulk-action-bar";
import { BulkResults } from "./bulk-results";
import { DeliveryProblems } from "./delivery-problems";
import { OrderDeskFilters } from "./order-desk-filters";
import { OrdersCsvButton } from "./orders-csv-button";

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

const ALL_AT_ONCE = 100;

/**
 * /admin/orders and /admin/returns: the order desk. A search, filters and status tabs with counts
 * over cards and pages, all kept in the address, so that a found order can be shared or reloaded.
 * Orders can be chosen, on this page or all that match, and changed together.
 */
export function AdminOrdersPage({ type }: { type: AdminOrderListType }) {
  const copy = COPY[type];
  const [params, setParams] = useSearchParams();
  const filters = deskFiltersFrom(params);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { data, isLoading, isFetching } = useGetAdminOrdersQuery({ type, page, ...filters });
  const [readAll] = useLazyGetAdminOrdersQuery();
  const [chosen, setChosen] = useState<ReadonlyMap<string, Order>>(new Map());
  const [outcome, setOutcome] = useState<{ message: string; results: BulkOrderResult[] }>();
  const choosing = type === "Order";
  const total = data?.pagination.totalCount ?? 0;

  function choose(orders: Order[], on: boolean) {
    setChosen((current) => {
      const next = new Map(current);
      for (const order of orders) {
        if (on) next.set(order._id, order);
        else next.delete(order._id);
      }
      return next;
    });
  }

  async function chooseAllMatching() {
    const pages = Math.ceil(Math.min(total, MAX_BULK_ORDERS) / ALL_AT_ONCE);
    for (let next = 1; next <= pages; next += 1) {
      const found = await readAll({ type, page: next, limit: ALL_AT_ONCE, ...filters }, true).unwrap();
      choose(found.data, true);
    }
  }

  function changeFilters(next: Parameters<typeof deskParams>[0]) {
    setChosen(new Map());
    setParams(deskParams(next));
  }

  return (
    <>
      <AdminPageHeader
        title={copy.title}
        intro={
          data
            ? `${deskCount(data.pagination.totalCount)} ${data.pagination.totalCount === 1 ? copy.one : copy.many}${filters.status ? ` with status ${filters.status}` : ""}${filters.search ? ` for “${filters.search}”` : ""}.`
            : undefined
        }
        actions={choosing ? <OrdersCsvButton from={filters.from} to={filters.to} /> : undefined}
      />
      {choosing && <DeliveryProblems />}
      <OrderDeskFilters
        key={filters.search ?? ""}
        filters={filters}
        statuses={STATUS_FILTERS[type]}
        counts={data?.counts}
        onChange={changeFilters}
      />
      {choosing && <AwaitingCodPanel />}
      {outcome && (
        <BulkResults message={outcome.message} results={outcome.results} onDismiss={() => setOutcome(undefined)} />
      )}
      {choosing && data && data.data.length > 0 && (
        <label className="mb-3 flex items-center gap-2 text-[13px] font-semibold text-ink-muted">
          <input
            type="checkbox"
            className="size-5 accent-maroon"
            checked={data.data.every((order) => chosen.has(order._id))}
            onChange={(event) => choose(data.data, event.target.checked)}
          />
          Choose the orders on this page
        </label>
      )}
      <PagedList
        items={data?.data}
        pagination={data?.pagination}
        isLoading={isLoading}
        isFetching={isFetching}
        loadingLabel="Loading orders"
        emptyTitle={copy.empty}
      >
        {(orders, dimmed) => (
          <ul aria-label="Orders" className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${dimmed}`}>
            {orders.map((order) => (
              <AdminOrderCard
                key={order._id}
                order={order}
                detailPath={`${copy.base}/${order._id}`}
                {...(choosing ? { chosen: chosen.has(order._id), onChoose: (on: boolean) => choose([order], on) } : {})}
              />
            ))}
          </ul>
        )}
      </PagedList>
      {chosen.size > 0 && (
        <>
          {/* Room below the last cards, so the bar never covers them. */}
          <div aria-hidden className="h-32" />
          <BulkActionBar
            selected={[...chosen.values()]}
            matching={total > chosen.size && total <= MAX_BULK_ORDERS ? total : undefined}
            onSelectAll={chooseAllMatching}
            onClear={() => setChosen(new Map())}
            onResults={(message, results) => {
              setOutcome({ message, results });
              const refused = new Set(results.filter((result) => !result.ok).map((result) => result.orderId));
              setChosen((current) => new Map([...current].filter(([id]) => refused.has(id))));
            }}
          />
        </>
      )}
    </>
  );
}
