/** The jobs module's public face: other modules import only what is named here. */
export { combineJobHandlers, type JobHandlers } from "./job-handlers.js";
export { enqueueJob, requeueInterruptedJobs } from "./job-queue.js";
export { type MaintenanceTask, startJobWorker } from "./job-worker.js";
