import type { SmsMessage, SmsSender } from "./sms-sender.js";

const TIMEOUT_MS = 10_000;

/**
 * Fast2SMS-style bulk API (also how MSG91's flow endpoints are called): a JSON POST with the key in
 * the authorization header; the provider answers { return: true } when it accepted the message.
 */
export class HttpSmsSender implements SmsSender {
  readonly transport = "http" as const;

  constructor(
    private readonly apiUrl: string,
    private readonly apiKey: string,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.apiUrl, {
      method: "POST",
      headers: { authorization: this.apiKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ route: "q", message: message.text, language: "english", flash: 0, numbers: message.to }),
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
