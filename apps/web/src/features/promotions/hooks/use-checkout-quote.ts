import { paiseToRupees, rupeesToPaise } from "@pallu/domain";
import { skipToken } from "@reduxjs/toolkit/query";
import { useGetCheckoutQuoteQuery } from "../api/promotions-api";
import { storeCouponCode, useCouponCode } from "../coupon-code";
import type { CheckoutQuote, QuotePaymentType } from "../types";

/** What the code box says about the code the shopper entered. */
export type CouponOutcome =
  | { kind: "applied"; code: string; saving: number; note?: string | undefined }
  | { kind: "refused"; code: string; message: string }
  | { kind: "checking"; code: string }
  /** No address to price against yet (the cart page of a shopper without one): applied at checkout. */
  | { kind: "later"; code: string };

/** A saving as the price box lists it. */
export interface SavingLine {
  key: string;
  label: string;
  amount: number;
}

function couponOutcome(
  code: string | null,
  quote: CheckoutQuote | undefined,
  quoting: boolean,
  canQuote: boolean,
): CouponOutcome | null {
  if (!code) return null;
  if (!canQuote) return { kind: "later", code };
  if (quoting || !quote) return { kind: "checking", code };
  if (quote.couponError) return { kind: "refused", code, message: quote.couponError };
  const applied = quote.couponCode;
  if (!applied) return { kind: "checking", code };
  const saving = quote.discounts.filter((line) => line.code === applied).reduce((sum, line) => sum + line.amount, 0);
  return { kind: "applied", code: applied, saving, note: quote.couponNote };
}

/**
 * The server's quote of the cart for an address, the code the shopper entered and the way they
 * pay, asked afresh whenever one of them changes. Nothing is priced here: the lines, the savings
 * and the total are the server's; while a new quote is on its way the last one is shown as stale.
 */
export function useCheckoutQuote({
  cart,
  addressId,
  paymentType,
  currency,
}: {
  /** JSON text of [{ productId, sizeId, quantity }]. */
  cart: string;
  addressId: string | null;
  paymentType?: QuotePaymentType | undefined;
  /** The currency the shopper reads; the quote answers its amounts in it too. */
  currency?: string | undefined;
}) {
  const code = useCouponCode();
  const canQuote = Boolean(addressId) && cart !== "[]";
  const { currentData, data, isFetching, isError } = useGetCheckoutQuoteQuery(
    canQuote && addressId
      ? { cart, addressId, ...(code ? { couponCode: code } : {}), ...(paymentType ? { paymentType } : {}), ...(currency ? { currency } : {}) }
      : skipToken,
  );
  const quote = isError || !canQuote ? undefined : (currentData ?? data);
  const stale = isFetching || (quote !== undefined && quote !== currentData);
  // What the server charges for the lines' stitching and finishing, as it priced each line's.
  const servicesPaise = (quote?.lines ?? []).reduce(
    (sum, line) => sum + (line.services ?? []).reduce((lineSum, service) => lineSum + rupeesToPaise(service.price), 0),
    0,
  );
  const savings: SavingLine[] = (quote?.discounts ?? []).map((line) => ({
    key: line.promotionId,
    label: line.code ?? line.title,
    amount: line.amount,
  }));

  return {
    quote,
    /** A new quote is on its way: what is shown may not be what will be charged. */
    stale,
    savings,
    /** The price box's figures, all the server's. */
    price: quote && {
      subtotal: quote.subtotal,
      services: paiseToRupees(servicesPaise),
      savings,
      discount: quote.discount,
      codFee: quote.codFee,
      shipping: quote.shipping?.amount ?? 0,
      total: quote.total,
      stale,
    },
    /** The price box's figures in the shopper's currency, all the server's; none for rupees. */
    priceInCurrency:
      quote && quote.currency !== "INR"
        ? {
            currency: quote.currency,
            subtotal: quote.inCurrency.subtotal,
            savings: Object.fromEntries(quote.inCurrency.discounts.map((line) => [line.promotionId, line.amount])),
            discount: quote.inCurrency.discount,
            shipping: quote.inCurrency.shipping,
            codFee: quote.inCurrency.codFee,
            total: quote.inCurrency.total,
          }
        : undefined,
    coupon: couponOutcome(code, currentData, isFetching, canQuote),
    /** The code to send with the order: the one the quote applied, unless the shopper has since removed it. */
    couponToCharge: code ? (quote?.couponCode ?? null) : null,
    apply: (next: string) => storeCouponCode(next),
    remove: () => storeCouponCode(null),
  };
}

/** The order is placed: its code is spent and the next cart starts without one. */
export const forgetCouponCode = () => storeCouponCode(null);
