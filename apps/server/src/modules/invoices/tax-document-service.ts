import { can, isDemoSeller, type StaffRole, type TaxDocument } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { notFound, unavailable } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";
import { orderRepository } from "../orders/index.js";
import { invoiceIssuedLate, sellerIdentity, taxDocumentReader } from "./tax-documents.js";

export type TaxDocumentKind = "invoice" | "creditNote";

/** The issued invoices and credit notes of orders, to their shoppers and to the admin. */
export function taxDocumentService(deps: AppDeps) {
  const orders = orderRepository(deps.db);
  const documents = taxDocumentReader(deps.db);

  const notYet = () => unavailable("Invoices are not available yet: the shop has not set its legal name and GSTIN. Please try again later.");

  async function issuedLate(orderId: string): Promise<TaxDocument | undefined> {
    const seller = await sellerIdentity(deps);
    const order = await orders.findById(orderId);
    if (!seller && order?.orderType === "order" && order.status !== "pending" && order.status !== "cancelled") throw notYet();
    return seller ? invoiceIssuedLate(deps.db, orderId, seller, deps.now()) : undefined;
  }

  const kinds: Record<TaxDocumentKind, { find: (orderId: string) => Promise<TaxDocument | undefined>; missing: string }> = {
    invoice: {
      // A return's own link opens its credit note, as it always has.
      find: async (orderId) =>
        (await documents.invoiceOf(orderId)) ?? (await documents.creditNoteOf(orderId)) ?? (await issuedLate(orderId)),
      missing: "The invoice is ready once the order is confirmed",
    },
    creditNote: {
      find: (orderId) => documents.creditNoteOf(orderId),
      missing: "This order has no credit note: one is issued when an invoiced order is cancelled or a return is refunded",
    },
  };

  return {
    /** An order's invoice or credit note, as it was stored when issued; anyone but its shopper or an admin is told the order does not exist. */
    async documentOf(orderId: string, viewer: { id: string; userType: string; role?: StaffRole | null }, kind: TaxDocumentKind): Promise<TaxDocument> {
      const order = isUuid(orderId) ? await orders.findById(orderId) : undefined;
      // Staff read another customer's documents only with a role that reads orders.
      const staffReads = viewer.userType === "Admin" && can(viewer.role, "orders.read");
      if (!order || (order.userId !== viewer.id && !staffReads)) throw notFound("Order not found");
      const document = await kinds[kind].find(orderId);
      if (!document) throw notFound(kinds[kind].missing);
      // A tax document in the demo seller's name would be a false document.
      if (deps.config.env === "production" && isDemoSeller(document.seller)) throw notYet();
      return document;
    },
  };
}
