import type { CatalogueProblem } from "@pallu/domain";
import { parse } from "csv-parse";
import { parse as parseSync } from "csv-parse/sync";
import type { Readable } from "node:stream";
import { rowsByHandle } from "./rows-by-handle.js";

/** One row of a Shopify product export: its line and its cells by column name in lower case. */
export type ShopifyRow = { line: number; cells: Map<string, string> };
/** The rows of one Shopify handle: the product's row, its other variants and its other pictures. */
export type ShopifyProduct = { handle: string; rows: ShopifyRow[] };

/** The columns that tell a Shopify product export from the shop's own catalogue file. */
const SHOPIFY_MARKS = ["handle", "title", "variant price"];

/** Whether a file's header is Shopify's product export (its column names in any case). */
export function isShopifyHeader(names: readonly string[]): boolean {
  const lower = new Set(names.map((name) => name.trim().toLowerCase()));
  return SHOPIFY_MARKS.every((name) => lower.has(name));
}

/** The names of a CSV's first line, read from its first bytes; empty when they are not CSV. */
export function headerOf(firstBytes: Buffer): string[] {
  const text = firstBytes.toString("utf8").replace(/^\uFEFF/, "");
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  try {
    return ((parseSync(firstLine, { relax_quotes: true }) as string[][])[0] ?? []).map((name) => name.trim());
  } catch {
    return [];
  }
}

/**
 * Reads a Shopify product export as it streams and yields one product at a time. Shopify writes a
 * product's rows together (its first row, then a row for each further variant or picture, which may
 * carry only the handle and those columns), so one product's rows are held at once. Columns the
 * shop has no use for (barcodes, Google Shopping, gift cards …) are read and left alone.
 */
export async function* shopifyProductsOf(
  file: Readable,
  report: (problem: CatalogueProblem) => void,
): AsyncGenerator<ShopifyProduct> {
  const parser = parse({
    bom: true,
    columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
    info: true,
    raw: true,
    skip_empty_lines: true,
    relax_column_count: true,
  });
  yield* rowsByHandle<ShopifyRow>(
    file,
    parser,
    {
      handleColumn: "Handle",
      rowOf: (record, line) => ({
        line,
        cells: new Map(Object.entries(record).map(([name, value]) => [name, (value ?? "").trim()])),
      }),
      handleOf: (row) => row.cells.get("handle") ?? "",
    },
    report,
  );
}
