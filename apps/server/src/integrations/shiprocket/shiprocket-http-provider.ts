import type { CourierReach, Shipment, ShipmentRequest, ShippingProvider } from "./shipping-provider.js";

const TIMEOUT_MS = 10_000;
// Shiprocket's tokens last ten days; renew a day early.
const TOKEN_LIFETIME_MS = 9 * 86_400_000;

export class ShippingProviderError extends Error {
  constructor(message: string, readonly retryable: boolean) {
    super(message);
    this.name = "ShippingProviderError";
  }
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
    if (!response.ok) throw new ShippingProviderError(`Shiprocket answered ${response.status}`, response.status >= 500 || response.status === 429);
    return (await response.json()) as T;
  }

  private orderBody(request: ShipmentRequest) {
    const [first, ...rest] = request.address.name.trim().split(/\s+/);
    return {
      order_id: request.reference,
      order_date: request.createdAt.toISOString().slice(0, 16).replace("T", " "),
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
    const created = await this.send<{ order_id: number | string; shipment_id: number | string }>("POST", "/v1/external/orders/create/adhoc", this.orderBody(request));
    const assigned = await this.send<{ response?: { data?: { awb_code?: string; courier_name?: string } } }>("POST", "/v1/external/courier/assign/awb", {
      shipment_id: String(created.shipment_id),
    }).catch(() => undefined);
    return {
      shippingOrderId: String(created.order_id),
      shipmentId: String(created.shipment_id),
      awbCode: assigned?.response?.data?.awb_code ?? null,
      courier: assigned?.response?.data?.courier_name ?? null,
    };
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
   * this one, with its days to deliver and whether it collects cash. Shiprocket answers "none" as
   * a 404, in the status code or in the body.
   */
  async courierReach(query: { pickupPincode: string; deliveryPincode: string; weightKg: number }): Promise<CourierReach> {
    const search = new URLSearchParams({
      pickup_postcode: query.pickupPincode,
      delivery_postcode: query.deliveryPincode,
      weight: String(query.weightKg),
      cod: "0",
    });
    type Courier = { estimated_delivery_days?: string | number; cod?: number | boolean };
    let answer: { status?: number; data?: { available_courier_companies?: Courier[] } };
    try {
      answer = await this.send("GET", `/v1/external/courier/serviceability/?${search}`, undefined);
    } catch (error) {
      if (error instanceof ShippingProviderError && error.message.endsWith(" 404")) return { serviceable: false };
      throw error;
    }
    const couriers = answer.status === 404 ? [] : (answer.data?.available_courier_companies ?? []);
    const days = couriers.map((courier) => Number(courier.estimated_delivery_days)).filter((value) => Number.isFinite(value) && value > 0);
    if (couriers.length === 0) return { serviceable: false };
    return {
      serviceable: true,
      cod: couriers.some((courier) => courier.cod === 1 || courier.cod === true),
      deliveryDays: days.length ? Math.min(...days) : 0,
    };
  }
}
