import {
  countryName,
  HOME_COUNTRY,
  isAbroad,
  piecePriceAfterDiscountPaise,
  pieceRate,
  type TaxDocumentInput,
  type ExportTerms,
  buildTaxDocument,
  codFeeTaxableLine,
  taxableLinesWithServices,
  type TaxableLine,
  financialYearOf,
  lineLabel,
  madeToOrderPromise,
  scaleLinesTo,
  sellerParty,
  taxDocumentNumber,
  type TaxDocument,
  isDemoSeller,
  type ShopSettings,
  type TaxDocumentSeries,
} from "@pallu/domain";
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Config } from "../../config.js";
import type { Db, Tx } from "../../db/client.js";
import { invoiceCounters, orderLines, orders, taxDocuments } from "../../db/schema/index.js";
import { shopSettings } from "../settings/index.js";

/** The seller's legal identity as a document prints it, under the shop's name. */
export type SellerIdentity = { name: string; address: string; state: string; gstin: string; tradeName?: string; exportTerms?: ExportTerms };

/**
 * The seller who issues documents, or null while the shop may not issue any: a tax document in
 * the demo seller's name would be a false document, so production waits for the real identity.
 */
export function sellerOf(settings: ShopSettings, config: Pick<Config, "env">): SellerIdentity | null {
  if (config.env === "production" && isDemoSeller(settings)) return null;
  return {
    name: settings.legalName,
    address: settings.address,
    state: settings.state,
    gstin: settings.gstin,
    tradeName: settings.shopName,
    exportTerms: { mode: settings.exportTaxMode, lutReference: settings.lutReference, lutDate: settings.lutDate },
  };
}

export async function sellerIdentity(deps: Pick<AppDeps, "db" | "config" | "cacheBus" | "now">): Promise<SellerIdentity | null> {
  return sellerOf(await shopSettings(deps), deps.config);
}

export const invoicePath = (orderId: string) => `/api/v1/order/invoice/${orderId}`;
export const creditNotePath = (orderId: string) => `/api/v1/order/creditNote/${orderId}`;

/**
 * The next number of a series in the financial year of `now`. The counter row is updated in the
 * caller's transaction, so numbers are consecutive with no gaps or repeats. (Invoices keep the
 * counter key they have always had, so a year's series continues across releases.)
 */
async function nextNumber(tx: Tx, series: TaxDocumentSeries, now: Date): Promise<string> {
  const year = financialYearOf(now);
  const counter = series === "PL" ? year : `${series} ${year}`;
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: counter, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return taxDocumentNumber(series, year, row!.lastNumber);
}

async function store(tx: Tx, orderId: string, document: TaxDocument): Promise<TaxDocument> {
  await tx.insert(taxDocuments).values({ orderId, kind: document.kind, number: document.number, issuedAt: new Date(document.issuedAt), document });
  return document;
}

/** The latest issued document of a kind for each of these orders (an order has at most one invoice). */
export async function documentsOf(db: Db | Tx, orderIds: string[], kind: TaxDocument["kind"]): Promise<Map<string, TaxDocument>> {
  const documents = new Map<string, TaxDocument>();
  if (orderIds.length === 0) return documents;
  const rows = await db
    .select({ orderId: taxDocuments.orderId, document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(inArray(taxDocuments.orderId, orderIds), eq(taxDocuments.kind, kind)))
    .orderBy(desc(taxDocuments.issuedAt));
  for (const row of rows) if (!documents.has(row.orderId)) documents.set(row.orderId, row.document);
  return documents;
}

async function documentOf(db: Db | Tx, orderId: string, kind: TaxDocument["kind"]): Promise<TaxDocument | undefined> {
  return (await documentsOf(db, [orderId], kind)).get(orderId);
}

/**
 * What an order's documents print: each line bought, the cash-on-delivery fee as a line of its
 * own, and shipping abroad, taxed as part of the goods it carries (a composite supply).
 */
async function taxableLinesOf(tx: Tx, orderId: string) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const [order] = await tx
    .select({ codFeePaise: orders.codFeePaise, shippingPaise: orders.shippingPaise, address: orders.address, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  const goods = lines.flatMap((line) =>
    taxableLinesWithServices({
      description: lineLabel(line),
      note: madeToOrderPromise({ madeToOrder: line.madeToOrderQuantity, shipsBy: line.shipsBy, shipsFrom: line.shipsFrom }),
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      discountPaise: line.discountPaise,
      rateOverride: line.gstRate,
      services: line.services,
    }).map((row): TaxableLine & { discountPaise: number } => ({ ...row, discountPaise: row.discountPaise ?? 0 })),
  );
  if (order && order.shippingPaise > 0) {
    const principal = Math.max(...goods.map((line) => pieceRate(line.hsnCode, piecePriceAfterDiscountPaise({ pricePaise: line.unitPricePaise, quantity: line.quantity, discountPaise: line.discountPaise }), order.createdAt, line.rateOverride ?? null)));
    goods.push({
      description: `Shipping to ${countryName(order.address.country ?? HOME_COUNTRY)}`,
      hsnCode: SHIPPING_SAC,
      quantity: 1,
      unit: "NA",
      unitPricePaise: order.shippingPaise,
      discountPaise: 0,
      rateOverride: principal,
    });
  }
  return order && order.codFeePaise > 0 ? [...goods, { ...codFeeTaxableLine(order.codFeePaise), discountPaise: 0 }] : goods;
}

/** Courier services (SAC 9968), the code a parcel's shipping line carries. */
const SHIPPING_SAC = "996812";

/** An order to a buyer abroad is invoiced as an export, with the seller's export terms and the order's currency. */
function exportOf(order: typeof orders.$inferSelect, seller: SellerIdentity): TaxDocumentInput["export"] {
  const country = order.address.country;
  if (!country || !isAbroad(country)) return undefined;
  return {
    terms: seller.exportTerms ?? { mode: "igst", lutReference: "", lutDate: "" },
    country,
    countryName: countryName(country),
    currency: order.currency,
    exchangeRate: order.exchangeRate === null ? null : Number(order.exchangeRate),
    totalInCurrencyMinor: order.currencyTotalMinor,
  };
}

/** Lines credited for `creditedPaise` in all: each in proportion to what was paid for it (its price less its discount). */
function creditedLines<T extends { unitPricePaise: number; quantity: number; discountPaise: number }>(lines: readonly T[], creditedPaise: number) {
  const paid = scaleLinesTo(
    lines.map((line) => ({ unitPricePaise: line.unitPricePaise * line.quantity - line.discountPaise, quantity: 1 })),
    creditedPaise,
  );
  return lines.map((line, index) => ({ ...line, grossPaise: paid[index]!.grossPaise }));
}

/**
 * Issues the tax invoice of a confirmed order, once: its number, and a snapshot of every line,
 * the seller and the shopper as they stand now. Opening it later prints this snapshot.
 */
export async function issueInvoice(tx: Tx, orderId: string, now: Date, seller: SellerIdentity | null): Promise<void> {
  if (!seller || (await documentOf(tx, orderId, "invoice"))) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const number = await nextNumber(tx, "PL", now);
  const document = buildTaxDocument({
    kind: "invoice",
    number,
    issuedAt: now,
    publicOrderId: order.publicOrderId,
    seller,
    shopper: order.address,
    lines: await taxableLinesOf(tx, orderId),
    export: exportOf(order, seller),
  });
  await store(tx, orderId, document);
  await tx.update(orders).set({ invoiceNumber: number, invoiceUrl: invoicePath(orderId) }).where(eq(orders.id, orderId));
}

const INVOICED = new Set(["confirmed", "shipped", "delivered"]);

/**
 * The invoice of an order that has none stored yet: one numbered before invoices were stored
 * whole (its snapshot is taken once, under the number it was issued with), or one confirmed while
 * the shop could not yet issue documents (issued now).
 */
export async function invoiceIssuedLate(db: Db, orderId: string, seller: SellerIdentity, now: Date): Promise<TaxDocument | undefined> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order || order.orderType !== "order") return undefined;
    const stored = await documentOf(tx, orderId, "invoice");
    if (stored) return stored;
    if (!order.invoiceNumber) {
      if (!INVOICED.has(order.status)) return undefined;
      await issueInvoice(tx, orderId, now, seller);
      return documentOf(tx, orderId, "invoice");
    }
    const document = buildTaxDocument({
      kind: "invoice",
      number: order.invoiceNumber,
      issuedAt: order.createdAt,
      publicOrderId: order.publicOrderId,
      seller,
      shopper: order.address,
      lines: await taxableLinesOf(tx, orderId),
      export: exportOf(order, seller),
    });
    return store(tx, orderId, document);
  });
}

/** A cancelled invoiced order: a credit note reversing every line of its invoice, as invoiced. */
export async function issueCancellationCreditNote(tx: Tx, orderId: string, now: Date, seller: SellerIdentity | null): Promise<void> {
  const invoice = await documentOf(tx, orderId, "invoice");
  if (!seller || !invoice || (await documentOf(tx, orderId, "credit_note"))) return;
  const number = await nextNumber(tx, "CN", now);
  await store(tx, orderId, { ...invoice, kind: "credit_note", number, issuedAt: now.toISOString(), againstNumber: invoice.number, seller: sellerParty(seller) });
}

/**
 * A return settled in money or store credit: a credit note for its lines, taxed as they were on
 * the invoice, for what was given back (less than was paid when the refund was partial).
 */
export async function issueReturnCreditNote(
  tx: Tx,
  returnOrder: { id: string; parentOrderId: string | null; creditedPaise: number },
  now: Date,
  seller: SellerIdentity | null,
): Promise<void> {
  if (!seller || (await documentOf(tx, returnOrder.id, "credit_note"))) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, returnOrder.id));
  if (!order) return;
  const invoice = returnOrder.parentOrderId ? await documentOf(tx, returnOrder.parentOrderId, "invoice") : undefined;
  const lines = creditedLines(await taxableLinesOf(tx, returnOrder.id), returnOrder.creditedPaise);
  const number = await nextNumber(tx, "CN", now);
  const document = buildTaxDocument({
    kind: "credit_note",
    number,
    issuedAt: now,
    taxedAt: invoice ? new Date(invoice.issuedAt) : now,
    againstNumber: invoice?.number ?? null,
    publicOrderId: order.publicOrderId,
    seller,
    shopper: order.address,
    lines,
    export: exportOf(order, seller),
  });
  await store(tx, returnOrder.id, document);
  await tx.update(orders).set({ invoiceNumber: number, invoiceUrl: creditNotePath(returnOrder.id) }).where(eq(orders.id, returnOrder.id));
}

/** The documents a reader may open for an order: its invoice, and the credit notes of its cancellation or returns. */
export function taxDocumentReader(db: Db) {
  return {
    invoiceOf: (orderId: string) => documentOf(db, orderId, "invoice"),
    /** Every document issued in [from, to), in the order of their numbers. */
    async issuedBetween(from: Date, to: Date): Promise<TaxDocument[]> {
      const rows = await db
        .select({ document: taxDocuments.document })
        .from(taxDocuments)
        .where(and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)))
        .orderBy(taxDocuments.number);
      return rows.map((row) => row.document);
    },
    /** The credit note of a cancelled order or of a return; for an order with returns, the latest of theirs. */
    async creditNoteOf(orderId: string): Promise<TaxDocument | undefined> {
      const own = await documentOf(db, orderId, "credit_note");
      if (own) return own;
      const [row] = await db
        .select({ document: taxDocuments.document })
        .from(taxDocuments)
        .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
        .where(and(eq(orders.parentOrderId, orderId), eq(taxDocuments.kind, "credit_note")))
        .orderBy(desc(taxDocuments.issuedAt))
        .limit(1);
      return row?.document;
    },
  };
}
