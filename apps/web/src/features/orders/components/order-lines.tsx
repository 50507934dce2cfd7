import { formatAmount, formatRupees, NO_SIZE } from "@pallu/domain";
import type { Order, OrderLine } from "../order-model";
import { Link } from "@/lib/link";
import { Thumbnail } from "@/components/ui/sized-image";
import { LineServices } from "@/components/ui/line-services";

/**
 * The items of an order: picture, name, size, quantity, the services sold with them and what they
 * cost; in the buyer's currency, as she saw them, for an order placed in another than rupees.
 */
export function OrderLines({ lines, order }: { lines: OrderLine[]; order?: Pick<Order, "currency" | "inCurrency"> | undefined }) {
  return (
    <ul className="divide-y divide-sand">
      {lines.map((line) => {
        const image = line.images[0];
        const theirs = order?.inCurrency?.lines.find((each) => each._id === line._id);
        return (
          <li key={line._id} className="flex gap-3 py-3 first:pt-0 last:pb-0 md:gap-4">
            <Link
              to={`/product/${line.productId}`}
              className="h-[84px] w-[64px] shrink-0 overflow-hidden rounded-lg bg-ivory-deep"
              tabIndex={-1}
              aria-hidden="true"
            >
              {image && <Thumbnail src={image} width={64} height={84} className="h-full w-full object-cover" />}
            </Link>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <Link
                to={`/product/${line.productId}`}
                className="line-clamp-2 font-semibold text-ink hover:text-maroon hover:underline"
              >
                {line.name}
              </Link>
              <p className="flex flex-wrap gap-x-3 text-[13px] text-ink-muted">
                {line.size && line.size !== NO_SIZE && (
                  <span>
                    Size: <span className="font-semibold text-ink">{line.size}</span>
                  </span>
                )}
                <span>
                  Qty: <span className="font-semibold text-ink">{line.quantity}</span>
                </span>
              </p>
              <LineServices line={line} />
              {theirs && order ? (
                <p className="mt-auto text-[13px] text-ink-muted">
                  {line.quantity > 1 && <span>{formatAmount(theirs.price, order.currency)} each · </span>}
                  <span className="text-[15px] font-bold text-ink">{formatAmount(theirs.total, order.currency)}</span>
                </p>
              ) : (
                <p className="mt-auto text-[13px] text-ink-muted">
                  {line.quantity > 1 && (
                    <span>
                      {formatRupees(line.price)} × {line.quantity} ={" "}
                    </span>
                  )}
                  <span className="text-[15px] font-bold text-ink">{formatRupees(line.price * line.quantity)}</span>
                  {line.product.originalPrice > line.price && (
                    <span className="ml-2 line-through decoration-1">
                      <span className="sr-only">Original price </span>
                      {formatRupees(line.product.originalPrice * line.quantity)}
                    </span>
                  )}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
