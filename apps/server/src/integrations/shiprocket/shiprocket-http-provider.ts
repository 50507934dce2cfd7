import { indiaDateTime } from "@pallu/domain";
import {
  ShippingProviderError,
  type AssignedAwb,
  type BookedOrder,
  type CourierQuery,
  type CourierQuote,
  type CourierReach,
  type Shipment,
  type ShipmentRequest,
  type ShippingProvider,
} from "./shipping-provider.js";

export { ShippingProviderError };

const TIMEOUT_MS = 10_000;
// Shiprocket's tokens last ten days; renew a day early.
const TOKEN_LIFETIME_MS = 9 * 86_400_000;
// A label or manifest is a page or two; anything larger is not one.
const DOCUMENT_LIMIT_BYTES = 10 * 1024 * 1024;

type ShiprocketCourier = {
  courier_company_id?: number;
  courier_name?: string;
  rate?: number | string;
  estimated_delivery_days?: string | number;
  cod?: number | boolean;
};

/** Shiprocket's own words for a refusal, from the body it sent. */
function refusalText(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === "string" && message.trim() ? message.trim().slice(0, 300) : undefined;
}

type Settings = { email: string; password: string; baseUrl: string; pickupLocation: string };

/** Shiprocket's external API: token login (cached), ad-hoc orders, AWB assignment, cancel, returns. */
export class ShiprocketHttpProvider implements ShippingProvider {
  readonly mode = "shiprocket" as const;
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly settings: Settings, private readonly now: () => Date = () => new Date()) {}

  private async login(): Promise<string> {
    const answer = await this.send<{ token?: string }>("POST", "/v1/external/auth/login", { email: this.settings.email, password: this.settings.password }, false);
    if (!answer.token) throw new ShippingProviderError("Shiprocket login gave no token", false);
    this.token = { value: answer.token, expiresAt: this.now().getTime() + TOKEN_LIFETIME_MS };
    return answer.token;
  }

  private async bearer(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now().getTime()) return this.token.value;
    return this.login();
  }

  private async send<T>(method: "GET" | "POST", path: string, body: object | undefined, authenticated = true, retried = false): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          ...(authenticated ? { authorization: `Bearer ${await this.bearer()}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ShippingProviderError("Shiprocket did not answer", true);
    }
    if (response.status === 401 && authenticated && !retried) {
      this.token = undefined;
      return this.send<T>(method, path, body, authenticated, true);
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      throw new ShippingProviderError(`Shiprocket answered ${response.status}`, response.status >= 500 || response.status === 429, refusalText(answer));
    }
    return answer as T;
  }

  private orderBody(request: ShipmentRequest) {
    const [first, ...rest] = request.address.name.trim().split(/\s+/);
    return {
      order_id: request.reference,
      // Shiprocket reads the order date as India's time.
      order_date: indiaDateTime(request.createdAt),
      pickup_location: this.settings.pickupLocation,
      billing_customer_name: first ?? request.address.name,
      billing_last_name: rest.join(" "),
      billing_address: request.address.addressLine1,
      billing_address_2: request.address.addressLine2 ?? "",
      billing_city: request.address.city,
      billing_pincode: request.address.pinCode,
      billing_state: request.address.state,
      billing_country: "India",
      billing_email: request.email ?? "",
      billing_phone: request.address.phoneNumber,
      shipping_is_billing: true,
      order_items: request.lines.map((line) => ({
        name: line.name,
        sku: line.sku,
        units: line.quantity,
        selling_price: line.unitPricePaise / 100,
        hsn: line.hsnCode ?? "",
      })),
      payment_method: request.paymentType === "cod" ? "COD" : "Prepaid",
      sub_total: request.totalPaise / 100,
      // Store credit paid part of the order: the courier collects only the rest.
      ...(request.storeCreditPaise > 0 ? { total_discount: request.storeCreditPaise / 100 } : {}),
      length: request.parcel.lengthCm,
      breadth: request.parcel.breadthCm,
      height: request.parcel.heightCm,
      weight: request.parcel.weightKg,
    };
  }

  async createShipment(request: ShipmentRequest): Promise<Shipment> {
    const booked = await this.bookOrder(request);
    // An AWB Shiprocket cannot give now is asked for again from the order page.
    const assigned = await this.assignAwb(booked.shipmentId).catch(() => undefined);
    return { ...booked, awbCode: assigned?.awbCode ?? null, courier: assigned?.courier ?? null };
  }

  async bookOrder(request: ShipmentRequest): Promise<BookedOrder> {
    const created = await this.send<{ order_id?: number | string; shipment_id?: number | string }>("POST", "/v1/external/orders/create/adhoc", this.orderBody(request));
    if (!created.order_id || !created.shipment_id) throw new ShippingProviderError("Shiprocket did not create the order", false, refusalText(created));
    return { shippingOrderId: String(created.order_id), shipmentId: String(created.shipment_id) };
  }

  async assignAwb(shipmentId: string, courierId?: number): Promise<AssignedAwb> {
    type Answer = {
      awb_assign_status?: number;
      response?: { data?: { awb_code?: string; courier_name?: string; courier_company_id?: number; awb_assign_error?: string } };
    };
    const answer = await this.send<Answer>("POST", "/v1/external/courier/assign/awb", {
      shipment_id: Number(shipmentId) || shipmentId,
      ...(courierId ? { courier_id: courierId } : {}),
    });
    const data = answer.response?.data;
    if (answer.awb_assign_status !== 1 || !data?.awb_code) {
      throw new ShippingProviderError("Shiprocket did not assign an AWB", false, data?.awb_assign_error ?? refusalText(answer));
    }
    return { awbCode: String(data.awb_code), courier: data.courier_name ?? null, courierId: data.courier_company_id ?? courierId ?? null };
  }

  async requestPickup(shipmentId: string): Promise<{ pickupDate: string | null }> {
    type Answer = { pickup_status?: number; response?: { pickup_scheduled_date?: string | null; data?: string } };
    const answer = await this.send<Answer>("POST", "/v1/external/courier/generate/pickup", { shipment_id: [Number(shipmentId) || shipmentId] });
    if (answer.pickup_status !== 1) throw new ShippingProviderError("Shiprocket did not schedule the pickup", false, answer.response?.data ?? refusalText(answer));
    return { pickupDate: answer.response?.pickup_scheduled_date ?? null };
  }

  async labelUrl(shipmentId: string): Promise<string> {
    type Answer = { label_created?: number; label_url?: string; response?: string };
    const answer = await this.send<Answer>("POST", "/v1/external/courier/generate/label", { shipment_id: [Number(shipmentId) || shipmentId] });
    if (answer.label_created !== 1 || !answer.label_url) throw new ShippingProviderError("Shiprocket did not make the label", false, answer.response ?? refusalText(answer));
    return answer.label_url;
  }

  /** A manifest is generated once; after that Shiprocket refuses to generate it again and prints the one it has. */
  async manifestUrl(shipment: { shipmentId: string; shippingOrderId: string }): Promise<string> {
    try {
      const answer = await this.send<{ status?: number; manifest_url?: string }>("POST", "/v1/external/manifests/generate", {
        shipment_id: [Number(shipment.shipmentId) || shipment.shipmentId],
      });
      if (answer.manifest_url) return answer.manifest_url;
    } catch (error) {
      if (!(error instanceof ShippingProviderError) || error.retryable) throw error;
    }
    const printed = await this.send<{ manifest_url?: string }>("POST", "/v1/external/manifests/print", {
      order_ids: [Number(shipment.shippingOrderId) || shipment.shippingOrderId],
    });
    if (!printed.manifest_url) throw new ShippingProviderError("Shiprocket did not make the manifest", false, refusalText(printed));
    return printed.manifest_url;
  }

  async cancelAwb(awbCode: string): Promise<void> {
    await this.send("POST", "/v1/external/orders/cancel/shipment/awbs", { awbs: [awbCode] });
  }

  /** Only Shiprocket's own addresses are fetched: https, or the API's origin (a loopback API in tests). */
  async downloadDocument(url: string): Promise<Buffer> {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new ShippingProviderError("Shiprocket gave an unusable document address", false);
    }
    if (target.protocol !== "https:" && target.origin !== new URL(this.settings.baseUrl).origin) {
      throw new ShippingProviderError("Shiprocket gave an unusable document address", false);
    }
    let response: Response;
    try {
      response = await fetch(target, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: "follow" });
    } catch {
      throw new ShippingProviderError("Shiprocket did not answer", true);
    }
    if (!response.ok) throw new ShippingProviderError(`Shiprocket answered ${response.status}`, response.status >= 500);
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > DOCUMENT_LIMIT_BYTES) throw new ShippingProviderError("Shiprocket's document is too large", false);
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > DOCUMENT_LIMIT_BYTES || body.subarray(0, 5).toString("latin1") !== "%PDF-") {
      throw new ShippingProviderError("Shiprocket's document is not a PDF", false);
    }
    return body;
  }

  async cancelShipment(shippingOrderId: string): Promise<void> {
    await this.send("POST", "/v1/external/orders/cancel", { ids: [Number(shippingOrderId) || shippingOrderId] });
  }

  async createReturnPickup(request: ShipmentRequest): Promise<Shipment> {
    const created = await this.send<{ order_id: number | string; shipment_id: number | string }>("POST", "/v1/external/orders/create/return", {
      ...this.orderBody(request),
      pickup_customer_name: request.address.name,
      pickup_address: request.address.addressLine1,
      pickup_city: request.address.city,
      pickup_state: request.address.state,
      pickup_pincode: request.address.pinCode,
      pickup_phone: request.address.phoneNumber,
      pickup_country: "India",
    });
    return { shippingOrderId: String(created.order_id), shipmentId: String(created.shipment_id), awbCode: null, courier: null };
  }

  /**
   * Courier serviceability: every courier that picks up at the pickup's PIN code and delivers to
   * this one, with its days to deliver and whether it collects cash.
   */
  async courierReach(query: { pickupPincode: string; deliveryPincode: string; weightKg: number }): Promise<CourierReach> {
    const search = new URLSearchParams({
      pickup_postcode: query.pickupPincode,
      delivery_postcode: query.deliveryPincode,
      weight: String(query.weightKg),
      cod: "0",
    });
    const { couriers } = await this.serviceability(search);
    const days = couriers.map((courier) => Number(courier.estimated_delivery_days)).filter((value) => Number.isFinite(value) && value > 0);
    if (couriers.length === 0) return { serviceable: false };
    return {
      serviceable: true,
      cod: couriers.some((courier) => courier.cod === 1 || courier.cod === true),
      deliveryDays: days.length ? Math.min(...days) : 0,
    };
  }

  /** The couriers for one parcel with their rates, Shiprocket's recommended one marked. */
  async courierQuotes(query: CourierQuery): Promise<CourierQuote[]> {
    const search = new URLSearchParams({
      pickup_postcode: query.pickupPincode,
      delivery_postcode: query.deliveryPincode,
      weight: String(query.weightKg),
      cod: query.cod ? "1" : "0",
    });
    const { couriers, recommendedId } = await this.serviceability(search);
    return couriers
      .filter((courier) => typeof courier.courier_company_id === "number")
      .map((courier) => {
        const days = Number(courier.estimated_delivery_days);
        return {
          courierId: courier.courier_company_id!,
          name: courier.courier_name ?? `Courier ${courier.courier_company_id}`,
          rate: Math.round(Number(courier.rate ?? 0) * 100) / 100,
          estimatedDays: Number.isFinite(days) && days > 0 ? days : null,
          cod: courier.cod === 1 || courier.cod === true,
          recommended: courier.courier_company_id === recommendedId,
        };
      });
  }

  /** Shiprocket answers "no courier" as a 404, in the status code or in the body. */
  private async serviceability(search: URLSearchParams): Promise<{ couriers: ShiprocketCourier[]; recommendedId: number | undefined }> {
    let answer: { status?: number; data?: { available_courier_companies?: ShiprocketCourier[]; recommended_courier_company_id?: number } };
    try {
      answer = await this.send("GET", `/v1/external/courier/serviceability/?${search}`, undefined);
    } catch (error) {
      if (error instanceof ShippingProviderError && error.message.endsWith(" 404")) return { couriers: [], recommendedId: undefined };
      throw error;
    }
    if (answer.status === 404) return { couriers: [], recommendedId: undefined };
    return { couriers: answer.data?.available_courier_companies ?? [], recommendedId: answer.data?.recommended_courier_company_id };
  }
}
