/**
 * The one writer of every CSV the shop hands out (orders, catalogue, promotion codes, GSTR-1).
 *
 * A spreadsheet runs a cell that begins with `=`, `+`, `-` or `@` (and, in some, a tab or carriage
 * return) as a formula, so a text cell beginning so is written with a `'` before it, which makes
 * the spreadsheet show it as text (OWASP's advice on CSV injection). Which cells are numbers is
 * said by their type, never guessed from their text: a number is written as it is, so a refund of
 * -120.50 stays a number, while a shopper's name "-120.50" is text and is guarded.
 */

/** A number written with a fixed count of decimals, as amounts in rupees are (`-120.50`). */
export type CsvDecimal = { readonly decimal: number; readonly places: number };
/** A cell: text (guarded against formulas), or a number written as one. */
export type CsvCell = string | number | CsvDecimal;

/** The starts a spreadsheet may take for a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** The guard `csvLine` adds before such a start; `csvTextOf` takes it off again. */
const GUARDED = /^'[=+\-@\t\r]/;

/** An amount to `places` decimals, written as a number: `csvDecimal(-120.5, 2)` is `-120.50`. */
export const csvDecimal = (decimal: number, places: number): CsvDecimal => ({ decimal, places });

function cellText(cell: CsvCell): string {
  if (typeof cell === "number") return String(cell);
  if (typeof cell === "object") return cell.decimal.toFixed(cell.places);
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** One row as a CSV line, ending in CRLF: a cell with a comma, quote or line break is quoted. */
export function csvLine(row: readonly CsvCell[]): string {
  return `${row.map((cell) => quoted(cellText(cell))).join(",")}\r\n`;
}

/** Rows as CSV text. */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map(csvLine).join("");
}

/**
 * A text cell of a file the shop wrote, as it was before the writer guarded it: the `'` before a
 * formula's start is taken off. (A cell that itself began with `'` and then such a start loses
 * that quote: the reader cannot tell the two apart.)
 */
export const csvTextOf = (cell: string): string => (GUARDED.test(cell) ? cell.slice(1) : cell);
