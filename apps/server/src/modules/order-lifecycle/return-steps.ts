import { canMarkShipped, RETURN_MESSAGES, returnRefundPaise, type OrderStatus, type ReturnCondition } from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orderLines, orders } from "../../db/schema/index.js";
import { invalid } from "../../lib/app-error.js";
import type { OrderLineRow, OrderRow } from "../orders/index.js";
import { queueShipment } from "../shipping/index.js";
import { newPublicOrderId } from "../orders/index.js";
import { rollupOrderPlaced } from "../orders/index.js";
import { addPurchased, returnStock } from "../catalogue/index.js";
import { addStoreCredit } from "../wallet/index.js";
import { recordHistory, SHOP_JOB } from "../orders/index.js";

export type ReturnStep = {
  to: OrderStatus;
  courier?: string | undefined;
  awbCode?: string | undefined;
  condition?: ReturnCondition | undefined;
  refundAmount?: number | undefined;
  refundReason?: string | undefined;
};

type OrderPatch = Partial<typeof orders.$inferInsert>;

/** The replacement sizes an exchange holds from its request until the return is settled. */
function exchangeHolds(lines: OrderLineRow[]) {
  return lines.flatMap((line) => (line.exchangeBuyingOptionId ? [{ buyingOptionId: line.exchangeBuyingOptionId, quantity: line.quantity }] : []));
}

/**
 * What one step of a return means for stock and money. The pieces go back on sale only when they
 * are inspected and found sellable; the refund, the credit or the replacement follows the inspection.
 */
export async function applyReturnStep(tx: Tx, order: OrderRow, step: ReturnStep, lines: OrderLineRow[], now: Date): Promise<OrderPatch> {
  switch (step.to) {
    case "pickup_scheduled": {
      const tracking = { courier: step.courier ?? order.courier, awbCode: step.awbCode ?? order.awbCode, shippingOrderId: order.shippingOrderId };
      if (!canMarkShipped(tracking)) throw invalid(RETURN_MESSAGES.pickupNeedsAwb);
      return {};
    }
    case "cancelled":
      await returnStock(tx, exchangeHolds(lines));
      return {};
    case "inspected":
    case "exchanged":
    case "store_credited":
      return inspect(tx, order, step, lines, now);
    default:
      return {};
  }
}

async function inspect(tx: Tx, order: OrderRow, step: ReturnStep, lines: OrderLineRow[], now: Date): Promise<OrderPatch> {
  if (!step.condition) throw invalid(RETURN_MESSAGES.conditionRequired);
  const patch: OrderPatch = { returnCondition: step.condition };
  if (step.to === "exchanged") {
    if (lines.some((line) => !line.exchangeBuyingOptionId)) throw invalid(RETURN_MESSAGES.noExchangeReserved);
    patch.exchangeOrderId = await sendReplacement(tx, order, lines, now);
  } else {
    const amount = returnRefundPaise(order.totalPaise, { amountRupees: step.refundAmount, reason: step.refundReason });
    if (!amount.ok) throw invalid(amount.message);
    await returnStock(tx, exchangeHolds(lines));
    patch.refundNote = amount.note;
    if (step.to === "store_credited") {
      await addStoreCredit(tx, { userId: order.userId, amountPaise: amount.paise, orderId: order.id, note: `Return ${order.publicOrderId}` });
      patch.storeCreditPaise = amount.paise;
    } else {
      // Money goes back only as far as money was paid; what the order paid in store credit returns as credit.
      const money = Math.min(amount.paise, await moneyPaidFor(tx, order.parentOrderId));
      const credit = amount.paise - money;
      await addStoreCredit(tx, { userId: order.userId, amountPaise: credit, orderId: order.id, note: `Return ${order.publicOrderId}` });
      Object.assign(patch, {
        refundPaise: money,
        storeCreditPaise: credit,
        refundStatus: money === 0 ? "none" : order.paymentType === "prepaid" ? "pending" : "manual",
      });
    }
  }
  if (step.condition === "sellable") await returnStock(tx, lines);
  await addPurchased(tx, lines, -1);
  return patch;
}

async function moneyPaidFor(tx: Tx, orderId: string | null): Promise<number> {
  if (!orderId) return 0;
  const [parent] = await tx.select({ total: orders.totalPaise, credit: orders.storeCreditPaise }).from(orders).where(eq(orders.id, orderId));
  return parent ? parent.total - parent.credit : 0;
}

/**
 * An exchange ships the sizes held since the request as a new order with nothing to pay: its
 * stock is already taken, and it counts as sold again.
 */
async function sendReplacement(tx: Tx, order: OrderRow, lines: OrderLineRow[], now: Date): Promise<string> {
  const [replacement] = await tx
    .insert(orders)
    .values({
      publicOrderId: `${newPublicOrderId(now)}-X`,
      userId: order.userId,
      orderType: "order",
      status: "confirmed",
      paymentType: "prepaid",
      address: order.address,
      totalPaise: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  const replacementId = replacement!.id;
  const sent = lines.map((line) => ({
    orderId: replacementId,
    productId: line.productId,
    buyingOptionId: line.exchangeBuyingOptionId!,
    name: line.name,
    image: line.image,
    size: line.exchangeSize ?? line.size,
    unitPricePaise: 0,
    originalPricePaise: line.originalPricePaise,
    quantity: line.quantity,
    hsnCode: line.hsnCode,
    gstRate: line.gstRate,
  }));
  await tx.insert(orderLines).values(sent);
  await addPurchased(tx, sent, 1);
  await rollupOrderPlaced(tx, { createdAt: now, status: "confirmed", totalPaise: 0 });
  await recordHistory(tx, replacementId, SHOP_JOB, { event: "placed", to: "confirmed", detail: `Exchange for return ${order.publicOrderId}` }, now);
  await queueShipment(tx, replacementId);
  return replacementId;
}
