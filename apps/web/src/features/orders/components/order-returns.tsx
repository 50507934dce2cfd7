import type { OrderReturn } from "@pallu/domain";
import { Link } from "@/lib/link";
import { orderDay } from "../order-dates";
import { returnMoneyText } from "../order-rules";
import { OrderTimeline } from "./order-timeline";

/**
 * The returns of a delivered order, on the order itself: the shopper who opens the order they
 * know sees each return's progress and what it gives back, without looking for a second order.
 */
export function OrderReturns({ returns }: { returns: OrderReturn[] }) {
  return (
    <ul aria-label="Returns of this order" className="mt-5 space-y-5">
      {returns.map((entry) => (
        <li key={entry._id} className="border-t border-sand pt-4">
          <div className="mb-3 flex items-start justify-between gap-3 text-[14px]">
            <p>
              <span className="block font-semibold break-all text-ink">
                Return #{entry.orderDetails.public_order_id}
              </span>
              <span className="block text-[13px] text-ink-muted">
                Asked on <time dateTime={entry.createdAt}>{orderDay(entry.createdAt)}</time>
              </span>
            </p>
            <Link
              to={`/orders/${entry._id}`}
              className="shrink-0 text-[13px] font-semibold text-maroon underline decoration-gold/60 underline-offset-4"
            >
              View the return
            </Link>
          </div>
          <OrderTimeline order={entry} />
          <p className="mt-3 text-center text-[13px] font-semibold text-ink">{returnMoneyText(entry)}</p>
        </li>
      ))}
    </ul>
  );
}
