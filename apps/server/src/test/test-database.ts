import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client.js";
import { databaseUrl, postgresServerUrl, withAdminClient } from "./migrated-template.js";

/** Which database the integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDriver = (process.env.PALLU_TEST_DRIVER ?? "pglite") as "pglite" | "postgres";

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file, copied from the template that the global setup
 * migrated once for the whole run. On PostgreSQL it is a new database on the TEST_DATABASE_URL
 * server, dropped again on close: no other data is ever touched.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDriver === "pglite") {
    pgliteTemplate ??= readFile(inject("pgliteTemplateFile")).then((bytes) => new Blob([bytes]));
    // PALLU_TEST_PGLITE_THREAD=1 runs the suite against PGlite in its own thread, as the server opens it.
    const inThread = process.env.PALLU_TEST_PGLITE_THREAD === "1";
    const database = await openDatabase({ kind: "pglite", loadDataDir: await pgliteTemplate, inThread });
    // Already migrated: this only checks so, and applies the session settings.
    await database.migrate();
    return database;
  }
  const serverUrl = postgresServerUrl();
  const name = `pallu_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplateName")}`),
  );
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name), poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
