import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type TemplateRequest = {
  messaging_product: string;
  recipient_type: string;
  to: string;
  type: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: string; sub_type?: string; index?: string; parameters: { type: string; text: string }[] }[];
  };
};

export type FakeWhatsApp = {
  /** What WHATSAPP_API_URL points at: the Graph API's versioned root. */
  apiUrl: string;
  received: TemplateRequest[];
  /** The template names approved in the fake's WhatsApp manager; others are refused as Meta refuses them. */
  approved: Set<string>;
  close(): Promise<void>;
};

async function json(request: IncomingMessage): Promise<TemplateRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as TemplateRequest;
}

const graphError = (code: number, message: string, details: string, type = "OAuthException") => ({
  error: { message, type, code, error_data: { messaging_product: "whatsapp", details }, fbtrace_id: "AbCdEfGh123" },
});

/** Meta's WhatsApp Cloud API on loopback: POST /v21.0/{phone-number-id}/messages with a bearer token. */
export async function startFakeWhatsApp(phoneNumberId: string, accessToken: string): Promise<FakeWhatsApp> {
  let sequence = 0;
  const fake: FakeWhatsApp = {
    apiUrl: "",
    received: [],
    approved: new Set(),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (request.method !== "POST" || request.url !== `/v21.0/${phoneNumberId}/messages`) {
      return send(400, graphError(100, "Unsupported post request.", "Unknown path", "GraphMethodException"));
    }
    if (request.headers.authorization !== `Bearer ${accessToken}`) {
      return send(401, graphError(190, "Invalid OAuth access token - Cannot parse access token", "Invalid token"));
    }
    const body = await json(request);
    if (!fake.approved.has(body.template.name)) {
      return send(
        404,
        graphError(
          132001,
          "(#132001) Template name does not exist in the translation",
          `template name (${body.template.name}) does not exist in ${body.template.language.code}`,
        ),
      );
    }
    fake.received.push(body);
    sequence += 1;
    return send(200, {
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgS${sequence}`, message_status: "accepted" }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  return fake;
}
