import type { SmsDltSettings } from "../../config.js";
import type { SmsMessage, SmsSender } from "./sms-sender.js";

const TIMEOUT_MS = 10_000;

/**
 * Fast2SMS's DLT route (`dlt_manual`; MSG91 and others take the same three DLT fields under their
 * own names): a JSON POST with the key in the authorization header, the filled text, and the
 * principal entity id, the registered template's id and the sender id the operators check it
 * against. The provider answers { return: true } when it accepted the message.
 */
export class HttpSmsSender implements SmsSender {
  readonly transport = "http" as const;

  constructor(
    private readonly apiUrl: string,
    private readonly apiKey: string,
    private readonly dlt: SmsDltSettings,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const templateId = this.dlt.templateIds[message.template];
    if (!templateId) throw new Error(`SMS not sent: no DLT template id is set for "${message.template}" (SMS_DLT_TEMPLATE_IDS)`);
    const response = await fetch(this.apiUrl, {
      method: "POST",
      headers: { authorization: this.apiKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        route: "dlt_manual",
        sender_id: this.dlt.senderId,
        entity_id: this.dlt.entityId,
        template_id: templateId,
        message: message.text,
        flash: 0,
        numbers: message.to,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { return?: boolean; message?: unknown };
    if (!response.ok || body.return === false) {
      throw new Error(
        `SMS provider refused the message: HTTP ${response.status} ${JSON.stringify(body.message ?? "")}`,
      );
    }
  }
}
