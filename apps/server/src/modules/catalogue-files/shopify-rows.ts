import { catalogueFileMessages, ProductHandleSchema, type CatalogueProblem } from "@pallu/domain";
import { CsvError, parse } from "csv-parse";
import { parse as parseSync } from "csv-parse/sync";
import type { Readable } from "node:stream";

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

function firstLineOf(endLine: number, raw: string): number {
  const record = raw.replace(/^[\r\n]+/, "").replace(/\r?\n$/, "");
  return endLine - (record.match(/\n/g)?.length ?? 0);
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
  const seen = new Set<string>();
  let current: ShopifyProduct | undefined;
  try {
    for await (const { record, info, raw } of file.pipe(parser) as AsyncIterable<{
      record: Record<string, string | undefined>;
      info: { lines: number };
      raw: string;
    }>) {
      const cells = new Map(Object.entries(record).map(([name, value]) => [name, (value ?? "").trim()]));
      const row: ShopifyRow = { line: firstLineOf(info.lines, raw), cells };
      const handle = ProductHandleSchema.safeParse(cells.get("handle") ?? "");
      if (!handle.success) {
        report({ line: row.line, column: "Handle", message: handle.error.issues[0]!.message });
        continue;
      }
      if (current?.handle === handle.data) {
        current.rows.push(row);
        continue;
      }
      if (seen.has(handle.data)) {
        report({ line: row.line, column: "Handle", message: catalogueFileMessages.handleNotTogether });
        continue;
      }
      if (current) yield current;
      seen.add(handle.data);
      current = { handle: handle.data, rows: [row] };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    report({ line, column: "", message: `${catalogueFileMessages.notCsv}: ${error.message}` });
    return;
  }
  if (current) yield current;
  else report({ line: 1, column: "", message: catalogueFileMessages.emptyFile });
}
