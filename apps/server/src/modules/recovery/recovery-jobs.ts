import type { JobHandlers } from "../jobs/index.js";
import { CHECKOUT_REMINDER_JOB, sendCheckoutReminder } from "./checkout-reminders.js";

/** The background work of cart recovery, by job kind. */
export const recoveryJobHandlers: JobHandlers = {
  [CHECKOUT_REMINDER_JOB]: sendCheckoutReminder,
};
