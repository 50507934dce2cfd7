import type { JobHandlers } from "../jobs/index.js";
import { SHIPPING_RETURN_JOB } from "../shipping/index.js";
import { cancelUnconfirmedCodJob, COD_AUTO_CANCEL_JOB } from "./cod-confirmation.js";
import { returnPickupJob } from "./return-pickup-job.js";

/** The background work of an order's life, by job kind and lane (see jobs/job-lanes.ts). */
export const orderJobHandlers: JobHandlers = {
  // Due at the deadline: the stock an unconfirmed order holds goes back on sale.
  [COD_AUTO_CANCEL_JOB]: { lane: "urgent", run: cancelUnconfirmedCodJob },
  [SHIPPING_RETURN_JOB]: { lane: "routine", run: returnPickupJob },
};
