import { isDemoSeller, type ChosenService, type OrderStatus, type TaxDocument } from "@pallu/domain";
import { inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { orders, type AddressSnapshot } from "../../db/schema/index.js";
import { notFound } from "../../lib/app-error.js";
import { documentsOf } from "./tax-documents.js";
import { shopSettings } from "../settings/index.js";
import { orderRepository, type OrderRow } from "../orders/index.js";

/** The shop as a packing slip names it: who the parcel is from, and where it goes back to. */
export type PackingSlipShop = { name: string; address: string; phone: string };

export type PackingSlipPayment = { kind: "cod"; collectPaise: number } | { kind: "prepaid" };

/** What was done to a piece, without prices: "Blouse stitching: Boat neck", "Measurements: Amma", "Fall and pico". */
export function workOf(services: readonly ChosenService[], measurements: { name: string } | null): string[] {
  const done = services.map((service) => (service.styleName ? `${service.name}: ${service.styleName}` : service.name));
  return measurements ? [...done, `Measurements: ${measurements.name}`] : done;
}

/** What the packer packs from and puts in the parcel, for one order. */
export type PackingSlip = {
  publicOrderId: string;
  placedAt: Date;
  status: OrderStatus;
  payment: PackingSlipPayment;
  shipTo: AddressSnapshot;
  courier: string | null;
  awbCode: string | null;
  /** Each piece, with what was done to it (stitched in a style, fall and pico) for the packer to check. */
  lines: { name: string; size: string; quantity: number; work: string[] }[];
  /** The order's issued GST invoice, printed after its slip; never with a gift, whose parcel shows no prices. */
  invoice: TaxDocument | null;
  /** A gift's message, printed on the slip for the one who receives it. */
  giftMessage: string | null;
};

/** Cash on delivery collects the total less the store credit spent on it. */
export function paymentOf(
  order: Pick<OrderRow, "paymentType" | "totalPaise" | "storeCreditPaise">,
): PackingSlipPayment {
  return order.paymentType === "cod"
    ? { kind: "cod", collectPaise: order.totalPaise - order.storeCreditPaise }
    : { kind: "prepaid" };
}

/** The latest issued invoice of each of these orders. */
/**
 * The packing slips of these orders, in the order asked for, each order once. Any id that is not
 * an order (unknown, or a return) refuses the whole print, so a printout is never silently short.
 */
export async function packingSlipsFor(
  deps: Pick<AppDeps, "db" | "config" | "cacheBus" | "now">,
  orderIds: string[],
): Promise<{ shop: PackingSlipShop; slips: PackingSlip[] }> {
  const ids = [...new Set(orderIds)];
  const rows = await deps.db.select().from(orders).where(inArray(orders.id, ids));
  const byId = new Map(rows.filter((row) => row.orderType === "order").map((row) => [row.id, row]));
  if (ids.some((id) => !byId.has(id))) throw notFound("Order not found");

  const [lines, invoices, settings] = await Promise.all([
    orderRepository(deps.db).linesOf(ids),
    documentsOf(deps.db, ids, "invoice"),
    shopSettings(deps),
  ]);
  // An invoice in the demo seller's name would be a false document (as the invoice link refuses it).
  const printable = (invoice: TaxDocument | undefined) =>
    invoice && !(deps.config.env === "production" && isDemoSeller(invoice.seller)) ? invoice : null;

  const slips = ids.map((id): PackingSlip => {
    const order = byId.get(id)!;
    return {
      publicOrderId: order.publicOrderId,
      placedAt: order.createdAt,
      status: order.status,
      payment: paymentOf(order),
      shipTo: order.address,
      courier: order.courier,
      awbCode: order.awbCode,
      lines: lines
        .filter((line) => line.orderId === id)
        .map(({ name, size, quantity, services, measurements }) => ({ name, size, quantity, work: workOf(services, measurements) })),
      invoice: order.giftMessage ? null : printable(invoices.get(id)),
      giftMessage: order.giftMessage,
    };
  });
  return { shop: { name: settings.shopName, address: settings.address, phone: settings.phone }, slips };
}
