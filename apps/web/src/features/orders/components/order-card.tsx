import type { Order } from "../order-model";
import { Link } from "@/lib/link";
import { ChevronRightIcon } from "@/components/ui/icons";
import { PackageIcon } from "@/components/ui/extra-icons";
import { SizedImage } from "@/components/ui/sized-image";
import { pluralize } from "@/lib/format";
import { orderDay } from "../order-dates";
import { StatusChip } from "./status-chip";
import { OrderTotal } from "./order-total";

/** One order in "My Orders": its first item's picture, id, date, status and total. */
export function OrderCard({ order }: { order: Order }) {
  const image = order.cart.find((line) => line.images[0])?.images[0];
  const first = order.cart[0];
  const units = order.cart.reduce((sum, line) => sum + line.quantity, 0);
  const isReturn = order.orderType === "Return";
  return (
    <Link
      to={`/orders/${order._id}`}
      className="group flex gap-4 rounded-2xl border border-sand bg-white/60 p-3 shadow-card transition-colors hover:border-gold/60 md:gap-5 md:p-4"
    >
      <div className="h-[104px] w-[80px] shrink-0 overflow-hidden rounded-xl bg-ivory-deep md:h-[124px] md:w-[96px]">
        {image ? (
          <SizedImage src={image} sizes="96px" alt="" width={96} height={124} className="h-full w-full object-cover" />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-gold" aria-hidden="true">
            <PackageIcon />
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <StatusChip status={order.orderDetails.status} />
          {isReturn && (
            <span className="rounded-full border border-maroon/30 px-2 py-0.5 text-[11px] font-bold tracking-[0.14em] text-maroon uppercase">
              Return
            </span>
          )}
        </div>
        <p className="line-clamp-2 font-display text-[19px] leading-tight font-semibold text-maroon-dark md:text-[21px]">
          {first?.name ?? "Order"}
          {order.cart.length > 1 && (
            <span className="font-sans text-[13px] font-semibold text-ink-muted"> + {order.cart.length - 1} more</span>
          )}
        </p>
        <p className="text-[13px] text-ink-muted">
          <span className="font-semibold text-ink">#{order.orderDetails.public_order_id}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={order.createdAt}>{orderDay(order.createdAt)}</time>
        </p>
        <p className="mt-auto flex items-baseline justify-between gap-3 text-[13px] text-ink-muted">
          <span>{pluralize(units, "item", "items")}</span>
          <span className="text-[16px] font-bold text-ink">
            <OrderTotal order={order} />
          </span>
        </p>
      </div>
      <ChevronRightIcon
        aria-hidden="true"
        className="hidden shrink-0 self-center text-gold transition-transform group-hover:translate-x-0.5 sm:block"
      />
    </Link>
  );
}
