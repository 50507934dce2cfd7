import { formatRupees, type Order } from "@pallu/domain";
import { Link } from "@/lib/link";
import { formatDay, pluralize } from "@/lib/format";
import { StatusBadge } from "../../shared/components/status-badge";

/** A customer's newest orders, each opening the admin's order page. */
export function CustomerOrders({ orders }: { orders: Order[] }) {
  return (
    <ul className="-mx-2 divide-y divide-sand">
      {orders.map((order) => {
        const units = order.cart.reduce((sum, line) => sum + line.quantity, 0);
        return (
          <li key={order._id}>
            <Link
              to={`/admin/orders/${order._id}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg px-2 py-3 transition-colors hover:bg-ivory-deep/60 focus-visible:outline-2 focus-visible:outline-saffron-deep"
            >
              <span className="min-w-0 flex-1 basis-48">
                <span className="block truncate font-semibold text-maroon">#{order.orderDetails.public_order_id}</span>
                <span className="block text-[13px] text-ink-muted">
                  {formatDay(order.createdAt)} · {pluralize(units, "piece", "pieces")} · {order.paymentText}
                </span>
              </span>
              <StatusBadge status={order.orderDetails.status} />
              <span className="w-24 text-right font-bold text-ink lining-nums">{formatRupees(order.totalPrice)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
