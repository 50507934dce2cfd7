import type { WhatsAppSettings } from "../../config.js";
import type { WhatsAppMessage, WhatsAppSender } from "./whatsapp-sender.js";

const TIMEOUT_MS = 10_000;

type GraphError = { error?: { message?: string; type?: string; code?: number; error_data?: { details?: string }; fbtrace_id?: string } };
type SendAnswer = GraphError & { messages?: { id: string }[] };

/**
 * Meta's WhatsApp Business Cloud API: POST {graph}/{phone-number-id}/messages with a template
 * message; Meta answers the message's wamid id, or a Graph error with a code and details.
 */
export class CloudApiWhatsAppSender implements WhatsAppSender {
  readonly transport = "cloud-api" as const;

  constructor(private readonly settings: WhatsAppSettings) {}

  async send(message: WhatsAppMessage): Promise<void> {
    const response = await fetch(`${this.settings.apiUrl}/${this.settings.phoneNumberId}/messages`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${this.settings.accessToken}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify({
        messaging_product: "whatsapp",
        recipient_type: "individual",
        // WhatsApp numbers carry the country code; the shop keeps Indian 10-digit numbers.
        to: `91${message.to}`,
        type: "template",
        template: {
          name: this.settings.templateNames[message.template],
          language: { code: this.settings.languageCode },
          components: [
            { type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) },
            { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: message.linkCode }] },
          ],
        },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as SendAnswer;
    if (!response.ok || answer.error || !answer.messages?.[0]?.id) {
      const error = answer.error;
      throw new Error(
        `WhatsApp refused the message: HTTP ${response.status}${error ? ` code ${error.code ?? "?"} ${error.message ?? ""}${error.error_data?.details ? ` (${error.error_data.details})` : ""}` : ""}`,
      );
    }
  }
}
