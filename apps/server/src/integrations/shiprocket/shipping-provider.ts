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

/** Shipping with a provider (Shiprocket), or by hand when none is configured. */
export interface ShippingProvider {
  readonly mode: "shiprocket" | "manual";
  createShipment(request: ShipmentRequest): Promise<Shipment | null>;
  cancelShipment(shippingOrderId: string): Promise<void>;
  createReturnPickup(request: ShipmentRequest): Promise<Shipment | null>;
  /** Which couriers reach a PIN code from the pickup's; null when nobody can be asked (manual shipping). */
  courierReach(query: { pickupPincode: string; deliveryPincode: string; weightKg: number }): Promise<CourierReach | null>;
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
}
