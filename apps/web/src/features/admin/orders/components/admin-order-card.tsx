import { formatRupees, type Order } from "@pallu/domain";
import { ButtonLink } from "@/components/ui/button";
import { formatDay } from "@/lib/format";
import { useAppDispatch } from "@/lib/store-hooks";
import { StatusBadge } from "../../shared/components/status-badge";
import { seedAdminOrder } from "../api/admin-orders-api";
import { CardFigure } from "../../shared/components/detail-row";

/**
 * An order of the admin list (docs/shop-rules.md#order-lists): the address name, its Status and a View Order button, and
 * on the order desk a box to choose it for a change to many orders at once.
 */
export function AdminOrderCard({
  order,
  detailPath,
  chosen,
  onChoose,
}: {
  order: Order;
  detailPath: string;
  chosen?: boolean;
  onChoose?: (chosen: boolean) => void;
}) {
  const dispatch = useAppDispatch();
  const units = order.cart.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li
      className={`flex flex-col rounded-2xl border bg-white p-4 shadow-card ${chosen ? "border-maroon ring-1 ring-maroon/40" : "border-sand"}`}
    >
      <div className="flex items-start justify-between gap-3">
        {onChoose && (
          <input
            type="checkbox"
            checked={chosen ?? false}
            onChange={(event) => onChoose(event.target.checked)}
            aria-label={`Choose order ${order.orderDetails.public_order_id}`}
            className="mt-1.5 size-5 shrink-0 accent-maroon"
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-display text-[22px] leading-tight font-semibold text-ink">{order.address.name}</p>
          <p className="mt-0.5 text-[12px] font-semibold tracking-wide text-ink-muted">
            #{order.orderDetails.public_order_id}
          </p>
        </div>
        <StatusBadge status={order.orderDetails.status} />
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-[13px]">
        <CardFigure label="Total">{formatRupees(order.totalPrice)}</CardFigure>
        <CardFigure label="Items">{units}</CardFigure>
        <CardFigure label="Placed">{formatDay(order.createdAt)}</CardFigure>
      </dl>
      <p className="mt-2 text-[13px] text-ink-muted">
        Status: <span className="font-semibold text-ink">{order.orderDetails.status}</span> · {order.paymentText}
      </p>
      <ButtonLink
        to={detailPath}
        variant="outline"
        size="sm"
        className="mt-4 self-start"
        onClick={() => dispatch(seedAdminOrder(order))}
        aria-label={`View Order ${order.orderDetails.public_order_id}`}
      >
        View Order
      </ButtonLink>
    </li>
  );
}
