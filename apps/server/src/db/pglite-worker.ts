import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgliteReply, PgliteRequest, PgliteThreadOptions } from "./pglite-messages.js";

/**
 * The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly, and each of
 * its queries holds the thread it runs on until it is done: a search over a few thousand products
 * takes a few hundred milliseconds there. Here they hold this thread, never the server's.
 * Requests are answered as they finish, not one after another: PGlite itself orders them, as it
 * would in the server's thread (a query waits for an open transaction, as in PostgreSQL).
 */
const port = parentPort;
if (!port) throw new Error("pglite-worker runs as a worker thread");

const options = workerData as PgliteThreadOptions;
const identity = (value: unknown) => value;

/** The parsers the query builder asks for are all "keep the text as it is", by type: functions do not cross threads, type numbers do. */
function queryOptions(request: { rowMode?: "array" | "object"; rawTypes?: number[] }): QueryOptions {
  return {
    ...(request.rowMode ? { rowMode: request.rowMode } : {}),
    ...(request.rawTypes?.length
      ? { parsers: Object.fromEntries(request.rawTypes.map((type) => [type, identity])) }
      : {}),
  };
}

type OpenTransaction = { tx: Transaction; finish: (commit: boolean) => void; ended: Promise<void> };

const transactions = new Map<number, OpenTransaction>();
const ROLLBACK = Symbol("rollback");

/** Everything PostgreSQL said about an error (its code, constraint, detail), as plain data. */
function describeError(error: unknown): PgliteReply & { ok: false } {
  if (!(error instanceof Error))
    return { id: -1, ok: false, error: { name: "Error", message: String(error), props: {} } };
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function") continue;
    props[key] = typeof value === "object" && value !== null ? JSON.parse(JSON.stringify(value)) : value;
  }
  return { id: -1, ok: false, error: { name: error.name, message: error.message, stack: error.stack, props } };
}

async function open(): Promise<PGlite> {
  const loadDataDir = options.loadDataDir ? new Blob([options.loadDataDir]) : undefined;
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
}

async function begin(pg: PGlite, txId: number): Promise<void> {
  let began!: () => void;
  const started = new Promise<void>((resolve) => (began = resolve));
  let finish!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  const ended = pg
    .transaction(async (tx) => {
      transactions.set(txId, { tx, finish, ended });
      began();
      if (!(await decided)) throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    })
    .finally(() => transactions.delete(txId));
  // A transaction that could not start fails here; one that started answers once it is open.
  await Promise.race([started, ended]);
}

async function end(txId: number, commit: boolean): Promise<void> {
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  open.finish(commit);
  await open.ended;
}

function target(pg: PGlite, txId: number | undefined): PGlite | Transaction {
  if (txId === undefined) return pg;
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.tx;
}

async function answer(pg: PGlite, request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case "query":
      return target(pg, request.txId).query(request.sql, request.params, queryOptions(request));
    case "exec":
      return target(pg, request.txId).exec(request.sql);
    case "begin":
      return begin(pg, request.txId);
    case "end":
      return end(request.txId, request.commit);
    case "dump":
      return new Uint8Array(await (await pg.dumpDataDir("none")).arrayBuffer());
    case "close":
      return pg.close();
  }
}

try {
  const pg = await open();
  port.on("message", (request: PgliteRequest) => {
    answer(pg, request).then(
      (value) => port.postMessage({ id: request.id, ok: true, value } satisfies PgliteReply),
      (error: unknown) => port.postMessage({ ...describeError(error), id: request.id } satisfies PgliteReply),
    );
  });
  port.postMessage({ id: 0, ok: true, value: "ready" } satisfies PgliteReply);
} catch (error) {
  port.postMessage({ ...describeError(error), id: 0 } satisfies PgliteReply);
}
