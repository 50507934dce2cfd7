import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";

const newId = (prefix) => `${prefix}_${randomBytes(9).toString("base64url").replace(/[^\w]/g, "x")}`;
const hmacHex = (secret, text) => createHmac("sha256", secret).update(text).digest("hex");

async function readJson(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : {};
}

/**
 * Razorpay's Orders, Payments and Refunds API on loopback, as the shop's Razorpay client calls it,
 * plus what the shopper's checkout and Razorpay's webhooks do. A request matching a stall pattern
 * takes effect (the order is created, the payment captured) but its answer is held back, so a
 * test can kill the shop while it waits.
 */
export async function startFakeRazorpay() {
  const keyId = "rzp_test_cluster";
  const keySecret = randomBytes(16).toString("hex");
  const webhookSecret = randomBytes(16).toString("hex");
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const orders = new Map();
  const payments = new Map();
  const refunds = [];
  const stalls = [];
  const held = new Set();
  const arrivals = [];

  const entity = (payment) => ({
    entity: "payment",
    id: payment.id,
    order_id: payment.orderId,
    amount: payment.amount,
    currency: "INR",
    status: payment.status,
  });

  async function answer(request) {
    if (request.headers.authorization !== expectedAuth)
      return [401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } }];
    const url = new URL(request.url ?? "/", "http://fake");
    const parts = url.pathname.split("/").filter(Boolean);
    if (request.method === "POST" && url.pathname === "/v1/orders") {
      const body = await readJson(request);
      const order = { id: newId("order"), amount: Number(body.amount), receipt: String(body.receipt) };
      orders.set(order.id, order);
      return [
        200,
        {
          entity: "order",
          id: order.id,
          amount: order.amount,
          currency: "INR",
          receipt: order.receipt,
          status: "created",
        },
      ];
    }
    if (request.method === "GET" && parts[1] === "payments" && parts.length === 3) {
      const payment = payments.get(parts[2]);
      return payment
        ? [200, entity(payment)]
        : [404, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } }];
    }
    if (request.method === "GET" && parts[1] === "orders" && parts[3] === "payments") {
      const items = [...payments.values()].filter((payment) => payment.orderId === parts[2]).map(entity);
      return [200, { entity: "collection", count: items.length, items }];
    }
    const payment = parts[1] === "payments" ? payments.get(parts[2]) : undefined;
    if (request.method === "POST" && parts[3] === "capture") {
      const body = await readJson(request);
      if (!payment)
        return [404, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } }];
      if (payment.status !== "authorized")
        return [400, { error: { code: "BAD_REQUEST_ERROR", description: "This payment has already been captured" } }];
      if (Number(body.amount) !== payment.amount)
        return [
          400,
          {
            error: { code: "BAD_REQUEST_ERROR", description: "Capture amount must be equal to the amount authorized" },
          },
        ];
      payment.status = "captured";
      return [200, entity(payment)];
    }
    if (request.method === "POST" && parts[3] === "refund") {
      const body = await readJson(request);
      if (!payment)
        return [404, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } }];
      if (payment.status !== "captured")
        return [
          400,
          { error: { code: "BAD_REQUEST_ERROR", description: "The payment has been fully refunded already" } },
        ];
      payment.status = "refunded";
      const refund = {
        entity: "refund",
        id: newId("rfnd"),
        payment_id: payment.id,
        amount: Number(body.amount ?? payment.amount),
        status: "processed",
      };
      refunds.push(refund);
      return [200, refund];
    }
    return [
      404,
      { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." } },
    ];
  }

  const server = createServer(async (request, response) => {
    const line = `${request.method} ${request.url}`;
    let status;
    let body;
    try {
      [status, body] = await answer(request);
    } catch {
      // the caller went away before its request was read
      return;
    }
    for (const arrival of [...arrivals]) {
      if (arrival.pattern.test(line)) {
        arrivals.splice(arrivals.indexOf(arrival), 1);
        arrival.resolve(line);
      }
    }
    if (stalls.some((pattern) => pattern.test(line))) {
      held.add(response);
      response.once("close", () => held.delete(response));
      return;
    }
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    /** Holds back the answer to every request whose "METHOD /path" matches, until unstall(). */
    stall(pattern) {
      stalls.push(pattern);
    },
    unstall() {
      stalls.length = 0;
      for (const response of held) response.destroy();
    },
    /** Resolves once the next request matching the pattern has arrived and taken effect. */
    arrival(pattern) {
      return new Promise((resolve) => arrivals.push({ pattern, resolve }));
    },
    /** What the shopper's checkout does: a payment of the order's amount and its signed result. */
    pay(orderId, { capture = true } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no such order ${orderId}`);
      const payment = { id: newId("pay"), orderId, amount: order.amount, status: capture ? "captured" : "authorized" };
      payments.set(payment.id, payment);
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: hmacHex(keySecret, `${orderId}|${payment.id}`),
      };
    },
    /** Razorpay's payment.captured webhook for a payment, delivered to the shop; the status it answered. */
    async deliverCapturedWebhook(shopUrl, paymentId) {
      const payment = payments.get(paymentId);
      const body = JSON.stringify({
        entity: "event",
        event: "payment.captured",
        contains: ["payment"],
        payload: { payment: { entity: entity(payment) } },
        created_at: Math.floor(Date.now() / 1000),
      });
      try {
        const response = await fetch(`${shopUrl}/api/v1/payments/razorpay/webhook`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-razorpay-signature": hmacHex(webhookSecret, body),
            "x-razorpay-event-id": `evt_${paymentId}`,
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        return response.status;
      } catch {
        return 0;
      }
    },
    close() {
      stalls.length = 0;
      for (const response of held) response.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
