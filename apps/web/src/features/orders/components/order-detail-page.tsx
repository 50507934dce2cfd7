import { formatRupees, NO_SIZE, RETURN_RESOLUTION_LABELS } from "@pallu/domain";
import type { Order } from "../order-model";
import { useNavigate } from "react-router";
import { Link } from "@/lib/link";
import { ButtonLink } from "@/components/ui/button";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { errorStatus } from "@/lib/api-errors";
import { pluralize } from "@/lib/format";
import { useGetMyOrderQuery } from "../api/orders-api";
import { useCancelOrder } from "../hooks/use-cancel-order";
import { orderDay } from "../order-dates";
import { REFUND_STATE } from "../order-rules";
import { DeliveryDetails } from "./delivery-details";
import { CodConfirmRequest } from "./cod-confirm-request";
import { OrderActions } from "./order-actions";
import { OrderGallery } from "./order-gallery";
import { OrderLines } from "./order-lines";
import { OrderPanel } from "./order-panel";
import { OrderReturns } from "./order-returns";
import { OrderTimeline } from "./order-timeline";
import { PageHeading } from "./page-heading";
import { StatusChip } from "./status-chip";
import { ShopTitle } from "@/components/brand/shop-title";
import { deliveryPromiseText } from "@/components/ui/line-services";
import { DeliveryCharge, OrderTotal } from "./order-total";

/** /orders/{id}: one order (or return) of the shopper, with what can be done with it. */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const { data: order, error, isLoading } = useGetMyOrderQuery(orderId);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 md:px-8 md:pt-10">
      <Link
        to="/orders"
        className="inline-flex items-center gap-1.5 text-[13px] font-semibold text-maroon hover:underline"
      >
        <ArrowLeftIcon size={16} /> My Orders
      </Link>
      {order ? (
        <OrderDetail order={order} />
      ) : isLoading ? (
        <OrderDetailSkeleton />
      ) : (
        <OrderMissing notFound={errorStatus(error) === 404 || errorStatus(error) === 400} />
      )}
    </div>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const navigate = useNavigate();
  const { cancel, isCancelling } = useCancelOrder(order._id);
  const isReturn = order.orderType === "Return";
  const units = order.cart.reduce((sum, line) => sum + line.quantity, 0);
  const deliveryPromise = order.orderType === "Order" && !order.deliveredAt ? deliveryPromiseText(order) : null;
  const { awb_code: awbCode, courier } = order.shiprocketDetails;

  return (
    <>
      <ShopTitle>{`Order #${order.orderDetails.public_order_id}`}</ShopTitle>
      <PageHeading eyebrow={isReturn ? "Return" : "Order"} title={`#${order.orderDetails.public_order_id}`}>
        <p className="mt-1 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-[13px] text-ink-muted">
          <StatusChip status={order.orderDetails.status} />
          <span>
            {isReturn ? "Requested on" : "Placed on"}{" "}
            <time dateTime={order.createdAt}>{orderDay(order.createdAt)}</time>
          </span>
        </p>
      </PageHeading>

      <CodConfirmRequest order={order} className="mb-5" />

      {/* One column on phones (what to do comes right after where it is); two columns from lg. */}
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div className="contents lg:flex lg:flex-col lg:gap-5">
          <OrderPanel title="Progress" className="order-1 lg:order-none">
            <OrderTimeline order={order} />
            {order.deliveredAt && order.orderType === "Order" && (
              <p className="mt-4 text-center text-[13px] text-ink-muted">
                Delivered on <time dateTime={order.deliveredAt}>{orderDay(order.deliveredAt)}</time>
              </p>
            )}
            {order.returns.length > 0 && <OrderReturns returns={order.returns} />}
          </OrderPanel>
          <OrderPanel title={`Items · ${pluralize(units, "piece", "pieces")}`} className="order-3 lg:order-none">
            <OrderLines lines={order.cart} order={order} />
            {deliveryPromise && (
              <p className="mt-3 border-t border-sand pt-3 text-[14px] font-semibold text-ink">{deliveryPromise}</p>
            )}
          </OrderPanel>
          {(order.note || order.giftMessage) && (
            <OrderPanel title={order.giftMessage ? "Note and gift" : "Your note"} className="order-5 lg:order-none">
              {order.note && <p className="text-[14px] break-words whitespace-pre-line text-ink">{order.note}</p>}
              {order.giftMessage && (
                <p className="mt-2 text-[14px] break-words whitespace-pre-line text-ink first:mt-0">
                  <span className="font-semibold">Gift message: </span>
                  {order.giftMessage}
                </p>
              )}
            </OrderPanel>
          )}
          <OrderPanel title="Gallery" className="order-6 lg:order-none">
            <OrderGallery lines={order.cart} />
          </OrderPanel>
        </div>

        <div className="contents lg:sticky lg:top-28 lg:flex lg:flex-col lg:gap-5">
          <OrderPanel title="Summary" className="order-2 lg:order-none">
            <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2.5 text-[14px]">
              <dt className="text-ink-muted">{isReturn ? "Return value" : "Total"}</dt>
              <dd className="text-right text-[18px] font-bold text-ink">{isReturn ? formatRupees(order.totalPrice) : <OrderTotal order={order} />}</dd>
              {/* The spec's payment text describes an order's own payment; a return shows its refund instead. */}
              {!isReturn && (
                <>
                  {order.codFee > 0 && (
                    <>
                      <dt className="text-ink-muted">Cash on delivery fee</dt>
                      <dd className="text-right font-semibold text-ink">{formatRupees(order.codFee)}</dd>
                    </>
                  )}
                  <dt className="text-ink-muted">Payment</dt>
                  <dd className="text-right font-semibold text-ink">{order.paymentText}</dd>
                  <DeliveryCharge order={order} />
                </>
              )}
              {!isReturn && order.storeCredit > 0 && (
                <>
                  <dt className="text-ink-muted">Paid with store credit</dt>
                  <dd className="text-right font-semibold text-ink">{formatRupees(order.storeCredit)}</dd>
                </>
              )}
              {(isReturn || order.refund.amount > 0) && <ReturnSettlement order={order} />}
              {awbCode && (
                <>
                  <dt className="text-ink-muted">Shipment</dt>
                  <dd className="text-right font-semibold break-all text-ink">
                    {courier ? `${courier} · ` : ""}
                    {awbCode}
                  </dd>
                </>
              )}
            </dl>
            <div className="mt-5 empty:hidden">
              <OrderActions
                order={order}
                onCancel={() => void cancel()}
                isCancelling={isCancelling}
                onReturn={() => navigate(`/return/${order._id}`)}
              />
            </div>
          </OrderPanel>

          {isReturn && (
            <OrderPanel title="Return" className="order-4 lg:order-none">
              {order.returnReason && (
                <p className="text-[14px] break-words whitespace-pre-line text-ink">
                  <span className="font-semibold">Reason: </span>
                  {order.returnReason}
                </p>
              )}
              {order.returnResolution && (
                <p className="mt-2 text-[14px] text-ink">
                  <span className="font-semibold">You asked for: </span>
                  {RETURN_RESOLUTION_LABELS[order.returnResolution]}
                </p>
              )}
              {order.cart.some((line) => line.exchangeFor) && (
                <ul className="mt-2 space-y-1 text-[14px] text-ink">
                  {order.cart.map((line) =>
                    line.exchangeFor ? (
                      <li key={line._id}>
                        {line.name}
                        {line.size !== NO_SIZE && (
                          <>
                            : size {line.size} → <span className="font-semibold">{line.exchangeFor.size}</span>
                          </>
                        )}
                        <span className="text-ink-muted"> · held for you</span>
                      </li>
                    ) : null,
                  )}
                </ul>
              )}
              {order.exchangeOrderId && (
                <Link
                  to={`/orders/${order.exchangeOrderId}`}
                  className="mt-3 mr-4 inline-block text-[13px] font-semibold text-maroon underline decoration-gold/60 underline-offset-4"
                >
                  Track your replacement
                </Link>
              )}
              {order.parentOrderId && (
                <Link
                  to={`/orders/${order.parentOrderId}`}
                  className="mt-3 inline-block text-[13px] font-semibold text-maroon underline decoration-gold/60 underline-offset-4"
                >
                  View the original order
                </Link>
              )}
            </OrderPanel>
          )}

          <OrderPanel title={isReturn ? "Pickup from" : "Delivery details"} className="order-5 lg:order-none">
            <DeliveryDetails address={order.address} />
          </OrderPanel>
        </div>
      </div>
    </>
  );
}

/** What a return gives back: money (and how far it has got), store credit, or a replacement. */
function ReturnSettlement({ order }: { order: Order }) {
  const status = order.orderDetails.status;
  // On an order, store credit is what was spent on it; only a return gives credit back.
  const credit = order.orderType === "Return" ? order.storeCredit : 0;
  if (status === "Exchanged") {
    return (
      <>
        <dt className="text-ink-muted">Exchange</dt>
        <dd className="text-right font-semibold text-ink">Replacement on its way</dd>
      </>
    );
  }
  return (
    <>
      {credit > 0 && (
        <>
          <dt className="text-ink-muted">Store credit</dt>
          <dd className="text-right font-semibold text-ink">{formatRupees(credit)} · added to your account</dd>
        </>
      )}
      {(order.refund.amount > 0 || credit === 0) && (
        <>
          <dt className="text-ink-muted">Refund</dt>
          <dd className="text-right font-semibold text-ink">
            {order.refund.amount > 0
              ? `${formatRupees(order.refund.amount)} · ${REFUND_STATE[order.refund.status]}`
              : order.returnResolution === "exchange"
                ? "None: an exchange"
                : "Once the pieces are checked"}
          </dd>
        </>
      )}
      {order.refund.note && (
        <>
          <dt className="text-ink-muted">Note</dt>
          <dd className="text-right text-ink">{order.refund.note}</dd>
        </>
      )}
    </>
  );
}

function OrderMissing({ notFound }: { notFound: boolean }) {
  return (
    <div role="alert" className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 text-center">
      <p className="font-display text-[26px] font-semibold text-maroon-dark">
        {notFound ? "Order not found" : "We could not load this order"}
      </p>
      <p className="text-ink-muted">
        {notFound ? "This order is not in your account." : "Please check your connection and try again."}
      </p>
      <ButtonLink to="/orders">Back to My Orders</ButtonLink>
    </div>
  );
}

function OrderDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading the order" className="mt-6">
      <div className="mb-8 flex flex-col items-center gap-3">
        <Skeleton className="h-3 w-16" />
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-6 w-40 rounded-full" />
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-8">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    </div>
  );
}
