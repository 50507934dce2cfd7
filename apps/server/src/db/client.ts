import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { openPgliteInThread, type PgliteInThread } from "./pglite-thread.js";
import { PreparingPool } from "./prepared-statements.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that can run a query: the database or a transaction inside it. */
export type Queryable = Db | Tx;

/** Asks the database the simplest question: it throws when the database cannot answer. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

export type Database = {
  db: Db;
  driver: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Runs start-up work (migrations, first admin, demo seed) one instance at a time. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

// Any fixed number: every instance of the shop takes the same session lock while it starts.
const STARTUP_LOCK_KEY = 72_617_001;

/** Typo tolerance of search: "kanjeevaram" must still find "Kanjivaram" (word similarity 0.53). */
const SESSION_SETTING = "pg_trgm.word_similarity_threshold=0.45";
const SESSION_SETUP = `SET ${SESSION_SETTING.replace("=", " = ")}`;

const migrationsFolder = fileURLToPath(new URL("../../src/db/migrations", import.meta.url));

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  | {
      kind: "pglite";
      dataDir?: string;
      loadDataDir?: Blob;
      /** PGlite in a worker thread of its own (the server's choice), so its queries never hold the event loop. */
      inThread?: boolean;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new PreparingPool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Set for every connection as it opens, before any query runs on it.
      options: `-c ${SESSION_SETTING}`,
    });
    // A client losing its server (restart, failover) must not crash the process: the pool only
    // listens to idle clients, so a checked-out one needs its own listener. The query in flight
    // fails on its own, and the pool discards the broken client when it is released.
    pool.on("error", () => undefined);
    pool.on("connect", (client) => client.on("error", () => undefined));
    const db: Db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      driver: "postgres",
      migrate: () => migrateNodePg(drizzleNodePg({ client: pool, schema }), { migrationsFolder }),
      withStartupLock: async (work) => {
        const holder = await pool.connect();
        try {
          await holder.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          await holder.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => undefined);
          holder.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = join(options.dataDir, "pglite");
  }
  if (options.inThread) {
    const loadDataDir = options.loadDataDir && new Uint8Array(await options.loadDataDir.arrayBuffer());
    return pgliteDatabase(
      await openPgliteInThread({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) }),
    );
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  return pgliteDatabase(client);
}

/**
 * A migrated, empty PGlite database as a data-directory archive: loading it (about 0.4 s) is much
 * cheaper than creating a database and migrating it (about 1.7 s), which the tests do per file.
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await pgliteDatabase(client).migrate();
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

function pgliteDatabase(client: PGlite | PgliteInThread): Database {
  // The query builder uses only query, exec and transaction, which the thread answers as PGlite does.
  const pgliteDb = drizzlePglite({ client: client as PGlite, schema });
  return {
    db: pgliteDb,
    driver: "pglite",
    migrate: async () => {
      await migratePglite(pgliteDb, { migrationsFolder });
      await client.exec(SESSION_SETUP);
    },
    // One process owns a PGlite database: nothing to coordinate with.
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}
