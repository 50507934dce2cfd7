import {
  chooseServices,
  launchDayAhead,
  lineLeadDays,
  promisedDeliveryDate,
  shipsByDate,
  sellsBeyondStock,
  servicesNeedMeasurements,
  splitShelfAndMade,
  type ChosenService,
  type MeasurementSnapshot,
} from "@pallu/domain";
import type { Queryable } from "../../db/client.js";
import { invalid } from "../../lib/app-error.js";
import type { PurchasableBuyingOption, RequestedLine } from "../cart/index.js";
import { measurementSnapshotOf } from "../tailoring/index.js";

/** What a line needs beyond the piece itself: its services, the measurements, the pieces made after the order, and when it can arrive. */
export type LineWork = {
  services: ChosenService[];
  measurements: MeasurementSnapshot | null;
  madeToOrderQuantity: number;
  leadDays: number;
  deliveryDate: string;
  /** Pieces made to order: the last day the line leaves the shop. */
  shipsBy: string | null;
  /** A pre-order's launch day still ahead. */
  shipsFrom: string | null;
};

type Line = { buyingOption: PurchasableBuyingOption; quantity: number; services?: RequestedLine["services"]; measurementProfileId?: string | null | undefined };

/**
 * Prices and checks a line's services from the product's own list (never the client's), takes a
 * copy of the measurements it is stitched to (the shopper's own profile only), and splits the
 * pieces between the shelf and the looms for a product made to order.
 */
export async function lineWorkOf(db: Queryable, shopperId: string, line: Line, now: Date): Promise<LineWork> {
  const { buyingOption } = line;
  const { chosen, error } = chooseServices(buyingOption.services, line.services ?? [], buyingOption.name);
  if (error) throw invalid(error);
  const measurements =
    servicesNeedMeasurements(chosen) && line.measurementProfileId ? await measurementSnapshotOf(db, shopperId, line.measurementProfileId) : null;
  const { madeToOrder } = splitShelfAndMade(line.quantity, buyingOption.stock, sellsBeyondStock(buyingOption));
  const leadDays = lineLeadDays({ services: chosen, madeToOrderQuantity: madeToOrder, madeToOrderDays: buyingOption.madeToOrderDays });
  const work = { leadDays, startsOn: buyingOption.availableFrom };
  return {
    services: chosen,
    measurements,
    madeToOrderQuantity: madeToOrder,
    leadDays,
    deliveryDate: promisedDeliveryDate(now, work),
    shipsBy: madeToOrder > 0 ? shipsByDate(now, work) : null,
    shipsFrom: launchDayAhead(now, buyingOption.availableFrom),
  };
}
