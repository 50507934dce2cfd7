import type { Parcel } from "@pallu/domain";
import type { AddressSnapshot } from "../../db/schema/index.js";

export type ShipmentRequest = {
  reference: string;
  createdAt: Date;
  paymentType: "prepaid" | "cod";
  totalPaise: number;
  /** Paid with store credit: not collected on delivery. */
  storeCreditPaise: number;
  address: AddressSnapshot;
  email: string | null;
  lines: { name: string; sku: string; quantity: number; unitPricePaise: number; hsnCode: string | null }[];
  /** The packed parcel, from the products' weights and sizes. */
  parcel: Parcel;
};

/** What couriers answer for a delivery PIN code: none, or the fastest one's promise and whether any collects cash. */
export type CourierReach = { serviceable: false } | { serviceable: true; cod: boolean; deliveryDays: number };

export type Shipment = { shippingOrderId: string; shipmentId: string; awbCode: string | null; courier: string | null };
export type BookedOrder = { shippingOrderId: string; shipmentId: string };
export type AssignedAwb = { awbCode: string; courier: string | null; courierId: number | null };
/** A courier quoted for a parcel; rate in rupees. */
export type CourierQuote = { courierId: number; name: string; rate: number; estimatedDays: number | null; cod: boolean; recommended: boolean };
export type CourierQuery = { pickupPincode: string; deliveryPincode: string; weightKg: number; cod: boolean };

/** Shipping with a provider (Shiprocket), or by hand when none is configured. */
export interface ShippingProvider {
  readonly mode: "shiprocket" | "manual";
  createShipment(request: ShipmentRequest): Promise<Shipment | null>;
  cancelShipment(shippingOrderId: string): Promise<void>;
  createReturnPickup(request: ShipmentRequest): Promise<Shipment | null>;
  /** Which couriers reach a PIN code from the pickup's; null when nobody can be asked (manual shipping). */
  courierReach(query: { pickupPincode: string; deliveryPincode: string; weightKg: number }): Promise<CourierReach | null>;
  /** The admin's steps, one call each; manual shipping refuses them. */
  courierQuotes(query: CourierQuery): Promise<CourierQuote[]>;
  bookOrder(request: ShipmentRequest): Promise<BookedOrder>;
  assignAwb(shipmentId: string, courierId?: number): Promise<AssignedAwb>;
  requestPickup(shipmentId: string): Promise<{ pickupDate: string | null }>;
  labelUrl(shipmentId: string): Promise<string>;
  manifestUrl(shipment: { shipmentId: string; shippingOrderId: string }): Promise<string>;
  cancelAwb(awbCode: string): Promise<void>;
  /** A label or manifest PDF from an address the provider gave. */
  downloadDocument(url: string): Promise<Buffer>;
}

const NOT_CONNECTED = "Shiprocket is not connected: enter the courier and AWB by hand";
const refuse = async (): Promise<never> => {
  throw new ShippingProviderError(NOT_CONNECTED, false);
};

/** A provider's refusal or silence; `retryable` when asking again later may succeed, `detail` in its own words. */
export class ShippingProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly detail?: string,
  ) {
    super(message);
    this.name = "ShippingProviderError";
  }
}

/** Manual shipping: the admin enters courier and AWB; nothing is sent anywhere. */
export class ManualShipping implements ShippingProvider {
  readonly mode = "manual" as const;
  async createShipment() {
    return null;
  }
  async cancelShipment() {}
  async createReturnPickup() {
    return null;
  }
  async courierReach() {
    return null;
  }
  courierQuotes = refuse;
  bookOrder = refuse;
  assignAwb = refuse;
  requestPickup = refuse;
  labelUrl = refuse;
  manifestUrl = refuse;
  cancelAwb = refuse;
  downloadDocument = refuse;
}
