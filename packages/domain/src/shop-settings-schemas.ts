import { z } from "zod";
import { gstinProblem } from "./gstin.js";
import { INDIA_STATES } from "./india.js";
import { isDemoSeller } from "./shop-settings.js";

const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(min, { message: min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters` })
    .max(max, { message: `${label} must be at most ${max} characters` });

const whole = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .min(min, { message: `${label} must be at least ${min}` })
    .max(max, { message: `${label} must be at most ${max.toLocaleString("en-IN")}` });

const pageText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` });

/** Which events the seller is told of by mail (and SMS when an SMS provider is set). */
export const SellerAlertsSchema = z.object({
  newOrder: z.boolean(),
  returnRequest: z.boolean(),
  failedPayment: z.boolean(),
  lowStock: z.boolean(),
});
export type SellerAlerts = z.infer<typeof SellerAlertsSchema>;

/**
 * Everything the seller sets in the back office: the legal identity printed on invoices, contact
 * details, the checkout and return rules, and the text of the About, Refund and Privacy pages.
 */
export const ShopSettingsFieldsSchema = z.object({
  legalName: text("Legal name", 2, 120),
  address: text("Address", 10, 300),
  state: z.enum(INDIA_STATES as [string, ...string[]], { message: "Choose the state the shop is registered in" }),
  gstin: z.string({ message: "GSTIN is required" }).trim().toUpperCase(),
  email: z.email({ message: "Enter a valid email address" }),
  phone: z
    .string({ message: "Phone is required" })
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{6,18}[0-9]$/, {
      message: "Enter a phone number of 8 to 20 digits, such as +91 98765 43210",
    }),
  /** Orders above this total must be paid online; 0 turns cash on delivery off. */
  codLimitRupees: whole("COD limit", 0, 10_000_000),
  /** Added to a cash-on-delivery order's total, and invoiced as its own line. */
  codFeeRupees: whole("COD fee", 0, 10_000),
  /** Whether a new cash-on-delivery order waits for the shopper's confirmation before it ships. */
  codConfirmation: z.boolean({ message: "Say whether cash-on-delivery orders need the shopper's confirmation" }),
  /** How long an unconfirmed cash-on-delivery order waits before it is cancelled. */
  codConfirmHours: whole("Confirm within", 1, 168),
  /** Returned cash-on-delivery parcels to one phone number after which it is offered no cash on delivery. */
  codRtoBlockAfter: whole("Returned parcels before cash on delivery stops", 1, 10),
  maxOpenCodOrders: whole("Open COD orders per shopper", 1, 50),
  returnWindowDays: whole("Return window", 0, 60),
  /** The spec's refund policy: discounted pieces may be exchanged, not refunded. */
  discountedExchangeOnly: z.boolean({ message: "Say whether discounted pieces can only be exchanged" }),
  lowStockThreshold: whole("Low-stock threshold", 0, 1_000),
  /** How long after a shopper leaves the checkout page without ordering the first reminder goes. */
  recoveryDelayMinutes: whole("Reminder after", 1, 1_440),
  /** Whether the second reminder carries a single-use code, when the shop issues them. */
  recoveryCodeInSecondReminder: z.boolean({ message: "Say whether the second reminder carries a code" }),
  /** The percentage off that a second reminder's single-use code gives. */
  recoveryCodePercent: whole("Reminder code discount", 1, 50),
  alerts: SellerAlertsSchema,
  aboutText: pageText("About text", 4_000),
  refundText: pageText("Refund text", 4_000),
  privacyText: pageText("Privacy text", 8_000),
});

/** The settings as the seller saves them: the GSTIN must be valid for the state, and the refund text may not promise another return window than the one the shop applies. */
export const ShopSettingsSchema = ShopSettingsFieldsSchema.superRefine((settings, context) => {
  // The demo GSTIN may stay while the seller tries the shop out; production prints no invoice with it.
  const problem = isDemoSeller(settings) ? undefined : gstinProblem(settings.gstin, settings.state);
  if (problem) context.addIssue({ code: "custom", path: ["gstin"], message: problem });
  const promised = [...settings.refundText.matchAll(/(?<!\d)(\d+)\s*(?:-\s*)?days?\b/gi)].map((match) =>
    Number(match[1]),
  );
  const other = promised.find((days) => days !== settings.returnWindowDays);
  if (other !== undefined) {
    context.addIssue({
      code: "custom",
      path: ["refundText"],
      message: `Refund text mentions ${other} days but the return window is ${settings.returnWindowDays} days; the page states the window for you`,
    });
  }
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/** One audited change of a setting: who, when, and each field's value before and after. */
export const SettingsChangeSchema = z.object({
  changedAt: z.string(),
  changedBy: z.string(),
  fields: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type SettingsChange = z.infer<typeof SettingsChangeSchema>;
