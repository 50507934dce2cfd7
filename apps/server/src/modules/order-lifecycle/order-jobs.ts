import type { JobHandlers } from "../jobs/index.js";
import { SHIPPING_RETURN_JOB } from "../shipping/index.js";
import { cancelUnconfirmedCodJob, COD_AUTO_CANCEL_JOB } from "./cod-confirmation.js";
import { returnPickupJob } from "./return-pickup-job.js";

/** The background work of an order's life, by job kind. */
export const orderJobHandlers: JobHandlers = {
  [COD_AUTO_CANCEL_JOB]: cancelUnconfirmedCodJob,
  [SHIPPING_RETURN_JOB]: returnPickupJob,
};
