import { DEMO_ARTWORK_JOB } from "./db/seed/seed-demo.js";
import { drawDemoArtworkJob } from "./db/seed/demo-artwork-job.js";
import { imageJobHandlers } from "./modules/images/image-jobs.js";
import { combineJobHandlers } from "./modules/jobs/job-handlers.js";
import type { MaintenanceTask } from "./modules/jobs/job-worker.js";
import { pruneExpiredMessageLinks } from "./modules/notifications/message-links.js";
import { notificationJobHandlers } from "./modules/notifications/notification-jobs.js";
import { orderJobHandlers } from "./modules/order-lifecycle/order-jobs.js";
import { recoveryJobHandlers } from "./modules/recovery/recovery-jobs.js";
import { shippingJobHandlers } from "./modules/shipping/shipping-jobs.js";

/** Every kind of background job the shop runs, by name. */
export const jobHandlers = combineJobHandlers(
  notificationJobHandlers,
  recoveryJobHandlers,
  shippingJobHandlers,
  orderJobHandlers,
  imageJobHandlers,
  { [DEMO_ARTWORK_JOB]: drawDemoArtworkJob },
);

/** What the job worker clears about once an hour besides finished jobs. */
export const jobMaintenance: readonly MaintenanceTask[] = [(deps) => pruneExpiredMessageLinks(deps.db, deps.now())];
