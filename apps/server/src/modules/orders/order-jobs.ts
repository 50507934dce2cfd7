import type { JobHandlers } from "../jobs/job-handlers.js";
import { cancelUnconfirmedCodJob, COD_AUTO_CANCEL_JOB } from "./cod-confirmation.js";

/** The background work of orders, by job kind. */
export const orderJobHandlers: JobHandlers = {
  [COD_AUTO_CANCEL_JOB]: cancelUnconfirmedCodJob,
};
