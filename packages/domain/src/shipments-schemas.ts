import { z } from "zod";
import { SHIPMENT_STAGES } from "./shipments.js";

export const ShipmentOrderQuerySchema = z.object({ orderId: z.string().trim().min(1).max(64) });

export const AssignAwbBodySchema = z.object({
  orderId: z.string().trim().min(1).max(64),
  /** The courier chosen from the rates; without it, the recommended one. */
  courierId: z.coerce.number().int().positive().max(1_000_000).optional(),
});

/** A courier that reaches the order's PIN code, with what it charges and promises. */
export const CourierRateSchema = z.object({
  courierId: z.number(),
  name: z.string(),
  /** Rupees, as the aggregator quotes them for this parcel. */
  rate: z.number(),
  estimatedDays: z.number().nullable(),
  cod: z.boolean(),
  recommended: z.boolean(),
});
export type CourierRate = z.infer<typeof CourierRateSchema>;

/** An order's shipment as the admin's shipping panel shows it. */
export const ShipmentSchema = z.object({
  /** "shiprocket" when the shop books with Shiprocket; "manual" when the seller enters courier and AWB by hand. */
  mode: z.enum(["shiprocket", "manual"]),
  stage: z.enum(SHIPMENT_STAGES).nullable(),
  stageText: z.string().nullable(),
  shippingOrderId: z.string().nullable(),
  shipmentId: z.string().nullable(),
  courier: z.string().nullable(),
  awbCode: z.string().nullable(),
  pickupRequestedAt: z.string().nullable(),
  pickupDate: z.string().nullable(),
  /** The courier's last word: its status and when. */
  trackingStatus: z.string().nullable(),
  trackingAt: z.string().nullable(),
  /** The last failed delivery's reason, and how many attempts failed. */
  problem: z.string().nullable(),
  failedAttempts: z.number(),
  /** What the seller can do next; each step is also checked by the server. */
  can: z.object({
    create: z.boolean(),
    assignAwb: z.boolean(),
    requestPickup: z.boolean(),
    label: z.boolean(),
    manifest: z.boolean(),
    cancel: z.boolean(),
  }),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

export const DeliveryProblemSchema = z.object({
  orderId: z.string(),
  publicOrderId: z.string(),
  stage: z.enum(SHIPMENT_STAGES),
  stageText: z.string(),
  problem: z.string().nullable(),
  failedAttempts: z.number(),
  courier: z.string().nullable(),
  awbCode: z.string().nullable(),
  at: z.string().nullable(),
});
export type DeliveryProblem = z.infer<typeof DeliveryProblemSchema>;
