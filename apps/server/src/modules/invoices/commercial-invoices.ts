import { countryName, HOME_COUNTRY, HOME_CURRENCY, hsCodeOf, indiaDate, isAbroad, lineLabel, minorUnitsOf, type AppliedRate, type CommercialInvoice } from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { orderLines, orders, products } from "../../db/schema/index.js";
import { invalid, notFound } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";
import { shopSettings } from "../settings/index.js";

/**
 * The commercial invoice of an order abroad, for the courier: its values in the order's currency
 * at the rate the order recorded, each line converted from what was paid for it in rupees.
 */
export async function commercialInvoiceOf(deps: AppDeps, orderId: string): Promise<CommercialInvoice> {
  const [order] = isUuid(orderId) ? await deps.db.select().from(orders).where(eq(orders.id, orderId)) : [];
  if (!order || order.orderType !== "order") throw notFound("Order not found");
  const country = order.address.country ?? HOME_COUNTRY;
  if (!isAbroad(country)) throw invalid("A commercial invoice is for an order shipped outside India");
  const settings = await shopSettings(deps);
  const rate: AppliedRate = {
    currency: order.exchangeRate === null ? HOME_CURRENCY : order.currency,
    rupeesPerUnit: order.exchangeRate === null ? 1 : Number(order.exchangeRate),
    rounding: "cents",
  };
  const rows = await deps.db
    .select({ line: orderLines, weightGrams: products.weightGrams })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId));
  const lines = rows.map(({ line, weightGrams }) => {
    const valueMinor = minorUnitsOf(line.unitPricePaise * line.quantity - line.discountPaise, rate);
    return {
      description: lineLabel(line),
      hsCode: hsCodeOf(line.hsnCode),
      quantity: line.quantity,
      weightGrams: (weightGrams ?? 0) * line.quantity,
      unitValueMinor: Math.round(valueMinor / line.quantity),
      valueMinor,
    };
  });
  const shippingMinor = minorUnitsOf(order.shippingPaise, rate);
  return {
    publicOrderId: order.publicOrderId,
    invoiceNumber: order.invoiceNumber,
    date: indiaDate(order.createdAt),
    shipper: {
      name: settings.legalName,
      addressLines: settings.address.split(/\r?\n/).map((part) => part.trim()).filter(Boolean),
      gstin: settings.gstin,
      phone: settings.phone,
      email: settings.email,
    },
    consignee: {
      name: order.address.name,
      addressLines: [order.address.addressLine1, order.address.addressLine2 ?? "", `${order.address.city}, ${order.address.state} ${order.address.pinCode}`]
        .map((part) => part.trim().replace(/^,\s*/, ""))
        .filter(Boolean),
      countryName: countryName(country),
      phone: order.address.phoneNumber,
    },
    currency: rate.currency,
    exchangeRate: rate.rupeesPerUnit,
    lines,
    shippingMinor,
    totalMinor: lines.reduce((sum, line) => sum + line.valueMinor, 0) + shippingMinor,
    totalWeightGrams: lines.reduce((sum, line) => sum + line.weightGrams, 0),
    incoterm: "DAP",
  };
}
