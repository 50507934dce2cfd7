/** How many orders one bulk change takes: a festive day's confirmations, in a few presses. */
export const MAX_BULK_ORDERS = 200;

/** The AWB given for an order, from either form of `awbCodes`; a map may name the order by its id or its number. */
export function awbFor(
  body: { orderIds: string[]; awbCodes?: string[] | Record<string, string> | undefined },
  order: { id: string; publicOrderId: string },
): string | undefined {
  const { awbCodes } = body;
  if (!awbCodes) return undefined;
  const code = Array.isArray(awbCodes)
    ? awbCodes[body.orderIds.indexOf(order.id)]
    : (awbCodes[order.id] ?? awbCodes[order.publicOrderId]);
  return code?.trim() ? code.trim() : undefined;
}
