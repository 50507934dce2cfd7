import type { WhatsAppTemplateName } from "../../modules/notifications/index.js";

/**
 * One template message to a 10-digit Indian mobile number: the body's parameters in order, and the
 * short link code that ends the URL of the template's button.
 */
export type WhatsAppMessage = {
  to: string;
  template: WhatsAppTemplateName;
  parameters: string[];
  linkCode: string;
};

/** Sends WhatsApp template messages: Meta's Cloud API when configured, the dev outbox in development, else nothing. */
export interface WhatsAppSender {
  readonly transport: "cloud-api" | "outbox" | "off";
  send(message: WhatsAppMessage): Promise<void>;
}
