import { indiaDate, type CatalogueImportSummary, type CatalogueProblem } from "@pallu/domain";
import { callShop, downloadFromShop, failureMessage } from "../shared/shop-files";

const today = () => indiaDate(new Date());

export function exportCatalogue(): Promise<void> {
  return downloadFromShop(
    "/products/exportProducts",
    {},
    `catalogue-${today()}.csv`,
    "Could not export the catalogue. Please try again.",
  );
}

export function exportOrders(from: string, to: string): Promise<void> {
  const query = new URLSearchParams({ from, to });
  return downloadFromShop(
    `/orders/exportOrders?${query}`,
    {},
    `orders-${from}-to-${to}.csv`,
    "Could not export the orders. Please try again.",
  );
}

export type ImportAnswer =
  | { ok: true; message: string; summary: CatalogueImportSummary }
  | { ok: false; message: string; errors: CatalogueProblem[] };

/** Sends a catalogue file (and a zip of its pictures); the answer is what would change or was changed, or every problem. */
export async function importCatalogue(file: File, images: File | undefined, dryRun: boolean): Promise<ImportAnswer> {
  const form = new FormData();
  form.append("dryRun", String(dryRun));
  form.append("file", file);
  if (images) form.append("images", images);
  const response = await callShop("/products/importProducts", { method: "POST", body: form });
  if (response.ok) {
    const body = (await response.json()) as { message: string; summary: CatalogueImportSummary };
    return { ok: true, ...body };
  }
  const fallback = "Could not import the file. Please try again.";
  if (response.status !== 400) return { ok: false, message: await failureMessage(response, fallback), errors: [] };
  const body = (await response.json()) as { message?: string; errors?: CatalogueProblem[] };
  return { ok: false, message: body.message ?? fallback, errors: body.errors ?? [] };
}
