/** An order line as it was sold: its price, pieces and stored discount, and the pieces returned so far. */
export type DiscountedOrderLine = {
  lineId: string;
  pricePaise: number;
  quantity: number;
  discountPaise: number;
  returnedQuantity: number;
};

/**
 * The discount carried by a line's first `pieces` pieces. A line's discount is spread over its
 * pieces to the paisa, always the same way, so the pieces of every return add up to the whole.
 */
function discountOfFirstPieces(line: DiscountedOrderLine, pieces: number): number {
  return Math.floor((pieces * line.discountPaise) / line.quantity);
}

/**
 * What was paid for the pieces of a return, line by line: their price less their share of the
 * line's discount. Returning every piece, in one return or several, gives back exactly what was paid.
 */
export function paidForReturnPaise(
  lines: readonly DiscountedOrderLine[],
  returned: readonly { lineId: string; quantity: number }[],
): { paidPaise: number; lines: { lineId: string; quantity: number; paidPaise: number }[] } {
  const paidLines = returned.map(({ lineId, quantity }) => {
    const line = lines.find((candidate) => candidate.lineId === lineId);
    if (!line) throw new RangeError(`the order has no line ${lineId}`);
    if (quantity < 0 || line.returnedQuantity + quantity > line.quantity) {
      throw new RangeError(
        `line ${lineId} has ${line.quantity - line.returnedQuantity} pieces left to return, not ${quantity}`,
      );
    }
    const discount =
      discountOfFirstPieces(line, line.returnedQuantity + quantity) -
      discountOfFirstPieces(line, line.returnedQuantity);
    return { lineId, quantity, paidPaise: quantity * line.pricePaise - discount };
  });
  return { paidPaise: paidLines.reduce((sum, line) => sum + line.paidPaise, 0), lines: paidLines };
}
