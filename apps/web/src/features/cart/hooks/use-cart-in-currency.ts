import { skipToken } from "@reduxjs/toolkit/query";
import { HOME_CURRENCY } from "@pallu/domain";
import { useMemo } from "react";
import { useShopperCurrency } from "@/lib/shopper-currency";
import { cartPricesApi } from "../api/cart-prices-api";
import { cartPayload, type WishlistLine } from "../cart-lines";

/** What pricing a line needs: the product, the size, how many, and the services asked for with it. */
type PricedLine = Parameters<typeof cartPayload>[0][number];

/** A line's price, the one struck through and its total, in the shopper's currency. */
export type LineInCurrency = { currency: string; price: number; originalPrice: number; total: number };

/** The cart as the shopper reads it in her currency: the server's amounts, and the rupees it is charged in. */
export type CartInCurrency = {
  currency: string;
  original: number;
  saving: number;
  subtotal: number;
  /** The rupees the pieces are charged at, as the same answer priced them. */
  chargedRupees: number;
  lines: Map<string, LineInCurrency>;
};

/**
 * The cart's lines priced by the server in the shopper's currency, while she reads another than
 * rupees; nothing for rupees, whose amounts the lines carry.
 */
export function useCartInCurrency(lines: readonly PricedLine[]): CartInCurrency | undefined {
  const currency = useShopperCurrency();
  const asked = currency === HOME_CURRENCY || lines.length === 0 ? skipToken : { cart: cartPayload(lines), currency };
  const { data } = cartPricesApi.useGetCartPricesQuery(asked);
  if (asked === skipToken || !data || data.currency !== currency) return undefined;
  return {
    currency: data.currency,
    original: data.inCurrency.original,
    saving: data.inCurrency.saving,
    subtotal: data.inCurrency.subtotal,
    chargedRupees: data.subtotal,
    lines: new Map(data.inCurrency.lines.map((line) => [line.sizeId, { currency: data.currency, price: line.price, originalPrice: line.originalPrice, total: line.total }])),
  };
}

/** The wishlist's pieces, one of each, priced the same way: the price each would go into the cart at. */
export function useWishlistInCurrency(lines: readonly WishlistLine[]): CartInCurrency | undefined {
  const asPieces = useMemo(
    () => lines.map(({ productId, buyingOptionId }) => ({ productId, buyingOptionId, quantity: 1 })),
    [lines],
  );
  return useCartInCurrency(asPieces);
}
