import type { z } from "zod";

/**
 * Rows of a raw statement (node-postgres and PGlite both answer with `.rows`), checked against the
 * shape the statement selects, so a renamed column fails loudly instead of reading as undefined.
 */
export function parseRows<Schema extends z.ZodType>(schema: Schema, result: unknown): z.output<Schema>[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error("a raw statement answered without rows");
  return rows.map((row) => schema.parse(row));
}
