import { deliveryDayText, formatRupees, madeToOrderPromise, type OrderLine } from "@pallu/domain";

type Line = Pick<OrderLine, "services" | "madeToOrder" | "shipsBy" | "shipsFrom">;

/**
 * Under a line of an order, the cart or the checkout: the services sold with it and their prices
 * (the server's), whose measurements a stitched line is cut to, and what a piece made to order or
 * on pre-order promises ("Made to order — ships by Wed, 16 Dec").
 */
export function LineServices({ line, measurements }: { line: Line; measurements?: { name: string } | null | undefined }) {
  const services = line.services ?? [];
  const promise = madeToOrderPromise(line);
  if (services.length === 0 && !promise) return null;
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
      {measurements !== undefined && (
        <li>{measurements ? `Measurements: ${measurements.name}` : "Measurements to follow"}</li>
      )}
      {promise && <li className="font-semibold text-maroon">{promise}</li>}
    </ul>
  );
}

/** The order's promised day: "Stitched and delivered by Tue, 15 Dec" when something is stitched for it. */
export function deliveryPromiseText(order: {
  deliveryDate?: string | null | undefined;
  cart: readonly Pick<Line, "services">[];
}): string | null {
  if (!order.deliveryDate) return null;
  const stitched = order.cart.some((line) => (line.services ?? []).length > 0);
  return `${stitched ? "Stitched and delivered" : "Delivered"} by ${deliveryDayText(order.deliveryDate)}`;
}
