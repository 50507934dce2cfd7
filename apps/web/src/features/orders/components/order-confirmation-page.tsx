import { deliveryWindowText, formatRupees, PAYMENT_TYPE_WIRE } from "@pallu/domain";
import type { Order } from "../order-model";
import type { ReactNode } from "react";
import { Link } from "@/lib/link";
import { ButtonLink } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/extra-icons";
import { ZariRule } from "@/components/ui/ornament";
import { Skeleton } from "@/components/ui/skeleton";
import { pluralize } from "@/lib/format";
import { useGetMyOrderQuery } from "../api/orders-api";
import { CodConfirmRequest, codConfirmDeadlineText } from "./cod-confirm-request";
import { DeliveryDetails } from "./delivery-details";
import { OrderLines } from "./order-lines";
import { OrderPanel } from "./order-panel";
import { DeliveryCharge, OrderTotal } from "./order-total";
import { ShopTitle } from "@/components/brand/shop-title";

/**
 * /orders/{id}/confirmation: where a shopper lands after paying. It says the order is safe, when
 * it comes, what it cost and how it is paid, and what happens next, then lets them go on shopping.
 */
export function OrderConfirmationPage({ orderId }: { orderId: string }) {
  const { data: order, isError } = useGetMyOrderQuery(orderId);
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 pb-20 md:px-8 md:pt-12">
      {order ? (
        <Confirmation order={order} />
      ) : isError ? (
        <p role="alert" className="text-center text-ink-muted">
          We could not load this order. It is safe in{" "}
          <Link to="/orders" className="font-semibold text-maroon underline">
            My Orders
          </Link>
          .
        </p>
      ) : (
        <div role="status" aria-label="Loading the order" className="flex flex-col gap-5">
          <Skeleton className="mx-auto h-24 w-64 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      )}
    </div>
  );
}

function Confirmation({ order }: { order: Order }) {
  const firstName = order.address.name.trim().split(/\s+/)[0];
  const due = Math.round((order.totalPrice - order.storeCredit) * 100) / 100;
  const isCod = order.paymentType === PAYMENT_TYPE_WIRE.cod;
  const units = order.cart.reduce((sum, line) => sum + line.quantity, 0);
  const arrives = order.expectedDelivery ? deliveryWindowText(order.expectedDelivery) : null;
  const awaitingConfirmation = order.codConfirmation?.status === "awaiting" ? order.codConfirmation : null;
  const first = awaitingConfirmation ? 2 : 1;

  return (
    <>
      <ShopTitle>{`Order #${order.orderDetails.public_order_id} placed`}</ShopTitle>
      <header className="mb-8 flex flex-col items-center gap-2 text-center md:mb-10">
        <span className="mb-2 flex h-16 w-16 items-center justify-center rounded-full bg-leaf text-ivory shadow-card ring-8 ring-leaf/15">
          <CheckIcon size={34} strokeWidth={2.4} aria-hidden="true" />
        </span>
        <p className="eyebrow">Order placed</p>
        <h1 className="text-[30px] font-semibold md:text-[40px]">Thank you, {firstName}!</h1>
        <ZariRule />
        <p className="max-w-md text-[15px] text-ink">
          Your order <span className="font-semibold lining-nums">#{order.orderDetails.public_order_id}</span> is with
          us. A confirmation is on its way by email and SMS.
        </p>
      </header>

      <CodConfirmRequest order={order} className="mx-auto mb-8 max-w-2xl md:mb-10" />

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div className="flex flex-col gap-5">
          <OrderPanel title="Arriving">
            <p className="font-display text-[24px] leading-tight font-semibold text-maroon-dark md:text-[28px]">
              {arrives ?? "Soon"}
            </p>
            <p className="mt-1 text-[13px] text-ink-muted">{order.shipping > 0 ? "Shipped abroad from India" : "Free delivery across India"}</p>
          </OrderPanel>
          <OrderPanel title="What happens next">
            <ol className="space-y-3 text-[14px] text-ink">
              {awaitingConfirmation && (
                <Step number={1}>
                  Confirm your order by {codConfirmDeadlineText(awaitingConfirmation.confirmBy)}, or it is cancelled.
                </Step>
              )}
              <Step number={first}>We check and pack your order within a working day.</Step>
              <Step number={first + 1}>As soon as it ships, the courier's tracking number comes to you by email and SMS.</Step>
              <Step number={first + 2}>
                {isCod ? (
                  <>
                    Please keep <span className="font-semibold">{formatRupees(due)}</span> ready to pay in cash when it
                    arrives.
                  </>
                ) : (
                  "It reaches your door; nothing more to pay."
                )}
              </Step>
            </ol>
            <p className="mt-4 text-[13px] text-ink-muted">
              {isCod
                ? "Changed your mind? You can cancel from My Orders while the order is still Pending."
                : "Changed your mind? You can cancel from My Orders until the order ships, and we refund your payment in full."}
            </p>
          </OrderPanel>
          <OrderPanel title={`Items · ${pluralize(units, "piece", "pieces")}`}>
            <OrderLines lines={order.cart} order={order} />
          </OrderPanel>
        </div>

        <div className="flex flex-col gap-5 lg:sticky lg:top-28">
          <OrderPanel title="Summary">
            <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2.5 text-[14px]">
              <dt className="text-ink-muted">Total</dt>
              <dd className="text-right text-[18px] font-bold text-ink">
                <OrderTotal order={order} />
              </dd>
              {order.storeCredit > 0 && (
                <>
                  <dt className="text-ink-muted">Paid with store credit</dt>
                  <dd className="text-right font-semibold text-ink">{formatRupees(order.storeCredit)}</dd>
                </>
              )}
              <dt className="text-ink-muted">Payment</dt>
              <dd className="text-right font-semibold text-ink">
                {isCod ? (due > 0 ? "Cash on delivery" : "Nothing to pay") : "Paid online"}
              </dd>
              <DeliveryCharge order={order} />
            </dl>
          </OrderPanel>
          <OrderPanel title="Delivering to">
            <DeliveryDetails address={order.address} />
          </OrderPanel>
          <div className="grid gap-2.5 sm:grid-cols-2 lg:grid-cols-1">
            <ButtonLink to="/search" size="lg">
              Continue shopping
            </ButtonLink>
            <ButtonLink to={`/orders/${order._id}`} variant="outline" size="lg">
              View your order
            </ButtonLink>
          </div>
        </div>
      </div>
    </>
  );
}

function Step({ number, children }: { number: number; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full border border-gold/60 text-[12px] font-bold text-maroon"
      >
        {number}
      </span>
      <span className="pt-0.5">{children}</span>
    </li>
  );
}
