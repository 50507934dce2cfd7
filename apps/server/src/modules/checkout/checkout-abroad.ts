import {
  abroadMessages,
  amountsInCurrency,
  appliedRate,
  currencyOfCountry,
  HOME_CURRENCY,
  isAbroad,
  shippingAbroad,
  zoneOf,
  type AmountsInCurrency,
  type AppliedRate,
} from "@pallu/domain";
import type { Queryable } from "../../db/client.js";
import type { AddressSnapshot, SaleCurrency } from "../../db/schema/index.js";
import { invalid } from "../../lib/app-error.js";
import type { PurchasableBuyingOption } from "../cart/index.js";
import { sellingAbroad } from "../selling-abroad/index.js";

/** Shipping a parcel abroad: its rate, the zone's promise, and who pays the duties. */
export type AbroadShipping = {
  zoneName: string;
  shippingPaise: number;
  deliveryDays: { min: number; max: number };
  dutiesNotice: string | null;
};

type PricedLine = { buyingOption: PurchasableBuyingOption; quantity: number };

/**
 * What shipping this checkout abroad costs, or null for an address in India (free shipping).
 * Refused before anything is held: a country no zone ships to, a piece without a weight, a parcel
 * heavier than the zone's last slab.
 */
export async function abroadShippingFor(db: Queryable, address: AddressSnapshot, lines: readonly PricedLine[], goodsPaise: number): Promise<AbroadShipping | null> {
  const country = address.country;
  if (!country || !isAbroad(country)) return null;
  const { zones } = await sellingAbroad(db);
  if (!zoneOf(zones, country)) throw invalid(abroadMessages.notShipped(country), { field: "addressId" });
  const weightless = lines.find((line) => !line.buyingOption.weightGrams);
  if (weightless) throw invalid(abroadMessages.noWeight(weightless.buyingOption.name), { productId: weightless.buyingOption.productId });
  const weightGrams = lines.reduce((sum, line) => sum + line.quantity * (line.buyingOption.weightGrams ?? 0), 0);
  const shipping = shippingAbroad(zones, { country, weightGrams, goodsPaise });
  if (!shipping.shipped) throw invalid(shipping.message);
  return { zoneName: shipping.zone.name, shippingPaise: shipping.shippingPaise, deliveryDays: shipping.deliveryDays, dutiesNotice: shipping.dutiesNotice };
}

const RUPEES: AppliedRate = { currency: HOME_CURRENCY, rupeesPerUnit: 1, rounding: "cents" };

/**
 * The currency the buyer's amounts are shown in: the one asked for, else the delivery country's.
 * A currency asked for that the shop keeps no rate for is refused; a country's own without a rate
 * falls back to rupees.
 */
export async function saleRateFor(db: Queryable, country: string | undefined, requested: string | undefined): Promise<AppliedRate> {
  const currency = requested ?? (country && isAbroad(country) ? currencyOfCountry(country) : HOME_CURRENCY);
  if (currency === HOME_CURRENCY) return RUPEES;
  const rate = appliedRate((await sellingAbroad(db)).exchangeRates, currency);
  if (rate) return rate;
  if (requested) throw invalid(abroadMessages.noRate(currency), { field: "currency" });
  return RUPEES;
}

/** What an order records of its currency; null when the buyer saw rupees. */
export function saleCurrencyOf(rate: AppliedRate, amounts: AmountsInCurrency): SaleCurrency | null {
  if (rate.currency === HOME_CURRENCY) return null;
  return { currency: rate.currency, exchangeRate: rate.rupeesPerUnit.toFixed(6), totalMinor: amounts.totalMinor, rounding: rate.rounding };
}

/**
 * A quote's amounts in the buyer's currency: its pieces with their services, savings, shipping and
 * the cash-on-delivery fee charged (none when store credit pays the order whole).
 */
export function quoteInCurrency(
  quote: {
    lines: readonly { buyingOption: { discountedPricePaise: number }; quantity: number; discountPaise: number; work: { services: readonly { pricePaise: number; discountPaise: number }[] } }[];
    shippingPaise: number;
    codFeePaise: number;
  },
  rate: AppliedRate,
  codFeePaise = quote.codFeePaise,
): AmountsInCurrency {
  return amountsInCurrency(
    {
      lines: quote.lines.map((line) => ({
        unitPricePaise: line.buyingOption.discountedPricePaise,
        quantity: line.quantity,
        discountPaise: line.discountPaise,
        services: line.work.services,
      })),
      shippingPaise: quote.shippingPaise,
      codFeePaise,
    },
    rate,
  );
}
