import {
  canReturn,
  paidForReturnPaise,
  RETURN_MESSAGES,
  ReturnLineInputSchema,
  resolutionsForAll,
  type ReturnResolution,
  isCustomisedLine,
  SERVICE_MESSAGES,
} from "@pallu/domain";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.js";
import { buyingOptions, orderLines, orders } from "../../db/schema/index.js";
import type { Tx } from "../../db/client.js";
import type { OrderLineRow } from "../orders/index.js";
import { liveBuyingOptionsOf, takeStock } from "../catalogue/index.js";
import { conflict, invalid, notFound } from "../../lib/app-error.js";
import { lockOrder } from "../orders/index.js";
import { queueOrderNotice } from "../notifications/index.js";
import { queueLowStockAlerts } from "../notifications/index.js";
import { queueReturnPickup } from "../shipping/index.js";
import { newPublicOrderId } from "../orders/index.js";
import { exchangeSizesOf, orderLineOf, type PersonActor } from "../orders/index.js";
import { isUuid } from "../../lib/ids.js";
import { shopSettings } from "../settings/index.js";
import { recordHistory, shopperActor } from "../orders/index.js";

/** A line to return as the server reads it; the wire's `_id` and `exchangeSizeId` end here. */
type RequestedReturnLine = { orderLineId: string; quantity: number; exchangeBuyingOptionId?: string | undefined };

function parseReturnLines(cart: string | unknown[] | undefined): RequestedReturnLine[] | undefined {
  if (cart === undefined) return undefined;
  let value: unknown = cart;
  if (typeof cart === "string") {
    try {
      value = JSON.parse(cart);
    } catch {
      throw invalid("The returned items are not valid JSON");
    }
  }
  const parsed = z
    .array(ReturnLineInputSchema)
    .min(1, { message: "Choose at least one item to return" })
    .safeParse(value);
  if (!parsed.success) throw invalid(`Invalid items to return: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  return parsed.data.map((line) => ({ orderLineId: line._id, quantity: line.quantity, exchangeBuyingOptionId: line.exchangeSizeId }));
}

export type ReturnInput = { orderId: string; reason: string; cart?: string | unknown[] | undefined; resolution?: ReturnResolution | undefined };

/**
 * Who opens a return: the shopper, for their own order within the return window; or the seller,
 * from the back office, for any delivered order (a return agreed by phone, or after the window).
 */
export type ReturnOpener = { kind: "shopper"; userId: string } | { kind: "seller"; actor: PersonActor };

/**
 * A shopper (or the seller for them) returns some or all of a delivered order: a return (its own
 * order of type Return) is requested; stock and money move only when the shop accepts it.
 */
export async function requestReturn(deps: AppDeps, opener: ReturnOpener, input: ReturnInput): Promise<string> {
  if (!isUuid(input.orderId)) throw notFound("Order not found");
  const requested = parseReturnLines(input.cart);
  const { returnWindowDays, discountedExchangeOnly, lowStockThreshold } = await shopSettings(deps);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order || (opener.kind === "shopper" && order.userId !== opener.userId)) throw notFound("Order not found");
    if (opener.kind === "seller" && !(order.orderType === "order" && order.status === "delivered")) {
      throw conflict("Only a delivered order can be returned");
    }
    if (opener.kind === "shopper" && !canReturn(order, deps.now(), returnWindowDays)) {
      throw conflict(`Only a delivered order can be returned, within ${returnWindowDays} days of delivery`);
    }
    const userId = order.userId;
    const [open] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.parentOrderId, order.id), ne(orders.status, "cancelled")))
      .limit(1);
    if (open) throw conflict("A return has already been requested for this order");

    const bought = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    // A piece stitched or customised for the shopper stays hers; the rest of the order may come back.
    const returnable = bought.filter((line) => !isCustomisedLine(line.services));
    const chosen = (requested ?? returnable.map((line): RequestedReturnLine => ({ orderLineId: line.id, quantity: line.quantity }))).map((wanted) => {
      const line = bought.find((candidate) => candidate.id === wanted.orderLineId);
      if (!line) throw invalid("An item to return is not part of this order");
      if (isCustomisedLine(line.services)) throw conflict(`${line.name}: ${SERVICE_MESSAGES.notCustomisable}`);
      if (wanted.quantity > line.quantity) throw invalid(`You bought ${line.quantity} of ${line.name}`);
      return { line, quantity: wanted.quantity, exchangeBuyingOptionId: wanted.exchangeBuyingOptionId };
    });
    if (chosen.length === 0) throw conflict(SERVICE_MESSAGES.notCustomisable);
    if (new Set(chosen.map((c) => c.line.id)).size !== chosen.length) throw invalid("Each item may be listed once");

    // The policy decides what may be asked: without a choice, a refund where allowed, else an
    // exchange, else store credit (a piece with nothing left to exchange it for).
    const sizes = await liveBuyingOptionsOf(tx, [...new Set(chosen.map((c) => c.line.productId))]);
    const allowed = resolutionsForAll(
      chosen.map((c) => ({ ...c.line, exchangeable: exchangeSizesOf({ ...c.line, quantity: c.quantity }, sizes.filter((size) => size.productId === c.line.productId)).some((size) => size.inStock) })),
      { discountedExchangeOnly },
    );
    if (allowed.length === 0) throw conflict(RETURN_MESSAGES.nothingOffered);
    const resolution = input.resolution ?? allowed[0]!;
    if (!allowed.includes(resolution)) throw invalid(RETURN_MESSAGES.resolutionNotAllowed(resolution, allowed));
    const exchanges = resolution === "exchange" ? await holdReplacements(tx, chosen, lowStockThreshold) : new Map<string, Replacement>();

    // The refund is what was paid for the returned pieces: their price less their share of any promotion.
    const paid = paidForReturnPaise(
      bought.map((line) => ({ lineId: line.id, pricePaise: line.unitPricePaise, quantity: line.quantity, discountPaise: line.discountPaise, returnedQuantity: 0 })),
      chosen.map((c) => ({ lineId: c.line.id, quantity: c.quantity })),
    );
    const discountOf = (lineId: string, quantity: number, pricePaise: number) =>
      quantity * pricePaise - paid.lines.find((line) => line.lineId === lineId)!.paidPaise;
    const now = deps.now();
    const [created] = await tx
      .insert(orders)
      .values({
        publicOrderId: `${newPublicOrderId(now)}-R`,
        userId,
        orderType: "return",
        parentOrderId: order.id,
        status: "return_requested",
        paymentType: order.paymentType,
        address: order.address,
        totalPaise: paid.paidPaise,
        returnReason: input.reason,
        returnResolution: resolution,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    const actor = opener.kind === "shopper" ? shopperActor(userId) : opener.actor;
    await recordHistory(tx, created!.id, actor, { event: "placed", to: "return_requested", detail: input.reason }, now);
    await tx.insert(orderLines).values(
      chosen.map(({ line, quantity }) => ({
        ...orderLineOf(created!.id, { ...line, quantity, discountPaise: discountOf(line.id, quantity, line.unitPricePaise) }),
        exchangeBuyingOptionId: exchanges.get(line.id)?.id ?? null,
        exchangeSize: exchanges.get(line.id)?.size ?? null,
      })),
    );
    await queueOrderNotice(tx, created!.id, "return_requested");
    await queueReturnPickup(tx, created!.id);
    return created!.id;
  });
}

type Replacement = { id: string; size: string };

/**
 * An exchange holds its replacement sizes from the moment it is asked for, so they cannot sell out
 * while the pieces travel back: another size of the same item at the same price (or the same size,
 * like for like). The hold is released if the return is cancelled or settled another way.
 */
async function holdReplacements(
  tx: Tx,
  chosen: { line: OrderLineRow; quantity: number; exchangeBuyingOptionId?: string | undefined }[],
  lowStockThreshold: number,
): Promise<Map<string, Replacement>> {
  const wanted = chosen.map((c) => ({ ...c, buyingOptionId: c.exchangeBuyingOptionId ?? c.line.buyingOptionId }));
  const ids = [...new Set(wanted.flatMap((w) => [w.buyingOptionId, w.line.buyingOptionId]))].filter(isUuid);
  const found = ids.length
    ? await tx.select().from(buyingOptions).where(and(inArray(buyingOptions.id, ids), isNull(buyingOptions.deletedAt)))
    : [];
  const byId = new Map(found.map((buyingOption) => [buyingOption.id, buyingOption]));
  const replacements = new Map<string, Replacement>();
  for (const { line, buyingOptionId } of wanted) {
    const buyingOption = byId.get(buyingOptionId);
    if (!buyingOption || buyingOption.productId !== line.productId) throw invalid(RETURN_MESSAGES.exchangeOtherProduct);
    const returnedPrice = byId.get(line.buyingOptionId)?.discountedPricePaise ?? line.unitPricePaise;
    if (buyingOption.discountedPricePaise !== returnedPrice) throw invalid(RETURN_MESSAGES.exchangeSamePrice(line.name));
    replacements.set(line.id, { id: buyingOption.id, size: buyingOption.size });
  }
  const crossed = await takeStock(
    tx,
    wanted.map(({ line, quantity, buyingOptionId }) => ({ buyingOptionId, quantity, name: line.name, size: replacements.get(line.id)!.size })),
    { lowStockThreshold },
  );
  await queueLowStockAlerts(tx, crossed);
  return replacements;
}
