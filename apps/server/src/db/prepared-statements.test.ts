import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { parseRows } from "../lib/rows.js";
import { openTestDatabase, testDriver } from "../test/test-database.js";
import type { Database } from "./client.js";

// Prepared statements are PostgreSQL's, over its wire protocol; PGlite runs every query in process.
describe.runIf(testDriver === "postgres")("queries the shop asks again and again, on PostgreSQL", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`CREATE TABLE kept_plans (id int PRIMARY KEY, name text)`);
    await database.db.execute(sql`INSERT INTO kept_plans VALUES (1, 'Kanjivaram'), (2, 'Banarasi')`);
  });
  afterAll(() => database.close());

  const namesOf = async (id: number) =>
    parseRows(
      z.record(z.string(), z.unknown()),
      await database.db.execute(sql`SELECT * FROM kept_plans WHERE id >= ${id} ORDER BY id`),
    );
  const keptOnServer = async () =>
    parseRows(
      z.object({ statement: z.string() }),
      await database.db.execute(sql`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'pallu_%'`),
    ).map((row) => row.statement);

  it("are kept prepared by the database, and answer as before", async () => {
    for (let asked = 0; asked < 25; asked += 1)
      expect(await namesOf(1)).toEqual([
        { id: 1, name: "Kanjivaram" },
        { id: 2, name: "Banarasi" },
      ]);
    // Asked on any of the pool's connections: at least one of them now keeps it.
    const kept = new Set<string>();
    for (let check = 0; check < 20; check += 1) for (const statement of await keptOnServer()) kept.add(statement);
    expect([...kept].some((statement) => statement.includes("FROM kept_plans"))).toBe(true);
  });

  it("still answer when a table changed under them (a column added by a newer instance)", async () => {
    await database.db.execute(sql`ALTER TABLE kept_plans ADD COLUMN weave text`);
    for (let asked = 0; asked < 25; asked += 1)
      expect(await namesOf(2)).toEqual([{ id: 2, name: "Banarasi", weave: null }]);
  });

  it("still answer when the connection lost its kept statements (a pooler in front that does not keep them)", async () => {
    for (let asked = 0; asked < 5; asked += 1) await namesOf(1);
    // Every connection of the pool forgets what it kept, as a connection behind a pooler would.
    await Promise.all(Array.from({ length: 40 }, () => database.db.execute(sql`DEALLOCATE ALL`)));
    for (let asked = 0; asked < 25; asked += 1) expect(await namesOf(1)).toHaveLength(2);
  });
});
