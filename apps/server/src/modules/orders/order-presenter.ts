import {
  allowedNextStatuses,
  canCancel,
  canReturn,
  ORDER_TYPE_WIRE,
  PAYMENT_TYPE_WIRE,
  paiseToRupees,
  paymentText,
  statusToWire,
  type Order,
} from "@pallu/domain";
import type { OrderLineRow, OrderRow } from "./order-repository.js";

export function presentOrder(row: OrderRow, lines: OrderLineRow[], context: { now: Date; returnWindowDays: number }): Order {
  return {
    _id: row.id,
    orderDetails: { public_order_id: row.publicOrderId, status: statusToWire(row.status) },
    address: row.address,
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
      size: line.size,
      sizeId: line.buyingOptionId,
    })),
    totalPrice: paiseToRupees(row.totalPaise),
    paymentType: PAYMENT_TYPE_WIRE[row.paymentType],
    paymentId: row.providerPaymentId ? { payment_id: row.providerPaymentId } : null,
    orderType: ORDER_TYPE_WIRE[row.orderType],
    updateDate: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    shiprocketDetails: { invoice: row.invoiceUrl, awb_code: row.awbCode, courier: row.courier },
    parentOrderId: row.parentOrderId,
    returnReason: row.returnReason,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    refund: { amount: paiseToRupees(row.refundPaise), status: row.refundStatus },
    paymentText: paymentText(row),
    canCancel: canCancel(row),
    canReturn: canReturn(row, context.now, context.returnWindowDays),
    nextStatuses: allowedNextStatuses(row.orderType, row.status).map(statusToWire),
  };
}
