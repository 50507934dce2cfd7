import { parentPort, threadId } from "node:worker_threads";
import { drawPdf, type PdfJob } from "./pdf-jobs.js";

/** The PDF worker thread: draws each job it is sent, one at a time, and answers with its bytes. */
export type PdfRequest = { id: number; job: PdfJob };
export type PdfAnswer = { id: number; threadId: number } & ({ pdf: Uint8Array } | { error: string });

parentPort?.on("message", ({ id, job }: PdfRequest) => {
  // a drawing that throws as it starts is answered like one that fails later: the worker lives on
  Promise.resolve(job)
    .then(drawPdf)
    .then(
      (pdf) => parentPort!.postMessage({ id, threadId, pdf } satisfies PdfAnswer),
      (error: unknown) =>
        parentPort!.postMessage({
          id,
          threadId,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies PdfAnswer),
    );
});
