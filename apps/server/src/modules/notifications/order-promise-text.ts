import { deliveryDayText, deliveryWindowText, expectedDelivery, lineLabel, madeToOrderPromise } from "@pallu/domain";
import type { orderLines, orders } from "../../db/schema/index.js";

type LinePromise = Pick<typeof orderLines.$inferSelect, "name" | "size" | "madeToOrderQuantity" | "shipsBy" | "shipsFrom">;

/** One sentence for each line woven to order or on pre-order: "Tanchoi silk saree: Made to order — ships by Tue, 15 Dec." */
export function linePromises(lines: readonly LinePromise[]): string[] {
  return lines.flatMap((line) => {
    const promise = madeToOrderPromise({ madeToOrder: line.madeToOrderQuantity, shipsBy: line.shipsBy, shipsFrom: line.shipsFrom });
    return promise ? [`${lineLabel(line)}: ${promise}.`] : [];
  });
}

/** When the order should arrive: the usual window, or the later day its stitching, weaving or launch day sets. */
export function arrivalText(order: Pick<typeof orders.$inferSelect, "createdAt" | "deliveryDate">): string {
  const usual = expectedDelivery(order.createdAt);
  return order.deliveryDate && order.deliveryDate > usual.to ? `by ${deliveryDayText(order.deliveryDate)}` : deliveryWindowText(usual);
}
