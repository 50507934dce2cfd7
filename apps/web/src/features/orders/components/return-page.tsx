import { formatRupees } from "@pallu/domain";
import { useState } from "react";
import { Navigate } from "react-router";
import { Link } from "@/lib/link";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { withProgressToast } from "@/lib/progress-toast";
import { useGetMyOrderQuery, useReturnOrderMutation } from "../api/orders-api";
import { orderDay } from "../order-dates";
import { ORDER_TOASTS } from "../order-toasts";
import { PageHeading } from "./page-heading";
import { ReturnForm, type ReturnRequest } from "./return-form";
import { ShopTitle } from "@/components/brand/shop-title";

/**
 * /return/{id}: the order comes from the cache the detail page filled, or is fetched again after a
 * reload; only an order that cannot be returned (or cannot be read) sends the shopper back to
 * /orders/{id} (docs/shop-rules.md#returns). A placed return leads to the return itself: the original order, fetched
 * again once it is returned, can no longer be returned and must not win that race.
 */
export function ReturnPage({ orderId }: { orderId: string }) {
  const { data: order, isError } = useGetMyOrderQuery(orderId);
  const [returnOrder, { isLoading: isSubmitting }] = useReturnOrderMutation();
  const [placedReturnId, setPlacedReturnId] = useState<string | null>(null);

  if (placedReturnId) return <Navigate to={`/orders/${placedReturnId}`} replace />;
  if (isError || (order && !order.canReturn && !isSubmitting)) return <Navigate to={`/orders/${orderId}`} replace />;

  async function submit(request: ReturnRequest) {
    const { data } = await withProgressToast(ORDER_TOASTS.returning, returnOrder({ orderId, ...request }));
    if (data) setPlacedReturnId(data.order._id);
  }

  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-20 md:px-8 md:pt-10">
      <ShopTitle>Return items</ShopTitle>
      <Link
        to={`/orders/${orderId}`}
        className="inline-flex items-center gap-1.5 text-[13px] font-semibold text-maroon hover:underline"
      >
        <ArrowLeftIcon size={16} /> Back to the order
      </Link>
      <PageHeading eyebrow="Return" title="Return items">
        {order && (
          <p className="mt-1 text-[13px] text-ink-muted">
            Order <span className="font-semibold text-ink">#{order.orderDetails.public_order_id}</span>
            {order.deliveredAt && (
              <>
                {" "}
                · delivered <time dateTime={order.deliveredAt}>{orderDay(order.deliveredAt)}</time>
              </>
            )}{" "}
            · {formatRupees(order.totalPrice)}
          </p>
        )}
      </PageHeading>
      {order ? (
        <ReturnForm order={order} isSubmitting={isSubmitting} onSubmit={(request) => void submit(request)} />
      ) : (
        <div role="status" aria-label="Loading the order" className="flex flex-col gap-5">
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-36 rounded-2xl" />
        </div>
      )}
      <p className="mt-6 text-center text-[13px] text-ink-muted">
        Please keep the tags on and the saree unused. Read our{" "}
        <Link to="/refund" className="font-semibold text-maroon underline decoration-gold/60 underline-offset-4">
          Refund Policy
        </Link>
        .
      </p>
    </div>
  );
}
