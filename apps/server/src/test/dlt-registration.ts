import { SMS_TEMPLATE_NAMES } from "../modules/notifications/sms-templates.js";

/** A DLT template id as the portals number them (1107…), one per template of the shop. */
export const dltTemplateId = (name: string) => String(1107160000000000000 + SMS_TEMPLATE_NAMES.indexOf(name as never) * 1000);

/** The shop's DLT registration, as a shop that sends SMS over HTTPS must set it: every template has its id. */
export const DLT_REGISTRATION = {
  SMS_DLT_ENTITY_ID: "1201160000000012345",
  SMS_SENDER_ID: "PALLUS",
  SMS_DLT_TEMPLATE_IDS: SMS_TEMPLATE_NAMES.map((name) => `${name}=${dltTemplateId(name)}`).join(","),
};
