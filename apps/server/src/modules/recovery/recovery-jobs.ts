import type { JobHandlers } from "../jobs/index.js";
import { CHECKOUT_REMINDER_JOB, sendCheckoutReminder } from "./checkout-reminders.js";

/** The background work of cart recovery, by job kind and lane (see jobs/job-lanes.ts). */
export const recoveryJobHandlers: JobHandlers = {
  [CHECKOUT_REMINDER_JOB]: { lane: "routine", run: sendCheckoutReminder },
};
