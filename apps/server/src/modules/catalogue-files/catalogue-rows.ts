import {
  CATALOGUE_COLUMNS,
  CATALOGUE_REQUIRED_COLUMNS,
  catalogueFileMessages,
  csvTextOf,
  ProductHandleSchema,
  type CatalogueColumn,
  type CatalogueProblem,
} from "@pallu/domain";
import { CsvError, parse } from "csv-parse";
import type { Readable } from "node:stream";

/** One data row of a catalogue file: the line it starts on and its cells by column (a missing column is empty). */
export type CatalogueRow = { line: number; cells: Record<CatalogueColumn, string> };
/** The rows of one handle: one product, one row per size. */
export type ProductRows = { handle: string; rows: CatalogueRow[] };

const isCatalogueColumn = (name: string): name is CatalogueColumn =>
  (CATALOGUE_COLUMNS as readonly string[]).includes(name);

function headerProblems(header: string[]): CatalogueProblem[] {
  const problems: CatalogueProblem[] = header
    .filter((name) => !isCatalogueColumn(name))
    .map((name) => ({ line: 1, column: name, message: catalogueFileMessages.unknownColumn }));
  for (const column of CATALOGUE_REQUIRED_COLUMNS) {
    if (!header.includes(column)) problems.push({ line: 1, column, message: catalogueFileMessages.missingColumn });
  }
  return problems;
}

/** The line a record starts on: csv-parse counts to its end, and a quoted cell may span lines. */
function firstLineOf(endLine: number, raw: string): number {
  const record = raw.replace(/^[\r\n]+/, "").replace(/\r?\n$/, "");
  return endLine - (record.match(/\n/g)?.length ?? 0);
}

/** A row's cells, each without the guard the export puts before a formula's start (see docs/catalogue.md). */
function cellsOf(record: Record<string, string>): Record<CatalogueColumn, string> {
  return Object.fromEntries(
    CATALOGUE_COLUMNS.map((column) => [column, csvTextOf(record[column] ?? "").trim()]),
  ) as Record<CatalogueColumn, string>;
}

/**
 * Reads a catalogue file as it streams and yields its products one at a time: rows with the same
 * handle must be next to each other, so only one product's rows are held at once. Problems of the
 * header, the handles and the CSV itself go to `report`; a broken header or CSV ends the reading.
 */
export async function* productsOf(
  file: Readable,
  report: (problem: CatalogueProblem) => void,
): AsyncGenerator<ProductRows> {
  let headerBroken = false;
  const parser = parse({
    bom: true,
    columns: (header: string[]) => {
      const names = header.map((name) => name.trim().toLowerCase());
      const problems = headerProblems(names);
      problems.forEach(report);
      headerBroken = problems.length > 0;
      return names;
    },
    info: true,
    raw: true,
    skip_empty_lines: true,
  });
  const seen = new Set<string>();
  let current: ProductRows | undefined;
  try {
    for await (const { record, info, raw } of file.pipe(parser) as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
      raw: string;
    }>) {
      if (headerBroken) return;
      const row: CatalogueRow = { line: firstLineOf(info.lines, raw), cells: cellsOf(record) };
      const handle = ProductHandleSchema.safeParse(row.cells.handle);
      if (!handle.success) {
        report({ line: row.line, column: "handle", message: handle.error.issues[0]!.message });
        continue;
      }
      if (current?.handle === handle.data) {
        current.rows.push(row);
        continue;
      }
      if (seen.has(handle.data)) {
        report({ line: row.line, column: "handle", message: catalogueFileMessages.handleNotTogether });
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
  else if (!headerBroken) report({ line: 1, column: "", message: catalogueFileMessages.emptyFile });
}
