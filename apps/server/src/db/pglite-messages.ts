/** What the server's thread and the embedded database's thread (pglite-worker.ts) say to each other. */

export type PgliteThreadOptions = { dataDir?: string; loadDataDir?: Uint8Array };

type InTransaction = { txId?: number };

export type PgliteRequest = { id: number } & (
  | ({
      op: "query";
      sql: string;
      params?: unknown[];
      rowMode?: "array" | "object";
      rawTypes?: number[];
    } & InTransaction)
  | ({ op: "exec"; sql: string } & InTransaction)
  | { op: "begin"; txId: number }
  | { op: "end"; txId: number; commit: boolean }
  | { op: "dump" }
  | { op: "close" }
);

export type DescribedError = { name: string; message: string; stack?: string; props: Record<string, unknown> };

export type PgliteReply = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: DescribedError });
