import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import type { DescribedError, PgliteReply, PgliteRequest, PgliteThreadOptions } from "./pglite-messages.js";

/**
 * The server runs from its TypeScript sources (npm start, npm run dev, the tests) or compiled in
 * dist/ (npm run serve): from the sources the worker is read through tsx, compiled it is the .js sibling.
 */
const fromSources = import.meta.url.endsWith(".ts");

function startWorker(options: PgliteThreadOptions): Worker {
  if (!fromSources) return new Worker(new URL("./pglite-worker.js", import.meta.url), { workerData: options });
  return new Worker(new URL("./pglite-worker-from-sources.mjs", import.meta.url), {
    workerData: options,
    execArgv: ["--conditions=source"],
  });
}

/** The error PostgreSQL raised in the database's thread, with its code, constraint and detail, as the query builder and the shop read them. */
function errorFrom(described: DescribedError): Error {
  const error = Object.assign(new Error(described.message), described.props);
  error.name = described.name;
  if (described.stack) error.stack = described.stack;
  return error;
}

/** The part of PGlite the query builder and the shop use, answered by the database's own thread. */
export type PgliteInThread = Pick<PGlite, "query" | "exec" | "transaction" | "close"> & {
  /** The database as an archive, as PGlite's dumpDataDir makes it. */
  dumpDataDir(): Promise<Blob>;
};

/**
 * Opens PGlite in a worker thread of its own, so a long query (a search, a report, a migration)
 * never holds the server's event loop: the server's thread only sends the question and reads the
 * answer. The database behaves as PGlite does in process: same SQL, same errors (with their
 * PostgreSQL codes), transactions that other queries wait for.
 */
export async function openPgliteInThread(options: PgliteThreadOptions): Promise<PgliteInThread> {
  const worker = startWorker(options);
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let stopped: Error | undefined;
  let nextId = 1;
  let nextTransaction = 1;

  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });

  function stop(error: Error) {
    stopped ??= error;
    for (const each of waiting.values()) each.reject(stopped);
    waiting.clear();
  }

  worker.on("message", (reply: PgliteReply) => {
    const asked = waiting.get(reply.id);
    if (!asked) return;
    waiting.delete(reply.id);
    if (reply.ok) asked.resolve(reply.value);
    else asked.reject(errorFrom(reply.error));
  });
  worker.on("error", (error) => stop(error));
  worker.on("exit", (code) => stop(new Error(`The database thread stopped (exit code ${code})`)));

  function ask<T>(request: Omit<PgliteRequest, "id"> & { op: PgliteRequest["op"] }): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const queryIn =
    (txId: number | undefined) =>
    <T>(sql: string, params?: unknown[], queryOptions?: QueryOptions): Promise<Results<T>> =>
      ask<Results<T>>({
        op: "query",
        sql,
        ...(params ? { params } : {}),
        ...(queryOptions?.rowMode ? { rowMode: queryOptions.rowMode } : {}),
        ...(queryOptions?.parsers ? { rawTypes: Object.keys(queryOptions.parsers).map(Number) } : {}),
        ...(txId === undefined ? {} : { txId }),
      } as PgliteRequest);
  const execIn = (txId: number | undefined) => (sql: string) =>
    ask<Results[]>({ op: "exec", sql, ...(txId === undefined ? {} : { txId }) } as PgliteRequest);

  async function transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = nextTransaction++;
    await ask({ op: "begin", txId } as PgliteRequest);
    const tx = { query: queryIn(txId), exec: execIn(txId) } as unknown as Transaction;
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await ask({ op: "end", txId, commit: false } as PgliteRequest).catch(() => undefined);
      throw error;
    }
    await ask({ op: "end", txId, commit: true } as PgliteRequest);
    return result;
  }

  await ready.catch((error: unknown) => {
    void worker.terminate();
    throw error;
  });

  return {
    query: queryIn(undefined),
    exec: execIn(undefined),
    transaction,
    dumpDataDir: async () => new Blob([await ask<Uint8Array>({ op: "dump" } as PgliteRequest)]),
    close: async () => {
      if (stopped) return;
      await ask({ op: "close" } as PgliteRequest).catch(() => undefined);
      await worker.terminate();
    },
  } as PgliteInThread;
}
