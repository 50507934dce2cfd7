import { createHash } from "node:crypto";
import { lineLabel, MADE_TO_ORDER_MAX_PER_LINE, messages, sellsBeyondStock, normaliseCouponCode, type CheckoutBody, type PaymentType, type QuotedDiscount } from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { cartItems, type AddressSnapshot } from "../../db/schema/index.js";
import { addressFieldsOf, addressRepository } from "../addresses/index.js";
import { conflict, invalid, notFound } from "../../lib/app-error.js";
import type { SessionUser } from "../auth/index.js";
import { parseLines, presentRemovedLine, resolveLines, type RequestedLine } from "../cart/index.js";
import type { PurchasableBuyingOption } from "../cart/index.js";
import { isUuid } from "../../lib/ids.js";
import { pricePromotions } from "../promotions/index.js";
import { abroadShippingFor, type AbroadShipping } from "./checkout-abroad.js";
import { lineWorkOf, type LineWork } from "./line-work.js";

/**
 * A line priced by the server: its size and pieces, its share of the promotions' discount, and
 * the work it needs (services with their own discounts, measurements, pieces made to order).
 */
export type QuotedLine = { buyingOption: PurchasableBuyingOption; quantity: number; discountPaise: number; work: LineWork };

export type CheckoutQuote = {
  address: AddressSnapshot;
  lines: QuotedLine[];
  /** Before promotions. */
  subtotalPaise: number;
  discounts: QuotedDiscount[];
  /** What the shopper pays: the subtotal less every discount, and the cash-on-delivery fee when one is due. */
  totalPaise: number;
  /** The cash-on-delivery fee in the total (0 when paying online). */
  codFeePaise: number;
  /** Shipping abroad in the total (0 within India, where shipping is free). */
  shippingPaise: number;
  /** The parcel abroad: its zone, promise and duties; null within India. */
  abroad: AbroadShipping | null;
  /** The code given, as the shop reads it, when it is used; null when none was given or it is not usable. */
  couponCode: string | null;
  /** Why the code given cannot be used. */
  couponError?: string;
  /** The automatic offers the code replaces, when it does. */
  couponNote?: string;
  /** The same shopper, address and lines give the same fingerprint: a double submit is one order. */
  fingerprint: string;
  /** The last day of the promise for the whole order: its slowest line. */
  deliveryDate: string;
};

async function addressSnapshot(db: Queryable, userId: string, addressId: string | undefined): Promise<AddressSnapshot> {
  if (!addressId) throw invalid(messages.checkout.selectAddress);
  if (!isUuid(addressId)) throw notFound("Address not found");
  const row = await addressRepository(db).findOf(userId, addressId);
  if (!row) throw notFound("Address not found");
  return addressFieldsOf(row);
}

/**
 * A checkout as the shop reads it: the wire's cart (sizeId / subDetailId, JSON text or an array)
 * already turned into lines by the route; no lines means the shopper's saved cart.
 */
export type CheckoutRequest = {
  addressId?: string | undefined;
  lines?: RequestedLine[] | undefined;
  couponCode?: string | undefined;
  useStoreCredit?: boolean | undefined;
  note?: string | undefined;
  giftMessage?: string | undefined;
  /** The buyer's currency for the amounts shown beside the rupees (ISO 4217). */
  currency?: string | undefined;
};

/** Reads a checkout body of the API into the shop's own words, once, where the route receives it. */
export function checkoutRequestOf(body: CheckoutBody): CheckoutRequest {
  return {
    addressId: body.addressId,
    lines: body.cart === undefined ? undefined : parseLines(body.cart, "cart"),
    couponCode: body.couponCode,
    useStoreCredit: body.useStoreCredit,
    note: body.note,
    giftMessage: body.giftMessage,
    currency: body.currency,
  };
}

async function requestedLines(db: Queryable, userId: string, lines: RequestedLine[] | undefined): Promise<RequestedLine[]> {
  if (lines !== undefined) return lines;
  const saved = await db.select().from(cartItems).where(eq(cartItems.userId, userId));
  return saved.map((row) => ({ productId: row.productId, buyingOptionId: row.buyingOptionId, quantity: row.quantity }));
}

/**
 * Prices a checkout from the server's own catalogue and promotions; the client only says which
 * sizes, how many, and the coupon code. Online-only offers apply once the shopper pays online.
 */
export async function quoteCheckout(
  db: Queryable,
  shopper: SessionUser,
  request: CheckoutRequest,
  pricing: { now: Date; paymentType?: PaymentType | undefined; codFeePaise?: number; atCounter?: boolean },
): Promise<CheckoutQuote> {
  // The seller taking an order in a chat may know only the customer's phone.
  if (!shopper.email && !pricing.atCounter) throw invalid(messages.checkout.addEmail);
  const address = await addressSnapshot(db, shopper.id, request.addressId);
  const resolved = await resolveLines(db, await requestedLines(db, shopper.id, request.lines), { clampToStock: false });
  const { removed } = resolved;
  // The saved cart keeps sold-out sizes for when stock returns; they are not part of a checkout.
  const lines =
    request.lines === undefined ? resolved.lines.filter((line) => line.buyingOption.stock > 0 || sellsBeyondStock(line.buyingOption)) : resolved.lines;
  if (removed.length > 0) throw conflict("Some items in your cart are no longer available", { removed: removed.map(presentRemovedLine) });
  if (lines.length === 0) throw invalid("Your cart is empty");
  for (const { buyingOption, quantity } of lines) {
    if (buyingOption.oneOfAKind && quantity > 1) throw invalid(messages.cart.oneOfAKind(buyingOption.name));
    if (sellsBeyondStock(buyingOption)) {
      if (quantity > MADE_TO_ORDER_MAX_PER_LINE) throw invalid(`At most ${MADE_TO_ORDER_MAX_PER_LINE} of ${lineLabel(buyingOption)} can be made to order at once`);
    } else if (quantity > buyingOption.stock) {
      const label = lineLabel(buyingOption);
      throw conflict(buyingOption.stock > 0 ? `Only ${buyingOption.stock} left of ${label}` : `${label} is out of stock`, {
        outOfStock: buyingOption.id,
      });
    }
  }
  const works: LineWork[] = [];
  for (const line of lines) works.push(await lineWorkOf(db, shopper.id, line, pricing.now));
  // Each service is priced as a line of its own, so that an offer discounts it only when it says so.
  const serviceLines = lines.flatMap((line, index) =>
    works[index]!.services.map((service) => ({
      productId: line.buyingOption.productId,
      categoryId: line.buyingOption.categoryId,
      pricePaise: service.pricePaise,
      quantity: line.quantity,
      service: true,
      owner: index,
      serviceId: service.serviceId,
    })),
  );
  const promotions = await pricePromotions(db, {
    userId: shopper.id,
    lines: [
      ...lines.map((line, index) => ({
        ...line,
        productId: line.buyingOption.productId,
        categoryId: line.buyingOption.categoryId,
        pricePaise: line.buyingOption.discountedPricePaise,
        owner: index,
        serviceId: null as string | null,
      })),
      ...serviceLines,
    ],
    couponCode: request.couponCode,
    paymentType: pricing.paymentType,
    now: pricing.now,
  });
  const codFeePaise = pricing.paymentType === "cod" ? (pricing.codFeePaise ?? 0) : 0;
  const abroad = await abroadShippingFor(db, address, lines, promotions.totalPaise);
  const shippingPaise = abroad?.shippingPaise ?? 0;
  const couponUsed = promotions.discounts.some((discount) => discount.code !== undefined);
  // The total is part of the fingerprint: the same cart with another code is another checkout.
  const fingerprint = createHash("sha256")
    .update(
      [
        shopper.id,
        request.addressId,
        `total:${promotions.totalPaise + shippingPaise}`,
        ...lines.map((l, index) => `${l.buyingOption.id}:${l.quantity}${workKey(works[index]!)}`).sort(),
      ].join("|"),
    )
    .digest("hex");
  const quotedLines = lines.map((line, index): QuotedLine => {
    const priced = promotions.lines.filter((each) => each.owner === index);
    const goods = priced.find((each) => each.serviceId === null)!;
    const work = works[index]!;
    const services = work.services.map((service) => ({
      ...service,
      discountPaise: priced.find((each) => each.serviceId === service.serviceId)?.discountPaise ?? 0,
    }));
    return { buyingOption: line.buyingOption, quantity: line.quantity, discountPaise: goods.discountPaise, work: { ...work, services } };
  });
  return {
    address,
    lines: quotedLines,
    subtotalPaise: promotions.subtotalPaise,
    discounts: promotions.discounts,
    totalPaise: promotions.totalPaise + codFeePaise + shippingPaise,
    codFeePaise,
    shippingPaise,
    abroad,
    couponCode: couponUsed && request.couponCode !== undefined ? normaliseCouponCode(request.couponCode) : null,
    ...(promotions.couponError === undefined ? {} : { couponError: promotions.couponError }),
    ...(promotions.couponNote === undefined ? {} : { couponNote: promotions.couponNote }),
    fingerprint,
    deliveryDate: works.map((work) => work.deliveryDate).reduce((latest, day) => (day > latest ? day : latest)),
  };
}

/** A line's services and measurements are part of what is bought: another style is another checkout. */
function workKey(work: LineWork): string {
  const services = work.services.map((service) => `${service.serviceId}/${service.styleId ?? ""}`).sort().join(",");
  return services ? `+${services}@${work.measurements?.profileId ?? "later"}` : "";
}
