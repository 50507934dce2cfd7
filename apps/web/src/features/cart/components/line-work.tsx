import type { CheckoutQuoteWire } from "@pallu/domain";
import { deliveryPromiseText, LineServices } from "@/components/ui/line-services";
import { pluralize } from "@/lib/format";
import type { CartLine } from "../cart-lines";

/** A line as the server's quote priced it: its services, whose measurements, and its promise. */
export type QuotedCartLine = CheckoutQuoteWire["lines"][number];

/**
 * Under a cart or checkout line: the services the server priced for it ("Blouse stitching · Boat
 * neck ₹1,200"), the measurements it is stitched to or "Measurements to follow", and what a piece
 * made to order promises. Before there is a quote (no address yet), only how many services it has.
 */
export function LineWork({
  line,
  quoted,
}: {
  line: Pick<CartLine, "services" | "guestMeasurements">;
  quoted: QuotedCartLine | undefined;
}) {
  if (quoted) return <LineServices line={quoted} measurements={quoted.measurements} />;
  const count = line.services?.length ?? 0;
  if (count === 0) return null;
  return (
    <p className="mt-1 text-[13px] text-ink-muted">
      {pluralize(count, "service", "services")} · priced at checkout
      {line.guestMeasurements && <span className="block">Measurements: {line.guestMeasurements.name}</span>}
    </p>
  );
}

/** "Stitched and delivered by Tue, 15 Dec", once the quote has a line stitched, made to order or on pre-order. */
export function OrderPromise({ quoted, deliveryDate }: { quoted: readonly QuotedCartLine[] | undefined; deliveryDate: string | undefined }) {
  const lines = quoted ?? [];
  if (!lines.some((line) => line.deliveryDate)) return null;
  const text = deliveryPromiseText({ deliveryDate, cart: lines });
  return text ? <p className="mt-4 text-[14px] font-semibold text-gold-text">{text}</p> : null;
}

/** The quoted line of a cart line: the same size (a cart holds a size once). */
export const quotedLineOf = (quoted: readonly QuotedCartLine[] | undefined, line: Pick<CartLine, "buyingOptionId">) =>
  quoted?.find((candidate) => candidate.buyingOptionId === line.buyingOptionId);
