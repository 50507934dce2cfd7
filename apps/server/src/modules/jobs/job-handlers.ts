import { ORDER_NOTICE_JOB, sendOrderNotice } from "../notifications/order-notices.js";
import { PAYMENT_REFUNDED_JOB, sendPaymentRefundedNotice } from "../notifications/payment-notices.js";
import {
  cancelShipmentJob,
  createShipmentJob,
  returnPickupJob,
  SHIPPING_CANCEL_JOB,
  SHIPPING_CREATE_JOB,
  SHIPPING_RETURN_JOB,
} from "../shipping/shipping-jobs.js";
import type { JobHandlers } from "./job-worker.js";

/** Every kind of background job the shop runs, by name. */
export const jobHandlers: JobHandlers = {
  [ORDER_NOTICE_JOB]: sendOrderNotice,
  [PAYMENT_REFUNDED_JOB]: sendPaymentRefundedNotice,
  [SHIPPING_CREATE_JOB]: createShipmentJob,
  [SHIPPING_CANCEL_JOB]: cancelShipmentJob,
  [SHIPPING_RETURN_JOB]: returnPickupJob,
};
