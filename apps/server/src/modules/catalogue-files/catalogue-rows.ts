import {
  CATALOGUE_COLUMNS,
  CATALOGUE_REQUIRED_COLUMNS,
  catalogueFileMessages,
  csvTextOf,
  type CatalogueColumn,
  type CatalogueProblem,
} from "@pallu/domain";
import { parse } from "csv-parse";
import type { Readable } from "node:stream";
import { rowsByHandle } from "./rows-by-handle.js";

/**
 * One data row of a catalogue file: the line it starts on, its cells by column (a missing column is
 * empty), and the columns the file left out (the same set for every row of the file).
 */
export type CatalogueRow = { line: number; cells: Record<CatalogueColumn, string>; absent: ReadonlySet<CatalogueColumn> };
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

/** A row's cells, each without the guard the export puts before a formula's start (see docs/catalogue.md). */
function cellsOf(record: Record<string, string | undefined>): Record<CatalogueColumn, string> {
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
  let absent: ReadonlySet<CatalogueColumn> = new Set();
  const parser = parse({
    bom: true,
    columns: (header: string[]) => {
      const names = header.map((name) => name.trim().toLowerCase());
      absent = new Set(CATALOGUE_COLUMNS.filter((column) => !names.includes(column)));
      const problems = headerProblems(names);
      problems.forEach(report);
      headerBroken = problems.length > 0;
      return names;
    },
    info: true,
    raw: true,
    skip_empty_lines: true,
  });
  yield* rowsByHandle<CatalogueRow>(
    file,
    parser,
    {
      handleColumn: "handle",
      rowOf: (record, line) => ({ line, cells: cellsOf(record), absent }),
      handleOf: (row) => row.cells.handle,
      stopped: () => headerBroken,
    },
    report,
  );
}
