import { formatAmount, formatRupees, HOME_CURRENCY } from "@pallu/domain";
import type { Order } from "../order-model";

/** Whether an order was placed in another currency than rupees, which its pages then speak. */
export const inBuyersCurrency = (order: Pick<Order, "currency">) => order.currency !== HOME_CURRENCY;

/**
 * An order's total as its buyer read it when she ordered: in her currency, with the rupees it was
 * charged in beneath; rupees alone for an order in rupees.
 */
export function OrderTotal({ order }: { order: Pick<Order, "currency" | "totalInCurrency" | "totalPrice"> }) {
  if (!inBuyersCurrency(order)) return <>{formatRupees(order.totalPrice)}</>;
  return (
    <span className="inline-flex flex-col items-end leading-tight">
      <span>{formatAmount(order.totalInCurrency, order.currency)}</span>
      <span className="text-[12px] font-semibold text-ink-muted">Charged as {formatRupees(order.totalPrice)}</span>
    </span>
  );
}

/**
 * The delivery row of an order's summary: free within India; abroad, the shipping it was charged,
 * in the buyer's currency when she ordered in one.
 */
export function DeliveryCharge({ order }: { order: Pick<Order, "currency" | "shipping" | "inCurrency"> }) {
  if (order.shipping === 0) {
    return (
      <>
        <dt className="text-ink-muted">Delivery</dt>
        <dd className="text-right font-semibold text-leaf">Free</dd>
      </>
    );
  }
  return (
    <>
      <dt className="text-ink-muted">Shipping abroad</dt>
      <dd className="text-right font-semibold text-ink">
        {order.inCurrency ? formatAmount(order.inCurrency.shipping, order.currency) : formatRupees(order.shipping)}
      </dd>
    </>
  );
}
