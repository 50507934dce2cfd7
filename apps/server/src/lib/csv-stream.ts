import { csvLine, type CsvCell } from "@pallu/domain";
import { Readable } from "node:stream";

/** A CSV file streamed as its rows are read: the header, then each row, through the shop's one CSV writer. */
export function csvStream(header: readonly string[], rows: AsyncIterable<readonly CsvCell[]>): Readable {
  async function* lines() {
    yield csvLine(header);
    for await (const row of rows) yield csvLine(row);
  }
  return Readable.from(lines(), { objectMode: false });
}
