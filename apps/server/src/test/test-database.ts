import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../db/client.js";

/** Which database the integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDriver = (process.env.PALLU_TEST_DRIVER ?? "pglite") as "pglite" | "postgres";

/**
 * A fresh, migrated database for one test file. On PostgreSQL it is a new database on the
 * TEST_DATABASE_URL server, dropped again on close: no other data is ever touched.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDriver === "pglite") {
    const database = await openDatabase({ kind: "pglite" });
    await database.migrate();
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("PALLU_TEST_DRIVER=postgres needs TEST_DATABASE_URL");
  const name = `pallu_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
