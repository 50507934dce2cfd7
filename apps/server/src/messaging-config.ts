import { z } from "zod";
import { SMS_TEMPLATE_NAMES, type SmsTemplateName } from "./modules/notifications/index.js";
import { WHATSAPP_TEMPLATE_NAMES, type WhatsAppTemplateName } from "./modules/notifications/index.js";

/** name=value pairs separated by commas, as SMS_DLT_TEMPLATE_IDS and WHATSAPP_TEMPLATES are written. */
const pairList = z.string().transform((value, context) => {
  const pairs: Record<string, string> = {};
  for (const piece of value.split(",").map((part) => part.trim()).filter(Boolean)) {
    const [name, setting] = piece.split("=").map((part) => part.trim());
    if (!name || !setting) {
      context.addIssue({ code: "custom", message: `"${piece}" must be written name=value` });
      return z.NEVER;
    }
    pairs[name] = setting;
  }
  return pairs;
});

/** The environment's SMS (DLT) and WhatsApp settings; their secrets stay in the environment. */
export const MESSAGING_ENV = {
  SMS_DLT_ENTITY_ID: z.string().regex(/^\d{10,25}$/, { message: "must be the DLT principal entity id (digits)" }).optional(),
  SMS_SENDER_ID: z.string().regex(/^[A-Z]{6}$/, { message: "must be the 6-letter DLT header, such as PALLUS" }).optional(),
  SMS_DLT_TEMPLATE_IDS: pairList.optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, { message: "must be the phone number id (digits) from Meta's WhatsApp manager" }).optional(),
  WHATSAPP_API_URL: z.url({ message: "must be a full URL" }).default("https://graph.facebook.com/v21.0"),
  WHATSAPP_LANGUAGE: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, { message: "must be a template language code such as en or en_US" }).default("en"),
  WHATSAPP_TEMPLATES: pairList.optional(),
};

type MessagingEnv = {
  SMS_API_KEY?: string | undefined;
  SMS_DLT_ENTITY_ID?: string | undefined;
  SMS_SENDER_ID?: string | undefined;
  SMS_DLT_TEMPLATE_IDS?: Record<string, string> | undefined;
  WHATSAPP_ACCESS_TOKEN?: string | undefined;
  WHATSAPP_PHONE_NUMBER_ID?: string | undefined;
  WHATSAPP_API_URL: string;
  WHATSAPP_LANGUAGE: string;
  WHATSAPP_TEMPLATES?: Record<string, string> | undefined;
};

/** An SMS provider sends only registered templates: the entity, the header and every template's id must be known. */
export function checkMessagingEnv(env: MessagingEnv, context: z.RefinementCtx): void {
  if (env.SMS_API_KEY) {
    if (!env.SMS_DLT_ENTITY_ID) context.addIssue({ code: "custom", path: ["SMS_DLT_ENTITY_ID"], message: "must be set with SMS_API_KEY" });
    if (!env.SMS_SENDER_ID) context.addIssue({ code: "custom", path: ["SMS_SENDER_ID"], message: "must be set with SMS_API_KEY" });
    const ids = env.SMS_DLT_TEMPLATE_IDS ?? {};
    const missing = SMS_TEMPLATE_NAMES.filter((name) => !ids[name]);
    if (missing.length) {
      context.addIssue({ code: "custom", path: ["SMS_DLT_TEMPLATE_IDS"], message: `must give the DLT template id of: ${missing.join(", ")}` });
    }
  }
  const unknownSms = Object.keys(env.SMS_DLT_TEMPLATE_IDS ?? {}).filter((name) => !(SMS_TEMPLATE_NAMES as string[]).includes(name));
  if (unknownSms.length) {
    context.addIssue({ code: "custom", path: ["SMS_DLT_TEMPLATE_IDS"], message: `names no template of the shop: ${unknownSms.join(", ")}` });
  }
  const unknownWhatsApp = Object.keys(env.WHATSAPP_TEMPLATES ?? {}).filter((name) => !(WHATSAPP_TEMPLATE_NAMES as string[]).includes(name));
  if (unknownWhatsApp.length) {
    context.addIssue({ code: "custom", path: ["WHATSAPP_TEMPLATES"], message: `names no template of the shop: ${unknownWhatsApp.join(", ")}` });
  }
  if (Boolean(env.WHATSAPP_ACCESS_TOKEN) !== Boolean(env.WHATSAPP_PHONE_NUMBER_ID)) {
    context.addIssue({ code: "custom", path: ["WHATSAPP_PHONE_NUMBER_ID"], message: "WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together" });
  }
}

export type SmsDltSettings = { entityId: string; senderId: string; templateIds: Record<SmsTemplateName, string> };

export type WhatsAppSettings = {
  accessToken: string;
  phoneNumberId: string;
  apiUrl: string;
  languageCode: string;
  /** The name each of the shop's notices has in Meta's WhatsApp manager. */
  templateNames: Record<WhatsAppTemplateName, string>;
};

export function smsDltSettings(env: MessagingEnv): SmsDltSettings {
  return {
    entityId: env.SMS_DLT_ENTITY_ID ?? "",
    senderId: env.SMS_SENDER_ID ?? "",
    templateIds: (env.SMS_DLT_TEMPLATE_IDS ?? {}) as Record<SmsTemplateName, string>,
  };
}

export function whatsAppSettings(env: MessagingEnv): WhatsAppSettings | undefined {
  if (!env.WHATSAPP_ACCESS_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID) return undefined;
  const chosen = env.WHATSAPP_TEMPLATES ?? {};
  return {
    accessToken: env.WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    apiUrl: env.WHATSAPP_API_URL.replace(/\/$/, ""),
    languageCode: env.WHATSAPP_LANGUAGE,
    templateNames: Object.fromEntries(
      WHATSAPP_TEMPLATE_NAMES.map((name) => [name, chosen[name] ?? defaultWhatsAppTemplateName(name)]),
    ) as Record<WhatsAppTemplateName, string>,
  };
}

/** orderPlaced → pallu_order_placed: Meta's template names are lower case with underscores. */
export function defaultWhatsAppTemplateName(name: WhatsAppTemplateName): string {
  return `pallu_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
}
