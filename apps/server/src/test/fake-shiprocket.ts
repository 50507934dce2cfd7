import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeShiprocket = {
  baseUrl: string;
  logins: number;
  created: Record<string, unknown>[];
  cancelled: unknown[];
  /** "stall" takes requests and never answers; "reset" drops the connection without a reply. */
  mode: "up" | "stall" | "reset";
  /** The couriers that reach each delivery PIN code (none for a PIN code not listed), and the questions asked. */
  couriers: Record<string, { name: string; days: number; cod: boolean }[]>;
  serviceabilityAsked: { pickup: string | null; delivery: string | null; weight: string | null }[];
  /** Answer the next authenticated call with 401, as Shiprocket does for an expired token. */
  expireToken(): void;
  close(): Promise<void>;
};

async function json(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>) : {};
}

/** Shiprocket's external API on loopback: login, ad-hoc orders, AWB assignment, cancel, returns. */
export async function startFakeShiprocket(credentials = { email: "ship@pallu.test", password: "ship-secret" }): Promise<FakeShiprocket> {
  let token = "token-1";
  let sequence = 1000;
  const fake: FakeShiprocket = {
    baseUrl: "",
    logins: 0,
    created: [],
    cancelled: [],
    mode: "up",
    couriers: {},
    serviceabilityAsked: [],
    expireToken: () => {
      token = `token-${Math.random()}`;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer(async (request, response) => {
    if (fake.mode === "stall") return;
    if (fake.mode === "reset") return request.socket.destroy();
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const body = await json(request);
    if (request.url === "/v1/external/auth/login") {
      if (body.email !== credentials.email || body.password !== credentials.password) return send(400, { message: "Invalid credentials" });
      fake.logins += 1;
      return send(200, { token });
    }
    if (request.headers.authorization !== `Bearer ${token}`) return send(401, { message: "Token has expired" });
    sequence += 1;
    if (request.url === "/v1/external/orders/create/adhoc" || request.url === "/v1/external/orders/create/return") {
      fake.created.push(body);
      return send(200, { order_id: sequence, shipment_id: sequence + 5000, status: "NEW" });
    }
    const url = new URL(request.url ?? "/", "http://fake");
    if (request.method === "GET" && url.pathname === "/v1/external/courier/serviceability/") {
      const asked = { pickup: url.searchParams.get("pickup_postcode"), delivery: url.searchParams.get("delivery_postcode"), weight: url.searchParams.get("weight") };
      fake.serviceabilityAsked.push(asked);
      if (!asked.pickup || !asked.delivery || !asked.weight) return send(422, { message: "The pickup postcode, delivery postcode and weight are required" });
      const couriers = fake.couriers[asked.delivery] ?? [];
      if (couriers.length === 0) return send(404, { status: 404, message: "No courier serviceable for this pincode" });
      return send(200, {
        status: 200,
        data: {
          available_courier_companies: couriers.map((courier, index) => ({
            courier_company_id: index + 1,
            courier_name: courier.name,
            estimated_delivery_days: String(courier.days),
            etd: "",
            cod: courier.cod ? 1 : 0,
            rate: 70 + index * 10,
          })),
        },
      });
    }
    if (request.url === "/v1/external/courier/assign/awb") {
      return send(200, { awb_assign_status: 1, response: { data: { awb_code: `AWB${body.shipment_id}`, courier_name: "Delhivery Surface" } } });
    }
    if (request.url === "/v1/external/orders/cancel") {
      fake.cancelled.push(body.ids);
      return send(200, { status: 200, message: "Order cancelled" });
    }
    return send(404, { message: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
