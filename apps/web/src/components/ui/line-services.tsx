import { deliveryDayText, formatRupees, type OrderLine } from "@pallu/domain";

type Line = Pick<OrderLine, "services" | "madeToOrder">;

/** Under an order line: the services sold with it and their prices, and whether it is made to order. */
export function LineServices({ line }: { line: Line }) {
  const services = line.services ?? [];
  const madeToOrder = line.madeToOrder ?? 0;
  if (services.length === 0 && madeToOrder === 0) return null;
  return (
    <ul aria-label="Services" className="mt-1 space-y-0.5 text-[13px] text-ink-muted">
      {services.map((service) => (
        <li key={service.serviceId} className="flex flex-wrap gap-x-1">
          <span>
            {service.name}
            {service.styleName && ` · ${service.styleName}`}
          </span>
          <span className="font-semibold text-ink">{formatRupees(service.price)}</span>
        </li>
      ))}
      {madeToOrder > 0 && <li className="font-semibold text-maroon">Made to order</li>}
    </ul>
  );
}

/** The order's promised day: "Stitched and delivered by Tue, 15 Dec" when something is stitched or made for it. */
export function deliveryPromiseText(order: {
  deliveryDate?: string | null | undefined;
  cart: readonly Line[];
}): string | null {
  if (!order.deliveryDate) return null;
  const madeForIt = order.cart.some((line) => (line.services ?? []).length > 0 || (line.madeToOrder ?? 0) > 0);
  return `${madeForIt ? "Stitched and delivered" : "Delivered"} by ${deliveryDayText(order.deliveryDate)}`;
}
