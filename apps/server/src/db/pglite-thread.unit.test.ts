import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client.js";

const rowsOf = async <Row>(query: PromiseLike<unknown>): Promise<Row[]> => ((await query) as { rows: Row[] }).rows;

/** PGlite in its own thread answers as PGlite in process does, and its long queries leave the event loop free. */
describe("the embedded database in its own thread", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", inThread: true });
    await database.migrate();
    await database.db.execute(sql`CREATE TABLE thread_check (id int PRIMARY KEY, note text, at timestamptz)`);
  });
  afterAll(() => database.close());

  it("reads and writes rows, keeping timestamps as the query builder expects them", async () => {
    await database.db.execute(sql`INSERT INTO thread_check VALUES (1, 'first', '2026-11-27T05:00:00Z')`);
    const rows = await rowsOf<{ id: number; note: string; at: string }>(
      database.db.execute(sql`SELECT * FROM thread_check WHERE id = ${1}`),
    );
    expect(rows).toEqual([{ id: 1, note: "first", at: "2026-11-27 05:00:00+00" }]);
  });

  it("raises PostgreSQL's own error, with its code and constraint, where the query was asked", async () => {
    const failure = await database.db
      .execute(sql`INSERT INTO thread_check VALUES (1, 'again', now())`)
      .catch((error: unknown) => error);
    const cause = (failure as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause?.code).toBe("23505");
    expect(cause?.constraint).toBe("thread_check_pkey");
  });

  it("commits a transaction's work, and undoes all of a failed one's", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_check VALUES (2, 'kept', now())`);
      await tx.execute(sql`UPDATE thread_check SET note = 'changed' WHERE id = 1`);
    });
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_check VALUES (3, 'undone', now())`);
      await tx.execute(sql`INSERT INTO thread_check VALUES (2, 'clash', now())`);
    });
    await expect(failed).rejects.toThrow();
    const rows = await rowsOf<{ id: number; note: string }>(
      database.db.execute(sql`SELECT id, note FROM thread_check ORDER BY id`),
    );
    expect(rows).toEqual([
      { id: 1, note: "changed" },
      { id: 2, note: "kept" },
    ]);
  });

  it("keeps savepoints inside a transaction", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_check VALUES (4, 'outer', now())`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO thread_check VALUES (5, 'inner', now())`);
          inner.rollback();
        })
        .catch(() => undefined);
    });
    const rows = await rowsOf<{ id: number }>(
      database.db.execute(sql`SELECT id FROM thread_check WHERE id >= 4 ORDER BY id`),
    );
    expect(rows).toEqual([{ id: 4 }]);
  });

  it("makes a query from outside wait for an open transaction, as PostgreSQL would", async () => {
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const order: string[] = [];
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE thread_check SET note = 'in transaction' WHERE id = 2`);
      await held;
      order.push("transaction done");
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = rowsOf<{ note: string }>(database.db.execute(sql`SELECT note FROM thread_check WHERE id = 2`)).then(
      (rows) => {
        order.push("outside read");
        return rows[0]?.note;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseTransaction();
    await transaction;
    expect(await outside).toBe("in transaction");
    expect(order).toEqual(["transaction done", "outside read"]);
  });

  it("leaves the event loop free while a long query runs", async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    await database.db.execute(sql`SELECT count(*) FROM generate_series(1, 3000000) AS n WHERE md5(n::text) LIKE 'ab%'`);
    const took = performance.now() - started;
    delay.disable();
    // The query runs for a long while (hundreds of milliseconds); the loop is never held for more than a sliver of it.
    expect(took).toBeGreaterThan(200);
    expect(delay.max / 1e6).toBeLessThan(took / 2);
  });
});
