/** The invoices module's public face: other modules import only what is named here. */
export { documentsOnTransition } from "./document-effects.js";
export { renderTaxDocumentPdf } from "./invoice-pdf.js";
export { renderCommercialInvoicePdf } from "./commercial-invoice-pdf.js";
export { renderPackingSlipsPdf } from "./packing-slip-pdf.js";
export type { PackingSlip, PackingSlipShop } from "./packing-slips.js";
export { documentsOf, sellerIdentity, type SellerIdentity, sellerOf } from "./tax-documents.js";
