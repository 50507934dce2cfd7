import type { JobHandlers } from "../jobs/index.js";
import { DELIVERY_NOTICE_JOB, sendDeliveryNotice } from "./delivery-notices.js";
import { ORDER_NOTICE_JOB, sendOrderNotice } from "./order-notices.js";
import { PAYMENT_REFUNDED_JOB, sendPaymentRefundedNotice } from "./payment-notices.js";
import { sendWhatsAppNotice, WHATSAPP_NOTICE_JOB } from "./phone-messages.js";
import { RESTOCK_NOTICE_JOB, sendRestockNotice } from "./restock-notices.js";
import { SELLER_ALERT_JOB, sendSellerAlert } from "./seller-alerts.js";
import { sendSimilarPieceNotice, SIMILAR_PIECE_NOTICE_JOB } from "./similar-piece-notices.js";

/** The notices sent from the job queue, by job kind. */
export const notificationJobHandlers: JobHandlers = {
  [ORDER_NOTICE_JOB]: sendOrderNotice,
  [PAYMENT_REFUNDED_JOB]: sendPaymentRefundedNotice,
  [SELLER_ALERT_JOB]: sendSellerAlert,
  [RESTOCK_NOTICE_JOB]: sendRestockNotice,
  [SIMILAR_PIECE_NOTICE_JOB]: sendSimilarPieceNotice,
  [DELIVERY_NOTICE_JOB]: sendDeliveryNotice,
  [WHATSAPP_NOTICE_JOB]: sendWhatsAppNotice,
};
