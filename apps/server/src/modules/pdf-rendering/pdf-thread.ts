import { Worker } from "node:worker_threads";
import type { PdfJob } from "./pdf-jobs.js";
import type { PdfAnswer, PdfRequest } from "./pdf-worker.js";

/** A drawn PDF, and the thread that drew it. */
export type RenderedPdf = { pdf: Buffer; threadId: number };

/** A worker left idle this long is stopped; the next print starts another. */
const IDLE_MS = 60_000;

/**
 * The server runs from its TypeScript sources (npm start, npm run dev, the tests) or compiled in
 * dist/ (npm run serve). From the sources the worker is this file's .ts sibling, loaded through tsx
 * with the domain package read from its sources too; compiled, it is the .js sibling.
 */
const fromSources = import.meta.url.endsWith(".ts");

function startWorker(): Worker {
  if (!fromSources) return new Worker(new URL("./pdf-worker.js", import.meta.url));
  return new Worker(new URL("./pdf-worker-from-sources.mjs", import.meta.url), { execArgv: ["--conditions=source"] });
}

type Waiting = { resolve: (rendered: RenderedPdf) => void; reject: (error: Error) => void };

/**
 * Draws PDFs in one worker thread, in the order asked: drawing a hundred packing slips with their
 * invoices takes seconds of CPU, which on the main thread would hold every other request back.
 */
function pdfThread() {
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  function failAll(error: Error) {
    worker = undefined;
    for (const each of waiting.values()) each.reject(error);
    waiting.clear();
  }

  function rest(idle: Worker) {
    // an idle worker keeps no process alive, and is stopped after a while
    idle.unref();
    idleTimer = setTimeout(() => {
      if (worker !== idle || waiting.size > 0) return;
      worker = undefined;
      void idle.terminate();
    }, IDLE_MS).unref();
  }

  function running(): Worker {
    if (worker) return worker;
    const started = startWorker();
    started.on("message", (answer: PdfAnswer) => {
      const each = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ("error" in answer) each?.reject(new Error(`The PDF could not be drawn: ${answer.error}`));
      else
        each?.resolve({
          pdf: Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength),
          threadId: answer.threadId,
        });
      if (waiting.size === 0) rest(started);
    });
    started.on("error", (error) => {
      if (worker === started) failAll(error);
    });
    started.on("exit", (code) => {
      if (worker === started) failAll(new Error(`The PDF worker stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  }

  return (job: PdfJob): Promise<RenderedPdf> => {
    const thread = running();
    clearTimeout(idleTimer);
    thread.ref();
    const id = nextId++;
    return new Promise<RenderedPdf>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      thread.postMessage({ id, job } satisfies PdfRequest);
    });
  };
}

/** Draws a PDF off the main thread. */
export const renderPdf = pdfThread();
