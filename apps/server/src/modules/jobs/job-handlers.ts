import { AVIF_BACKFILL_JOB, backfillAvifJob } from "../images/avif-backfill-job.js";
import { IMAGE_SWEEP_JOB, sweepImagesJob } from "../images/image-sweep-job.js";
import { ORDER_NOTICE_JOB, sendOrderNotice } from "../notifications/order-notices.js";
import { PAYMENT_REFUNDED_JOB, sendPaymentRefundedNotice } from "../notifications/payment-notices.js";
import { SELLER_ALERT_JOB, sendSellerAlert } from "../notifications/seller-alerts.js";
import { CHECKOUT_REMINDER_JOB, sendCheckoutReminder } from "../recovery/checkout-reminders.js";
import { RESTOCK_NOTICE_JOB, sendRestockNotice } from "../notifications/restock-notices.js";
import { DELIVERY_NOTICE_JOB, sendDeliveryNotice } from "../notifications/delivery-notices.js";
import { sendWhatsAppNotice, WHATSAPP_NOTICE_JOB } from "../notifications/phone-messages.js";
import {
  cancelShipmentJob,
  createShipmentJob,
  returnPickupJob,
  SHIPPING_CANCEL_JOB,
  SHIPPING_CREATE_JOB,
  SHIPPING_RETURN_JOB,
} from "../shipping/shipping-jobs.js";
import { cancelUnconfirmedCodJob, COD_AUTO_CANCEL_JOB } from "../orders/cod-confirmation.js";
import { drawDemoArtworkJob } from "../../db/seed/demo-artwork-job.js";
import { DEMO_ARTWORK_JOB } from "../../db/seed/seed-demo.js";
import type { JobHandlers } from "./job-worker.js";

/** Every kind of background job the shop runs, by name. */
export const jobHandlers: JobHandlers = {
  [ORDER_NOTICE_JOB]: sendOrderNotice,
  [PAYMENT_REFUNDED_JOB]: sendPaymentRefundedNotice,
  [SELLER_ALERT_JOB]: sendSellerAlert,
  [CHECKOUT_REMINDER_JOB]: sendCheckoutReminder,
  [RESTOCK_NOTICE_JOB]: sendRestockNotice,
  [DELIVERY_NOTICE_JOB]: sendDeliveryNotice,
  [WHATSAPP_NOTICE_JOB]: sendWhatsAppNotice,
  [SHIPPING_CREATE_JOB]: createShipmentJob,
  [SHIPPING_CANCEL_JOB]: cancelShipmentJob,
  [SHIPPING_RETURN_JOB]: returnPickupJob,
  [COD_AUTO_CANCEL_JOB]: cancelUnconfirmedCodJob,
  [DEMO_ARTWORK_JOB]: drawDemoArtworkJob,
  [IMAGE_SWEEP_JOB]: sweepImagesJob,
  [AVIF_BACKFILL_JOB]: backfillAvifJob,
};
