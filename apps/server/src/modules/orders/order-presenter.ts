import {
  amountsInCurrency,
  HOME_COUNTRY,
  HOME_CURRENCY,
  minorToAmount,
  allowedNextStatuses,
  canCancel,
  codConfirmationStatus,
  expectedDelivery,
  isCustomisedLine,
  presentLineService,
  SERVICE_MESSAGES,
  isOnItsWay,
  ORDER_TYPE_WIRE,
  PAYMENT_TYPE_WIRE,
  paiseToRupees,
  paymentText,
  resolutionsFor,
  statusToWire,
  trackingUrl,
  type Order,
  type OrderReturn,
  type ReachedStep,
  type ReturnPolicy,
} from "@pallu/domain";
import type { LiveBuyingOption } from "../catalogue/index.js";
import type { OrderLineRow, OrderRow } from "./order-repository.js";

export type PresentContext = {
  policy: ReturnPolicy;
  /** Orders that can still be returned (in the window, no return asked yet), with their products' sizes. */
  returnable: Set<string>;
  /** Orders whose lines list what a return may ask for: the returnable ones, or for the seller every delivered order without a return. */
  withReturnChoices: Set<string>;
  exchangeSizes: Map<string, LiveBuyingOption[]>;
  /** Each order's returns, newest first. */
  returnsByOrder: Map<string, OrderRow[]>;
  /** The steps each return has reached, from its history. */
  returnSteps: Map<string, ReachedStep[]>;
};

function presentReturnOf(row: OrderRow, steps: ReachedStep[]): OrderReturn {
  return {
    _id: row.id,
    orderDetails: { public_order_id: row.publicOrderId, status: statusToWire(row.status) },
    orderType: ORDER_TYPE_WIRE.return,
    returnResolution: row.returnResolution,
    createdAt: row.createdAt.toISOString(),
    totalPrice: paiseToRupees(row.totalPaise),
    refund: { amount: paiseToRupees(row.refundPaise), status: row.refundStatus },
    storeCredit: paiseToRupees(row.storeCreditPaise),
    steps,
  };
}

/** The sizes a returned piece can be exchanged for: the same item's other sizes at today's price of the one bought. */
export function exchangeSizesOf(line: Pick<OrderLineRow, "buyingOptionId" | "unitPricePaise" | "quantity">, sizes: LiveBuyingOption[] | undefined) {
  if (!sizes) return [];
  const price = sizes.find((size) => size.id === line.buyingOptionId)?.discountedPricePaise ?? line.unitPricePaise;
  return sizes
    .filter((size) => size.discountedPricePaise === price)
    .map((size) => ({ sizeId: size.id, size: size.size, inStock: size.stock >= line.quantity }));
}

/** What a returnable line may ask for, and the sizes an exchange could go to; nothing once it cannot be returned. */
function returnChoicesOf(line: OrderLineRow, context: PresentContext | undefined) {
  if (!context || isCustomisedLine(line.services)) return { returnOptions: [], exchangeSizes: [] };
  const exchangeSizes = exchangeSizesOf(line, context.exchangeSizes.get(line.productId));
  const exchangeable = exchangeSizes.some((size) => size.inStock);
  return { returnOptions: resolutionsFor({ ...line, exchangeable }, context.policy), exchangeSizes };
}

function codConfirmationOf(row: OrderRow): Order["codConfirmation"] {
  const status = codConfirmationStatus(row);
  if (!status || !row.codConfirmBy) return null;
  return { status, confirmBy: row.codConfirmBy.toISOString(), confirmedAt: row.codConfirmedAt?.toISOString() ?? null };
}

/**
 * An order's lines and shipping as its buyer saw them in her currency, worked out again from the
 * rate and the rounding the order recorded, exactly as the checkout showed them. Orders in rupees,
 * and those from before the rounding was recorded, have none.
 */
function inCurrencyOf(row: OrderRow, lines: OrderLineRow[]): Order["inCurrency"] {
  if (row.currency === HOME_CURRENCY || row.exchangeRate === null || row.currencyRounding === null) return undefined;
  const rate = { currency: row.currency, rupeesPerUnit: Number(row.exchangeRate), rounding: row.currencyRounding };
  const amounts = amountsInCurrency(
    {
      lines: lines.map((line) => ({ unitPricePaise: line.unitPricePaise, quantity: line.quantity, discountPaise: line.discountPaise, services: line.services })),
      shippingPaise: row.shippingPaise,
      codFeePaise: row.codFeePaise,
    },
    rate,
  );
  return {
    lines: lines.map((line, index) => ({ _id: line.id, price: minorToAmount(amounts.lines[index]!.priceMinor), total: minorToAmount(amounts.lines[index]!.totalMinor) })),
    shipping: minorToAmount(amounts.shippingMinor),
  };
}

export function presentOrder(row: OrderRow, lines: OrderLineRow[], context: PresentContext): Order {
  const returnable = context.returnable.has(row.id);
  return {
    _id: row.id,
    orderDetails: { public_order_id: row.publicOrderId, status: statusToWire(row.status) },
    address: { ...row.address, country: row.address.country ?? HOME_COUNTRY },
    cart: lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      name: line.name,
      images: line.image ? [line.image] : [],
      product: {
        _id: line.productId,
        discountPrice: paiseToRupees(line.unitPricePaise),
        originalPrice: paiseToRupees(line.originalPricePaise),
      },
      price: paiseToRupees(line.unitPricePaise),
      quantity: line.quantity,
      discount: paiseToRupees(line.discountPaise),
      size: line.size,
      sizeId: line.buyingOptionId,
      exchangeFor: line.exchangeBuyingOptionId ? { sizeId: line.exchangeBuyingOptionId, size: line.exchangeSize ?? line.size } : null,
      ...returnChoicesOf(line, context.withReturnChoices.has(row.id) ? context : undefined),
      // Only a line with services or pieces made to order says so, so a plain line reads as it always has.
      ...(line.services.length > 0
        ? {
            services: line.services.map((service) => presentLineService(service, line.quantity)),
            measurements: line.measurements
              ? { name: line.measurements.name, unit: line.measurements.unit, measurements: line.measurements.measurements as Record<string, number> }
              : null,
            notReturnable: isCustomisedLine(line.services) ? SERVICE_MESSAGES.notCustomisable : null,
          }
        : {}),
      ...(line.madeToOrderQuantity > 0 ? { madeToOrder: line.madeToOrderQuantity } : {}),
      ...(line.shipsBy ? { shipsBy: line.shipsBy } : {}),
      ...(line.shipsFrom ? { shipsFrom: line.shipsFrom } : {}),
    })),
    totalPrice: paiseToRupees(row.totalPaise),
    paymentType: PAYMENT_TYPE_WIRE[row.paymentType],
    paymentId: row.providerPaymentId ? { payment_id: row.providerPaymentId } : null,
    orderType: ORDER_TYPE_WIRE[row.orderType],
    updateDate: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    shiprocketDetails: {
      invoice: row.invoiceUrl,
      awb_code: row.awbCode,
      courier: row.courier,
      trackingUrl: trackingUrl({ courier: row.courier, awbCode: row.awbCode, bookedWithProvider: row.shippingOrderId !== null }),
    },
    parentOrderId: row.parentOrderId,
    returnReason: row.returnReason,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    expectedDelivery: isOnItsWay(row) ? expectedDelivery(row.createdAt) : null,
    ...(row.deliveryDate ? { deliveryDate: row.deliveryDate } : {}),
    refund: { amount: paiseToRupees(row.refundPaise), status: row.refundStatus, note: row.refundNote },
    storeCredit: paiseToRupees(row.storeCreditPaise),
    returnResolution: row.returnResolution,
    returnCondition: row.returnCondition,
    exchangeOrderId: row.exchangeOrderId,
    returns: (context.returnsByOrder.get(row.id) ?? []).map((entry) => presentReturnOf(entry, context.returnSteps.get(entry.id) ?? [])),
    paymentText: paymentText(row),
    codFee: paiseToRupees(row.codFeePaise),
    shipping: paiseToRupees(row.shippingPaise),
    currency: row.currency,
    exchangeRate: row.exchangeRate === null ? 1 : Number(row.exchangeRate),
    totalInCurrency: row.currencyTotalMinor === null ? paiseToRupees(row.totalPaise) : minorToAmount(row.currencyTotalMinor),
    ...(row.currency === HOME_CURRENCY ? {} : { inCurrency: inCurrencyOf(row, lines) }),
    codConfirmation: codConfirmationOf(row),
    canCancel: canCancel(row),
    canReturn: returnable,
    nextStatuses: allowedNextStatuses(row.orderType, row.status).map(statusToWire),
    note: row.note,
    giftMessage: row.giftMessage,
    sellerDiscount: row.sellerDiscountPaise > 0 ? { amount: paiseToRupees(row.sellerDiscountPaise), reason: row.sellerDiscountReason } : null,
    paymentReference: row.paymentReference,
  };
}
