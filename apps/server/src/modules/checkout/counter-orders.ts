import { createHash } from "node:crypto";
import {
  ADDRESS_LIMIT,
  allocateDiscount,
  COUNTER_ORDER_MESSAGES,
  formatPaise,
  type AddressInput,
  type CounterOrderBody,
  type PaymentType,
  type ShopSettings,
} from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import type { IntentLine, OrderExtras } from "../../db/schema/index.js";
import { conflict, forbidden, invalid, notFound } from "../../lib/app-error.js";
import { addressFieldsOf, addressRepository } from "../addresses/index.js";
import type { SessionUser } from "../auth/index.js";
import { parseLines } from "../cart/index.js";
import { sellerOf } from "../invoices/index.js";
import { awaitCodConfirmation } from "../order-lifecycle/index.js";
import { adminActor } from "../orders/index.js";
import { shopSettings } from "../settings/index.js";
import { counterCustomer } from "../users/index.js";
import { inCheckout } from "./checkout-locks.js";
import { quoteCheckout, type CheckoutQuote } from "./checkout-quote.js";
import { checkOpenCodOrders, codRefusalFor } from "./cod-checkout.js";
import { intentLinesOf } from "./intent-lines.js";
import { openPaymentLink } from "./payment-links.js";
import { findRecentOrderByFingerprint, insertOrder } from "./place-order.js";

export type CounterOrderPlaced = { customerId: string; orderId: string | null; paymentLinkId: string | null };

type Customer = { id: string; fullname: string; email: string | null; phone: string | null; isVerified: boolean };

/** The address the order goes to: one of the customer's own, or the one typed, kept in their address book. */
async function deliveryAddressId(deps: AppDeps, customerId: string, body: { addressId?: string | undefined; address?: AddressInput | undefined }) {
  const repository = addressRepository(deps.db);
  if (body.addressId) {
    if (!(await repository.findOf(customerId, body.addressId))) throw notFound(COUNTER_ORDER_MESSAGES.addressNotTheirs);
    return body.addressId;
  }
  const typed = addressFieldsOf(body.address!);
  const same = (await repository.listOf(customerId)).find((saved) =>
    (Object.keys(typed) as (keyof typeof typed)[]).every((field) => (saved[field] ?? null) === (typed[field] ?? null)),
  );
  if (same) return same.id;
  if ((await repository.countOf(customerId)) >= ADDRESS_LIMIT) {
    throw conflict(`This customer keeps ${ADDRESS_LIMIT} addresses already. Please choose one of them.`);
  }
  return repository.create(customerId, typed, deps.now());
}

/** The seller's discount spread over the lines in proportion to what is left of each, so invoices and returns see it. */
function withSellerDiscount(lines: IntentLine[], discountPaise: number): IntentLine[] {
  const shares = allocateDiscount(
    lines.map((line) => line.unitPricePaise * line.quantity - (line.discountPaise ?? 0)),
    discountPaise,
  );
  return lines.map((line, index) => ({ ...line, discountPaise: (line.discountPaise ?? 0) + (shares[index] ?? 0) }));
}

/** The customer as a checkout reads them: the counter quotes for them, not for the seller signed in. */
const asShopper = (customer: Customer): SessionUser => ({ ...customer, sessionId: "", userType: "Customer", role: null });

type Priced = { quote: CheckoutQuote; lines: IntentLine[]; totalPaise: number; extras: OrderExtras; fingerprint: string };

async function priceCounterOrder(deps: AppDeps, customer: Customer, addressId: string, body: CounterOrderBody, settings: ShopSettings): Promise<Priced> {
  const paymentType: PaymentType = body.paymentType === "COD" ? "cod" : "prepaid";
  const quote = await quoteCheckout(
    deps.db,
    asShopper(customer),
    { addressId, lines: parseLines(body.cart, "cart") },
    { now: deps.now(), paymentType, codFeePaise: settings.codFeeRupees * 100, atCounter: true },
  );
  const goodsPaise = quote.totalPaise - quote.codFeePaise;
  const discountPaise = Math.round((body.discount ?? 0) * 100);
  if (discountPaise > goodsPaise) throw invalid(COUNTER_ORDER_MESSAGES.discountOverTotal(formatPaise(goodsPaise)), { field: "discount" });
  const fingerprint = createHash("sha256").update([quote.fingerprint, "counter", body.paymentType, discountPaise].join("|")).digest("hex");
  return {
    quote,
    lines: withSellerDiscount(intentLinesOf(quote), discountPaise),
    totalPaise: quote.totalPaise - discountPaise,
    fingerprint,
    extras: {
      note: body.note || null,
      giftMessage: body.giftMessage || null,
      sellerDiscountPaise: discountPaise,
      sellerDiscountReason: discountPaise > 0 ? (body.discountReason ?? null) : null,
      paymentReference: body.paymentType === "paid" ? (body.reference ?? null) : null,
    },
  };
}

/**
 * An order the seller takes in a chat, through the checkout's own steps: the customer (found or
 * made), the server's prices and offers, the same locks on stock, and, for cash on delivery, the
 * same rules as the storefront. Paid already: confirmed at once. Paid by link: the stock is held
 * until the link is paid or lapses, and the order is made when it is paid.
 */
export async function placeCounterOrder(deps: AppDeps, seller: SessionUser, body: CounterOrderBody): Promise<CounterOrderPlaced> {
  const { customer } = await counterCustomer(deps.db, body.customerId ? { customerId: body.customerId } : { customer: body.customer! });
  const addressId = await deliveryAddressId(deps, customer.id, body);
  const settings = await shopSettings(deps);
  const priced = await priceCounterOrder(deps, customer, addressId, body, settings);
  if (body.paymentType === "link") {
    const paymentLinkId = await openPaymentLink(deps, { ...priced, customer, settings, createdBy: seller.id });
    return { customerId: customer.id, orderId: null, paymentLinkId };
  }
  const cod = body.paymentType === "COD";
  const orderId = await inCheckout(deps.db, customer.id, async (hold) => {
    const { tx } = hold;
    const now = deps.now();
    const repeated = await findRecentOrderByFingerprint(tx, customer.id, priced.fingerprint, now);
    if (repeated) return repeated;
    if (cod) {
      const refusal = await codRefusalFor(tx, customer.id, { quote: priced.quote, toCollectPaise: priced.totalPaise }, settings);
      if (refusal) throw refusal.status === "forbidden" ? forbidden(refusal.message) : invalid(refusal.message);
      await checkOpenCodOrders(tx, customer.id, settings.maxOpenCodOrders);
    }
    await hold.moveStock({ take: priced.lines }, { lowStockThreshold: settings.lowStockThreshold });
    const placed = await insertOrder(
      tx,
      {
        userId: customer.id,
        address: priced.quote.address,
        lines: priced.lines,
        totalPaise: priced.totalPaise,
        codFeePaise: priced.quote.codFeePaise,
        paymentType: cod ? "cod" : "prepaid",
        status: cod ? "pending" : "confirmed",
        fingerprint: priced.fingerprint,
        extras: priced.extras,
        by: adminActor(seller),
        placedNote: cod ? "Taken at the counter: cash on delivery" : `Taken at the counter: paid to the shop (${priced.extras.paymentReference})`,
      },
      now,
      sellerOf(settings, deps.config),
    );
    if (cod && settings.codConfirmation) await awaitCodConfirmation(tx, placed, now, settings.codConfirmHours);
    await hold.useOffers({ orderId: placed }, priced.quote.discounts);
    return placed;
  });
  return { customerId: customer.id, orderId, paymentLinkId: null };
}
