import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { TestGateway } from "../integrations/razorpay/test-gateway.js";
import { aShopBeside, type ShopBesideFake } from "./test-app.js";

export type FakeRazorpay = {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  gateway: TestGateway;
  /** Makes every call fail: "down" answers 503, "stall" never answers. */
  mode: "up" | "down" | "stall";
  /** Makes the next refunds, once made, lose their answer (the connection drops), as a timeout would. */
  dropRefundAnswers: number;
  requests: string[];
  /** The bodies of the payment links the shop asked for. */
  linkRequests: Record<string, unknown>[];
  close(): Promise<void>;
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** The shop's Razorpay settings that point it at this fake. */
export function razorpayEnvOf(fake: FakeRazorpay): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
    RAZORPAY_BASE_URL: fake.baseUrl,
  };
}

/** Razorpay's Orders, Payments, Refunds and Payment Links HTTP API on loopback, with Basic auth, for adapter tests. */
export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = "rzp_test_fake";
  const keySecret = "fake-key-secret";
  const webhookSecret = "fake-webhook-secret";
  const gateway = new TestGateway({ keySecret, webhookSecret });
  const fake = { keyId, keySecret, webhookSecret, gateway, mode: "up", dropRefundAnswers: 0, requests: [] as string[], linkRequests: [] as Record<string, unknown>[] } as FakeRazorpay;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    fake.requests.push(`${request.method} ${request.url}`);
    if (fake.mode === "stall") return;
    if (fake.mode === "down") return send(503, { error: { code: "SERVER_ERROR" } });
    if (request.headers.authorization !== expectedAuth) return send(401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    const url = new URL(request.url ?? "/", "http://fake");
    const parts = url.pathname.split("/").filter(Boolean);
    const payment = async (id: string) => {
      const found = await gateway.fetchPayment(id);
      return found && { id: found.id, order_id: found.orderId, amount: found.amountPaise, currency: "INR", status: found.status };
    };
    if (request.method === "POST" && url.pathname === "/v1/orders") {
      const body = await readJson(request);
      const order = await gateway.createOrder({ amountPaise: Number(body.amount), receipt: String(body.receipt) });
      return send(200, { id: order.id, amount: order.amountPaise, currency: "INR", receipt: body.receipt, status: "created" });
    }
    if (request.method === "GET" && parts[0] === "v1" && parts[1] === "payments" && parts[2] && parts.length === 3) {
      const found = await payment(parts[2]);
      return found ? send(200, found) : send(404, { error: { code: "BAD_REQUEST_ERROR" } });
    }
    if (request.method === "GET" && parts[1] === "orders" && parts[3] === "payments" && parts[2]) {
      const items = await gateway.fetchOrderPayments(parts[2]);
      return send(200, { entity: "collection", count: items.length, items: await Promise.all(items.map((p) => payment(p.id))) });
    }
    if (request.method === "POST" && parts[1] === "payments" && parts[2] && parts[3] === "refund") {
      const body = await readJson(request);
      const found = await gateway.fetchPayment(parts[2]);
      if (!found) return send(404, { error: { code: "BAD_REQUEST_ERROR" } });
      // X-Refund-Idempotency: the same key answers the same refund; another payload with it is refused.
      const key = request.headers["x-refund-idempotency"];
      const amount = body.amount === undefined ? found.amountPaise : Number(body.amount);
      let refund;
      try {
        refund = await gateway.refund(parts[2], amount, typeof key === "string" ? key : undefined);
      } catch (error) {
        return send(400, { error: { code: "BAD_REQUEST_ERROR", description: (error as Error).message } });
      }
      if (fake.dropRefundAnswers > 0) {
        fake.dropRefundAnswers -= 1;
        request.socket.destroy();
        return;
      }
      return send(200, { entity: "refund", payment_id: parts[2], amount, ...refund });
    }
    if (request.method === "POST" && parts[1] === "payments" && parts[2] && parts[3] === "capture") {
      await readJson(request);
      if (!(await gateway.fetchPayment(parts[2]))) return send(404, { error: { code: "BAD_REQUEST_ERROR" } });
      await gateway.capture(parts[2]);
      return send(200, await payment(parts[2]));
    }
    if (request.method === "POST" && url.pathname === "/v1/payment_links") {
      const body = await readJson(request);
      const customer = (body.customer ?? {}) as { name?: string; contact?: string; email?: string };
      if (!Number.isInteger(body.amount) || Number(body.amount) < 100 || body.currency !== "INR") {
        return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The amount must be at least INR 1.00" } });
      }
      if (typeof body.expire_by !== "number" || body.expire_by * 1000 < Date.now() + 15 * 60_000) {
        return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "expire_by should be at least 15 minutes after current time" } });
      }
      const link = await gateway.createPaymentLink({
        amountPaise: Number(body.amount),
        referenceId: String(body.reference_id),
        description: String(body.description ?? ""),
        expiresAt: new Date(body.expire_by * 1000),
        customer: { name: customer.name ?? "", phone: customer.contact ?? null, email: customer.email ?? null },
        callbackUrl: String(body.callback_url ?? ""),
      });
      fake.linkRequests.push(body);
      return send(200, { id: link.id, short_url: link.url, amount: body.amount, currency: "INR", status: "created", reference_id: body.reference_id, expire_by: body.expire_by });
    }
    if (parts[1] === "payment_links" && parts[2]) {
      const link = await gateway.fetchPaymentLink(parts[2]);
      if (!link) return send(404, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
      if (request.method === "POST" && parts[3] === "cancel") {
        if (link.status !== "created") return send(400, { error: { code: "BAD_REQUEST_ERROR", description: `Payment Link cannot be cancelled as it is already ${link.status}` } });
        await gateway.cancelPaymentLink(parts[2]);
      } else if (request.method !== "GET" || parts.length !== 3) {
        return send(404, { error: { code: "NOT_FOUND" } });
      }
      const seen = (await gateway.fetchPaymentLink(parts[2]))!;
      return send(200, {
        id: seen.id,
        short_url: seen.url,
        amount: seen.amountPaise,
        status: seen.status,
        payments: seen.payments.length === 0 ? null : seen.payments.map((p) => ({ payment_id: p.id, amount: p.amountPaise, status: p.status })),
      });
    }
    return send(404, { error: { code: "NOT_FOUND" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** A test shop whose online payments go to a fake Razorpay on loopback; `close` stops both. */
export async function aShopOnFakeRazorpay(): Promise<ShopBesideFake<FakeRazorpay>> {
  const fake = await startFakeRazorpay();
  return aShopBeside(fake, razorpayEnvOf(fake));
}
