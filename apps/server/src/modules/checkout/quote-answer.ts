import {
  codCharge,
  deliveryPromiseText,
  minorToAmount,
  paiseToRupees,
  presentLineService,
  servicesDiscountPaise,
  servicesNeedMeasurements,
  servicesPaise,
  savingsInCurrency,
  type AppliedRate,
  type CheckoutQuoteWire,
  type PaymentType,
} from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import type { SessionUser } from "../auth/index.js";
import { admitCheckoutPricing } from "./checkout-pricing-limit.js";
import { quoteCheckout, type CheckoutRequest } from "./checkout-quote.js";
import { codRefusalFor } from "./cod-checkout.js";
import { storeCreditBalance } from "../wallet/index.js";
import { shopSettings } from "../settings/index.js";
import { quoteInCurrency, saleRateFor } from "./checkout-abroad.js";
import type { CheckoutQuote } from "./checkout-quote.js";

/** The quote's shipping, duties notice and amounts in the buyer's currency, beside the rupees. */
function abroadAnswer(quote: CheckoutQuote, rate: AppliedRate, codFeePaise: number) {
  const amounts = quoteInCurrency(quote, rate, codFeePaise);
  const savings = savingsInCurrency(
    quote.discounts.map((discount) => discount.amountPaise),
    amounts.discountMinor,
    rate,
  );
  const days = quote.abroad?.deliveryDays ?? null;
  return {
    currency: rate.currency,
    exchangeRate: rate.rupeesPerUnit,
    shipping: {
      amount: paiseToRupees(quote.shippingPaise),
      amountInCurrency: minorToAmount(amounts.shippingMinor),
      zone: quote.abroad?.zoneName ?? null,
      deliveryPromise: days ? deliveryPromiseText(days) : null,
      deliveryDays: days,
    },
    dutiesNotice: quote.abroad?.dutiesNotice ?? null,
    inCurrency: {
      subtotal: minorToAmount(amounts.subtotalMinor),
      discount: minorToAmount(amounts.discountMinor),
      discounts: quote.discounts.map((discount, index) => ({ promotionId: discount.promotionId, amount: minorToAmount(savings[index]!) })),
      shipping: minorToAmount(amounts.shippingMinor),
      codFee: minorToAmount(amounts.codFeeMinor),
      total: minorToAmount(amounts.totalMinor),
      lines: quote.lines.map((line, index) => ({
        buyingOptionId: line.buyingOption.id,
        price: minorToAmount(amounts.lines[index]!.priceMinor),
        total: minorToAmount(amounts.lines[index]!.totalMinor),
      })),
    },
  };
}

/**
 * What the checkout would charge, priced exactly as placing the order prices it, in rupees, and
 * whether it may be paid on delivery (asked by the rule placing the order applies).
 */
export async function checkoutQuoteFor(
  deps: Pick<AppDeps, "db" | "now" | "config" | "cacheBus" | "rateLimiter">,
  shopper: SessionUser,
  request: CheckoutRequest & { paymentType?: PaymentType | undefined },
): Promise<CheckoutQuoteWire> {
  await admitCheckoutPricing(deps, shopper);
  const settings = await shopSettings(deps);
  const quote = await quoteCheckout(deps.db, shopper, request, {
    now: deps.now(),
    paymentType: request.paymentType,
    codFeePaise: settings.codFeeRupees * 100,
  });
  const rate = await saleRateFor(deps.db, quote.address.country, request.currency);
  const goodsPaise = quote.totalPaise - quote.codFeePaise - quote.shippingPaise;
  const balance = request.useStoreCredit ? await storeCreditBalance(deps.db, shopper.id) : 0;
  const charge = codCharge(goodsPaise, settings.codFeeRupees * 100, balance);
  const refusal = charge.covered
    ? null
    : await codRefusalFor(deps.db, shopper.id, { quote, toCollectPaise: charge.toCollectPaise }, settings);
  // Store credit covering the whole order leaves nothing to collect, and so no fee.
  const codFeePaise = charge.covered ? 0 : quote.codFeePaise;
  return {
    subtotal: paiseToRupees(quote.subtotalPaise),
    discounts: quote.discounts.map((discount) => ({
      promotionId: discount.promotionId,
      code: discount.code ?? null,
      title: discount.title,
      amount: paiseToRupees(discount.amountPaise),
    })),
    discount: paiseToRupees(quote.subtotalPaise - goodsPaise),
    codFee: paiseToRupees(codFeePaise),
    total: paiseToRupees(goodsPaise + codFeePaise + quote.shippingPaise),
    cashOnDelivery: { available: refusal === null, message: refusal?.message ?? null },
    couponCode: quote.couponCode,
    ...(quote.couponError === undefined ? {} : { couponError: quote.couponError }),
    ...(quote.couponNote === undefined ? {} : { couponNote: quote.couponNote }),
    lines: quote.lines.map(({ buyingOption, quantity, discountPaise, work }) => ({
      productId: buyingOption.productId,
      buyingOptionId: buyingOption.id,
      quantity,
      price: paiseToRupees(buyingOption.discountedPricePaise),
      discount: paiseToRupees(discountPaise),
      total: paiseToRupees(buyingOption.discountedPricePaise * quantity - discountPaise + servicesPaise(work.services, quantity) - servicesDiscountPaise(work.services)),
      // Only a line with work to it says so, so a plain line reads as it always has.
      ...(work.services.length > 0 ? { services: work.services.map((service) => presentLineService(service, quantity)) } : {}),
      ...(work.madeToOrderQuantity > 0 ? { madeToOrder: work.madeToOrderQuantity } : {}),
      ...(work.shipsBy ? { shipsBy: work.shipsBy } : {}),
      ...(work.shipsFrom ? { shipsFrom: work.shipsFrom } : {}),
      // A stitched line names whose measurements it is cut to, or null while they are to follow.
      ...(servicesNeedMeasurements(work.services) ? { measurements: work.measurements ? { name: work.measurements.name } : null } : {}),
      ...(work.leadDays > 0 || buyingOption.availableFrom ? { deliveryDate: work.deliveryDate } : {}),
    })),
    ...abroadAnswer(quote, rate, codFeePaise),
    deliveryDate: quote.deliveryDate,
  };
}
