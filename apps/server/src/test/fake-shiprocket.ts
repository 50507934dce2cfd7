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
  couriers: Record<string, { name: string; days: number; cod: boolean; rate?: number; recommended?: boolean }[]>;
  /** Every call after login, as path and body, oldest first. */
  calls: { path: string; body: Record<string, unknown> }[];
  /** The next call to a path is refused with this status and body, as Shiprocket refuses (once). */
  refuseNext(path: string, status: number, body: Record<string, unknown>): void;
  /** AWBs cancelled, with their shipments' ids. */
  cancelledAwbs: unknown[];
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

/**
 * Shiprocket's external API on loopback: login, ad-hoc orders, serviceability with rates, AWB
 * assignment, pickup, label, manifest, cancel, returns; and the PDFs behind the addresses it gives.
 */
export async function startFakeShiprocket(credentials = { email: "ship@pallu.test", password: "ship-secret" }): Promise<FakeShiprocket> {
  let token = "token-1";
  let sequence = 1000;
  const refusals = new Map<string, { status: number; body: Record<string, unknown> }>();
  /** Shipments Shiprocket holds: which have an AWB, a pickup, a manifest. */
  const held = new Map<string, { orderId: string; awb?: string; pickup?: boolean; manifest?: boolean }>();
  const courierNames = ["Delhivery Surface", "Blue Dart", "Xpressbees", "Ekart"];
  const fake: FakeShiprocket = {
    baseUrl: "",
    logins: 0,
    created: [],
    cancelled: [],
    mode: "up",
    couriers: {},
    serviceabilityAsked: [],
    calls: [],
    cancelledAwbs: [],
    refuseNext: (path, status, body) => {
      refusals.set(path, { status, body });
    },
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
    const pdf = (name: string) => {
      response.writeHead(200, { "content-type": "application/pdf" });
      response.end(`%PDF-1.4\n% ${name}\n%%EOF\n`);
    };
    if (request.method === "GET" && request.url?.startsWith("/documents/")) return pdf(request.url);
    const body = await json(request);
    if (request.url === "/v1/external/auth/login") {
      if (body.email !== credentials.email || body.password !== credentials.password) return send(400, { message: "Invalid credentials" });
      fake.logins += 1;
      return send(200, { token });
    }
    if (request.headers.authorization !== `Bearer ${token}`) return send(401, { message: "Token has expired" });
    sequence += 1;
    const url = new URL(request.url ?? "/", "http://fake");
    fake.calls.push({ path: url.pathname, body });
    const refusal = refusals.get(url.pathname);
    if (refusal) {
      refusals.delete(url.pathname);
      return send(refusal.status, refusal.body);
    }
    const firstId = (value: unknown) => String(Array.isArray(value) ? value[0] : value);
    if (request.url === "/v1/external/orders/create/adhoc" || request.url === "/v1/external/orders/create/return") {
      fake.created.push(body);
      held.set(String(sequence + 5000), { orderId: String(sequence) });
      return send(200, { order_id: sequence, shipment_id: sequence + 5000, status: "NEW", status_code: 1, awb_code: "", courier_name: "" });
    }
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
            rate: courier.rate ?? 70 + index * 10,
          })),
          recommended_courier_company_id: couriers.findIndex((courier) => courier.recommended) + 1 || 1,
        },
      });
    }
    if (url.pathname === "/v1/external/courier/assign/awb") {
      const shipment = held.get(String(body.shipment_id));
      if (!shipment) return send(400, { message: "Invalid shipment id", status_code: 400 });
      if (shipment.awb) return send(400, { message: "AWB is already assigned", status_code: 400 });
      const courierId = Number(body.courier_id ?? 1);
      shipment.awb = `AWB${body.shipment_id}${courierId > 1 ? `C${courierId}` : ""}`;
      const courierName = courierNames[courierId - 1] ?? `Courier ${courierId}`;
      return send(200, {
        awb_assign_status: 1,
        response: { data: { courier_company_id: courierId, awb_code: shipment.awb, courier_name: courierName, shipment_id: Number(body.shipment_id), order_id: Number(shipment.orderId) } },
      });
    }
    if (url.pathname === "/v1/external/courier/generate/pickup") {
      const shipment = held.get(firstId(body.shipment_id));
      if (!shipment?.awb) return send(400, { message: "Please assign AWB before generating pickup", status_code: 400 });
      if (shipment.pickup) return send(400, { message: "Already in Pickup Queue.", status_code: 400 });
      shipment.pickup = true;
      return send(200, {
        pickup_status: 1,
        response: { pickup_scheduled_date: "2026-11-27 10:00:00", pickup_token_number: `Reference No: ${sequence}`, status: 3, data: "Pickup is scheduled for Nov 27, 2026" },
      });
    }
    if (url.pathname === "/v1/external/courier/generate/label") {
      const id = firstId(body.shipment_id);
      if (!held.get(id)?.awb) return send(200, { label_created: 0, response: "AWB not assigned", not_created: [Number(id)] });
      return send(200, { label_created: 1, label_url: `${fake.baseUrl}/documents/label-${id}.pdf`, response: "Label has been created and uploaded successfully!", not_created: [] });
    }
    if (url.pathname === "/v1/external/manifests/generate") {
      const id = firstId(body.shipment_id);
      const shipment = held.get(id);
      if (!shipment?.pickup) return send(400, { message: "Pickup is not generated for this shipment", status_code: 400 });
      if (shipment.manifest) return send(400, { message: "Manifest already generated", status_code: 400 });
      shipment.manifest = true;
      return send(200, { status: 1, manifest_url: `${fake.baseUrl}/documents/manifest-${id}.pdf` });
    }
    if (url.pathname === "/v1/external/manifests/print") {
      const orderId = firstId(body.order_ids);
      const found = [...held.entries()].find(([, shipment]) => shipment.orderId === orderId && shipment.manifest);
      if (!found) return send(400, { message: "Manifest not generated", status_code: 400 });
      return send(200, { manifest_url: `${fake.baseUrl}/documents/manifest-${found[0]}.pdf` });
    }
    if (url.pathname === "/v1/external/orders/cancel/shipment/awbs") {
      fake.cancelledAwbs.push(...(body.awbs as unknown[]));
      return send(200, { message: "Bulk Shipment cancellation is in progress. Please wait for 24 hours." });
    }
    if (url.pathname === "/v1/external/orders/cancel") {
      fake.cancelled.push(body.ids);
      return send(200, { status: 200, message: "Order cancelled" });
    }
    return send(404, { message: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
