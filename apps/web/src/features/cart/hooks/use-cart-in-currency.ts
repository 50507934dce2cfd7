import { skipToken } from "@reduxjs/toolkit/query";
import { HOME_CURRENCY } from "@pallu/domain";
import { useShopperCurrency } from "@/lib/shopper-currency";
import { cartPricesApi } from "../api/cart-prices-api";
import { cartPayload, type CartLine } from "../cart-lines";

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
export function useCartInCurrency(lines: readonly CartLine[]): CartInCurrency | undefined {
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
