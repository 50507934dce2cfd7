import type { JobHandlers } from "../jobs/index.js";
import { DELIVERY_NOTICE_JOB, sendDeliveryNotice } from "./delivery-notices.js";
import { ORDER_NOTICE_JOB, sendOrderNotice } from "./order-notices.js";
import { PAYMENT_LINK_NOTICE_JOB, sendPaymentLinkNotice } from "./payment-link-notices.js";
import {
  EXTRA_PAYMENT_REFUNDED_JOB,
  PAYMENT_REFUNDED_JOB,
  sendExtraPaymentRefundedNotice,
  sendPaymentRefundedNotice,
} from "./payment-notices.js";
import { sendWhatsAppNotice, WHATSAPP_NOTICE_JOB } from "./phone-messages.js";
import { RESTOCK_NOTICE_JOB, sendRestockNotice } from "./restock-notices.js";
import { SELLER_ALERT_JOB, sendSellerAlert } from "./seller-alerts.js";
import { sendSimilarPieceNotice, SIMILAR_PIECE_NOTICE_JOB } from "./similar-piece-notices.js";
import { sendTailoringNotice, TAILORING_NOTICE_JOB } from "./tailoring-notices.js";

/**
 * The notices sent from the job queue, by job kind and lane (see jobs/job-lanes.ts): what a shopper
 * or the seller waits for about an order or a payment is urgent, invitations to come back are routine.
 */
export const notificationJobHandlers: JobHandlers = {
  [ORDER_NOTICE_JOB]: { lane: "urgent", run: sendOrderNotice },
  [PAYMENT_REFUNDED_JOB]: { lane: "urgent", run: sendPaymentRefundedNotice },
  [EXTRA_PAYMENT_REFUNDED_JOB]: { lane: "urgent", run: sendExtraPaymentRefundedNotice },
  [PAYMENT_LINK_NOTICE_JOB]: { lane: "urgent", run: sendPaymentLinkNotice },
  [SELLER_ALERT_JOB]: { lane: "urgent", run: sendSellerAlert },
  [RESTOCK_NOTICE_JOB]: { lane: "routine", run: sendRestockNotice },
  [SIMILAR_PIECE_NOTICE_JOB]: { lane: "routine", run: sendSimilarPieceNotice },
  [DELIVERY_NOTICE_JOB]: { lane: "urgent", run: sendDeliveryNotice },
  [WHATSAPP_NOTICE_JOB]: { lane: "urgent", run: sendWhatsAppNotice },
  [TAILORING_NOTICE_JOB]: { lane: "urgent", run: sendTailoringNotice },
};
