import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, Spinner } from "./states";

/**
 * The body of an admin list: a spinner while it first loads, the empty message, or the rows
 * (drawn by `children`, dimmed while the next page comes) with the links to the other pages,
 * which keep the list's search and filters.
 */
export function PagedList<T>({
  items,
  pagination,
  isLoading,
  isFetching,
  loadingLabel,
  emptyTitle,
  children,
}: {
  items: T[] | undefined;
  pagination: { currentPage: number; totalPages: number } | undefined;
  isLoading: boolean;
  isFetching: boolean;
  loadingLabel: string;
  emptyTitle: string;
  children: (items: T[], dimmed: string) => ReactNode;
}) {
  const [params] = useSearchParams();
  if (isLoading) return <Spinner label={loadingLabel} />;
  if (!items || items.length === 0 || !pagination) return <EmptyState title={emptyTitle} />;

  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    return `?${next.toString()}`;
  };
  return (
    <div aria-busy={isFetching}>
      {children(items, isFetching ? "opacity-60" : "")}
      <Pagination
        className="mt-8"
        currentPage={pagination.currentPage}
        totalPages={pagination.totalPages}
        hrefFor={hrefFor}
      />
    </div>
  );
}
