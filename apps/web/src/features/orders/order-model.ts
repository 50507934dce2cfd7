import type { Order as WireOrder, OrderLine as WireOrderLine } from "@pallu/domain";

/*
 * An order line's size is its buyingOptionId inside the app, as in the cart. The API spells it
 * `sizeId` (docs/api.md#orders-cart-wishlist-and-payment); the orders endpoints translate with fromWireOrder, once.
 */
export type OrderLine = Omit<WireOrderLine, "sizeId" | "exchangeFor" | "exchangeSizes"> & {
  buyingOptionId: string;
  /** On a return asking for an exchange: the size held to be sent instead. */
  exchangeFor: { buyingOptionId: string; size: string } | null;
  /** On a returnable order: the sizes this piece can be exchanged for (same item, same price). */
  exchangeSizes: { buyingOptionId: string; size: string; inStock: boolean }[];
};
export type Order = Omit<WireOrder, "cart"> & { cart: OrderLine[] };

/** An order as the server answers it, named as the app names it. */
export function fromWireOrder({ cart, ...order }: WireOrder): Order {
  return { ...order, cart: cart.map(fromWireOrderLine) };
}

function fromWireOrderLine({ sizeId, exchangeFor, exchangeSizes, ...line }: WireOrderLine): OrderLine {
  return {
    ...line,
    buyingOptionId: sizeId,
    exchangeFor: exchangeFor && { buyingOptionId: exchangeFor.sizeId, size: exchangeFor.size },
    exchangeSizes: exchangeSizes.map(({ sizeId: buyingOptionId, ...size }) => ({ ...size, buyingOptionId })),
  };
}
