import { Button, ButtonLink } from "@/components/ui/button";
import { PackageIcon } from "@/components/ui/extra-icons";
import { Skeleton } from "@/components/ui/skeleton";
import { useGetMyOrdersInfiniteQuery } from "../api/orders-api";
import { OrderCard } from "./order-card";
import { PageHeading } from "./page-heading";
import { ShopTitle } from "@/components/brand/shop-title";

/** "My Orders": the shopper's orders and returns, newest first, with Load more. */
export function OrdersPage() {
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetMyOrdersInfiniteQuery();
  const orders = data?.pages.flatMap((page) => page.orders) ?? [];
  const total = data?.pages[0]?.pagination.totalCount ?? 0;

  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-20 md:px-8 md:pt-12">
      <ShopTitle>My Orders</ShopTitle>
      <PageHeading id="orders-title" eyebrow={total > 0 ? `${total} in all` : "Your purchases"} title="My Orders" />

      {isLoading ? (
        <OrdersSkeleton />
      ) : orders.length > 0 ? (
        <>
          <ul aria-labelledby="orders-title" className="flex flex-col gap-3 md:gap-4">
            {orders.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          {hasNextPage && (
            <div className="mt-8 flex justify-center">
              <Button
                variant="outline"
                onClick={() => void fetchNextPage()}
                disabled={isFetchingNextPage}
                aria-busy={isFetchingNextPage}
              >
                {isFetchingNextPage ? "Loading…" : "Load more orders"}
              </Button>
            </div>
          )}
        </>
      ) : isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
          <p className="text-ink-muted">We could not load your orders.</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <EmptyOrders />
      )}
    </div>
  );
}

function EmptyOrders() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-gold/50 bg-white/40 px-6 py-14 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-maroon/8 text-maroon">
        <PackageIcon size={30} />
      </span>
      <div>
        <p className="font-display text-[24px] font-semibold text-maroon-dark">No orders yet</p>
        <p className="mt-1 text-ink-muted">
          When you buy a saree, it will wait for you here — with its journey to your door.
        </p>
      </div>
      <ButtonLink to="/search" size="lg">
        Explore the collection
      </ButtonLink>
    </div>
  );
}

function OrdersSkeleton() {
  return (
    <div role="status" aria-label="Loading your orders" className="flex flex-col gap-3 md:gap-4">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex gap-4 rounded-2xl border border-sand bg-white/60 p-3 md:p-4">
          <Skeleton className="h-[104px] w-[80px] rounded-xl md:h-[124px] md:w-[96px]" />
          <div className="flex flex-1 flex-col gap-2.5 py-1">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-auto h-4 w-1/3 self-end" />
          </div>
        </div>
      ))}
    </div>
  );
}
