import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../db/client.js";
import { parseRows } from "../lib/rows.js";

/** How many rows a table holds, for tests that check an action changed nothing (or exactly one thing). */
export async function countRows(db: Queryable, table: string): Promise<number> {
  const [row] = parseRows(z.object({ n: z.number() }), await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)));
  return row!.n;
}
