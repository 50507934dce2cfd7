import { catalogueFileMessages, ProductHandleSchema, type CatalogueProblem } from "@pallu/domain";
import { CsvError, type Parser } from "csv-parse";
import type { Readable } from "node:stream";

/** One parsed record as csv-parse gives it with `info` and `raw` on. */
type ParsedRecord = { record: Record<string, string | undefined>; info: { lines: number }; raw: string };

/** How one file format reads its rows: which column holds the handle and how a record becomes a row. */
export type HandleGrouping<Row extends { line: number }> = {
  /** The handle column's name as the seller sees it in a problem. */
  handleColumn: string;
  rowOf(record: Record<string, string | undefined>, line: number): Row;
  handleOf(row: Row): string;
  /** True once the file cannot be read on (a broken header): nothing more is yielded or reported. */
  stopped?: () => boolean;
};

/** The line a record starts on: csv-parse counts to its end, and a quoted cell may span lines. */
function firstLineOf(endLine: number, raw: string): number {
  const record = raw.replace(/^[\r\n]+/, "").replace(/\r?\n$/, "");
  return endLine - (record.match(/\n/g)?.length ?? 0);
}

/**
 * Streams a CSV through `parser` and yields one product's rows at a time: rows with the same handle
 * must be next to each other, so only one product's rows are held at once. Problems of the handles and
 * of the CSV itself go to `report`; a broken CSV ends the reading.
 */
export async function* rowsByHandle<Row extends { line: number }>(
  file: Readable,
  parser: Parser,
  grouping: HandleGrouping<Row>,
  report: (problem: CatalogueProblem) => void,
): AsyncGenerator<{ handle: string; rows: Row[] }> {
  const stopped = grouping.stopped ?? (() => false);
  const seen = new Set<string>();
  let current: { handle: string; rows: Row[] } | undefined;
  try {
    for await (const { record, info, raw } of file.pipe(parser) as AsyncIterable<ParsedRecord>) {
      if (stopped()) return;
      const row = grouping.rowOf(record, firstLineOf(info.lines, raw));
      const handle = ProductHandleSchema.safeParse(grouping.handleOf(row));
      if (!handle.success) {
        report({ line: row.line, column: grouping.handleColumn, message: handle.error.issues[0]!.message });
        continue;
      }
      if (current?.handle === handle.data) {
        current.rows.push(row);
        continue;
      }
      if (seen.has(handle.data)) {
        report({ line: row.line, column: grouping.handleColumn, message: catalogueFileMessages.handleNotTogether });
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
  else if (!stopped()) report({ line: 1, column: "", message: catalogueFileMessages.emptyFile });
}
