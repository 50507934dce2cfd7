import { DEMO_ARTWORK_JOB } from "./db/seed/seed-demo.js";
import { drawDemoArtworkJob } from "./db/seed/demo-artwork-job.js";
import { PublicImageFetcher } from "./integrations/remote-images/public-image-fetcher.js";
import { catalogueFileJobHandlers } from "./modules/catalogue-files/index.js";
import { imageJobHandlers } from "./modules/images/index.js";
import { combineJobHandlers } from "./modules/jobs/index.js";
import type { MaintenanceTask } from "./modules/jobs/index.js";
import { pruneExpiredMessageLinks } from "./modules/notifications/index.js";
import { notificationJobHandlers } from "./modules/notifications/index.js";
import { orderJobHandlers } from "./modules/order-lifecycle/index.js";
import { recoveryJobHandlers } from "./modules/recovery/index.js";
import { shippingJobHandlers } from "./modules/shipping/index.js";
import { sellingAbroadJobHandlers } from "./modules/selling-abroad/index.js";

/** Every kind of background job the shop runs, by name, each with the lane it runs in (see modules/jobs/job-lanes.ts). */
export const jobHandlers = combineJobHandlers(
  notificationJobHandlers,
  recoveryJobHandlers,
  shippingJobHandlers,
  orderJobHandlers,
  imageJobHandlers,
  sellingAbroadJobHandlers,
  catalogueFileJobHandlers(new PublicImageFetcher()),
  { [DEMO_ARTWORK_JOB]: { lane: "bulk", run: drawDemoArtworkJob } },
);

/** What the job worker clears about once an hour besides finished jobs. */
export const jobMaintenance: readonly MaintenanceTask[] = [(deps) => pruneExpiredMessageLinks(deps.db, deps.now())];
