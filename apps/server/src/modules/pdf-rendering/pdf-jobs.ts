import type { CommercialInvoice, TaxDocument } from "@pallu/domain";
import { renderTaxDocumentPdf } from "../invoices/index.js";
import { renderCommercialInvoicePdf, renderPackingSlipsPdf } from "../invoices/index.js";
import type { PackingSlip, PackingSlipShop } from "../invoices/index.js";
import { renderJobCardsPdf, type JobCard } from "../tailoring/index.js";

/** A PDF the shop prints, as the data it is drawn from: plain values a worker thread can be sent. */
export type PdfJob =
  | { kind: "packingSlips"; shop: PackingSlipShop; slips: PackingSlip[] }
  | { kind: "taxDocument"; document: TaxDocument }
  | { kind: "commercialInvoice"; invoice: CommercialInvoice }
  | { kind: "jobCards"; cards: JobCard[] };

/** Draws a job's PDF where it is called; the shop calls it only in the PDF worker thread (`pdf-thread.ts`). */
export function drawPdf(job: PdfJob): Promise<Buffer> {
  if (job.kind === "commercialInvoice") return renderCommercialInvoicePdf(job.invoice);
  if (job.kind === "jobCards") return renderJobCardsPdf(job.cards);
  return job.kind === "packingSlips" ? renderPackingSlipsPdf(job.shop, job.slips) : renderTaxDocumentPdf(job.document);
}
