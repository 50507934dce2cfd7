import type { IntentLine, orderLines } from "../../db/schema/index.js";

/** An order line as stored: what was bought, frozen at the price and tax of the day. */
export function orderLineOf(orderId: string, line: IntentLine): typeof orderLines.$inferInsert {
  return {
    orderId,
    productId: line.productId,
    buyingOptionId: line.buyingOptionId,
    name: line.name,
    image: line.image,
    size: line.size,
    unitPricePaise: line.unitPricePaise,
    originalPricePaise: line.originalPricePaise,
    quantity: line.quantity,
    hsnCode: line.hsnCode ?? null,
    gstRate: line.gstRate ?? null,
    discountPaise: line.discountPaise ?? 0,
    services: line.services ?? [],
    measurements: line.measurements ?? null,
    madeToOrderQuantity: line.madeToOrderQuantity ?? 0,
  };
}
