/** The notifications module's public face: other modules import only what is named here. */
export {
  queueCodConfirmationNotice,
  queueDeliveryFailedNotice,
  queueOutForDeliveryNotice,
} from "./delivery-notices.js";
export { pruneExpiredMessageLinks } from "./message-links.js";
export { noticesOnTransition } from "./notice-effects.js";
export { notificationJobHandlers } from "./notification-jobs.js";
export { queueOrderNotice } from "./order-notices.js";
export { queueExtraPaymentRefundedNotice, queuePaymentRefundedNotice } from "./payment-notices.js";
export { queuePaymentLinkNotice } from "./payment-link-notices.js";
export { linkCode, textTemplate } from "./phone-messages.js";
export { RESTOCK_NOTICE_JOB } from "./restock-notices.js";
export { SIMILAR_PIECE_NOTICE_JOB } from "./similar-piece-notices.js";
export { queueLowStockAlerts, queueSellerAlert } from "./seller-alerts.js";
export { queueTailoringNotice, type TailoringNotice } from "./tailoring-notices.js";
export { fillSms, matchesTemplate, SMS_TEMPLATE_NAMES, type SmsNotice, type SmsTemplateName } from "./sms-templates.js";
export { WHATSAPP_TEMPLATE_NAMES, whatsAppPreview, type WhatsAppTemplateName } from "./whatsapp-templates.js";
