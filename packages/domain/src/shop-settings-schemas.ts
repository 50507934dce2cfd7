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

/** A link to the shop's page on a social network: empty, or https on that network's own domain. */
const socialLink = (label: string, hosts: string[]) =>
  z
    .string()
    .trim()
    .max(200, { message: `${label} link must be at most 200 characters` })
    .refine(
      (value) => {
        if (value === "") return true;
        try {
          const url = new URL(value);
          return url.protocol === "https:" && hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
        } catch {
          return false;
        }
      },
      { message: `Enter the full address of the shop's ${label} page, starting https://${hosts[0]}/` },
    );

/** The shop's name, look and links, as its pages, mails and messages show them. */
export const ShopBrandFieldsSchema = z.object({
  /** The name shoppers know the shop by: header, page titles, mails, messages. */
  shopName: text("Shop name", 2, 60),
  /** For a phone's home screen, where a longer name is cut. */
  shortName: text("Short name", 2, 12),
  tagline: pageText("Tagline", 80),
  brandColour: z
    .string({ message: "Brand colour is required" })
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, { message: "Enter the brand colour as # and six hex digits, such as #6B0F1A" }),
  /** The number shoppers can message on WhatsApp; empty when the shop takes no WhatsApp chats. */
  whatsapp: z
    .string()
    .trim()
    .regex(/^(\+?[0-9][0-9 ()-]{6,18}[0-9])?$/, {
      message: "Enter a WhatsApp number of 8 to 20 digits, such as +91 98765 43210, or leave it empty",
    }),
  instagramUrl: socialLink("Instagram", ["instagram.com"]),
  facebookUrl: socialLink("Facebook", ["facebook.com", "fb.com"]),
  youtubeUrl: socialLink("YouTube", ["youtube.com", "youtu.be"]),
});

/** The pictures of the brand: set by their own uploads, never by the settings form. */
export const ShopBrandImagesSchema = z.object({
  /** The logo in the header and mails; empty shows the shop's name in letters. */
  logoUrl: z.string().max(500),
  /** The square icon of tabs and home screens; empty uses the shop's standard icon. */
  iconUrl: z.string().max(500),
});

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
  /** How long a payment link the seller sends stays payable, its pieces held for the customer meanwhile. */
  paymentLinkHours: whole("Payment links last", 1, 168),
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
  /** The largest refund (or store credit) a member of staff with the Support role may give, in rupees. */
  supportRefundLimitRupees: whole("Support's refund limit", 0, 10_000_000),
  /** The largest discount a member of staff with the Support role may give on an order, in rupees. */
  supportDiscountLimitRupees: whole("Support's discount limit", 0, 10_000_000),
  alerts: SellerAlertsSchema,
  /**
   * How an export is invoiced: zero-rated under the seller's Letter of Undertaking, or with IGST
   * paid (and claimed back as a refund). Without an LUT reference, exports pay IGST.
   */
  exportTaxMode: z.enum(["lut", "igst"], { message: "Choose how exports are invoiced: under an LUT or with IGST paid" }),
  /** The LUT's acknowledgement (ARN) from the GST portal, and the date it was accepted (YYYY-MM-DD). */
  lutReference: z.string().trim().max(40, { message: "LUT reference must be at most 40 characters" }).regex(/^[A-Za-z0-9/-]*$/, { message: "LUT reference may contain letters, digits, / and -" }),
  lutDate: z.string().trim().regex(/^(\d{4}-\d{2}-\d{2})?$/, { message: "Enter the LUT date as YYYY-MM-DD" }),
  aboutText: pageText("About text", 4_000),
  refundText: pageText("Refund text", 4_000),
  privacyText: pageText("Privacy text", 8_000),
  ...ShopBrandFieldsSchema.shape,
  ...ShopBrandImagesSchema.shape,
});

/** What makes settings inconsistent: the GSTIN must be valid for the state, and the refund text may not promise another return window than the one the shop applies. */
function settingsProblems(settings: { gstin: string; state: string; refundText: string; returnWindowDays: number }, context: z.RefinementCtx) {
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
}

/** The settings as the seller saves them; see settingsProblems. */
export const ShopSettingsSchema = ShopSettingsFieldsSchema.superRefine(settingsProblems);
export type ShopSettings = z.infer<typeof ShopSettingsFieldsSchema>;

/**
 * The settings form's body. The brand's fields and Support's limits came later, so a caller that does not send them
 * keeps what is saved; the logo and icon change only through their uploads.
 */
export const ShopSettingsUpdateSchema = ShopSettingsFieldsSchema.omit({ logoUrl: true, iconUrl: true })
  .partial({
    shopName: true,
    shortName: true,
    tagline: true,
    brandColour: true,
    whatsapp: true,
    instagramUrl: true,
    facebookUrl: true,
    youtubeUrl: true,
    supportRefundLimitRupees: true,
    supportDiscountLimitRupees: true,
    exportTaxMode: true,
    lutReference: true,
    lutDate: true,
  })
  .superRefine(settingsProblems);
export type ShopSettingsUpdate = z.infer<typeof ShopSettingsUpdateSchema>;

/** One audited change of a setting: who, when, and each field's value before and after. */
export const SettingsChangeSchema = z.object({
  changedAt: z.string(),
  changedBy: z.string(),
  fields: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type SettingsChange = z.infer<typeof SettingsChangeSchema>;

/** The shop as every shopper-facing page shows it: its name, look, contact details and links. */
export const ShopBrandSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  tagline: z.string(),
  colour: z.string(),
  /** Empty when the seller has not uploaded one: the name is shown in letters. */
  logoUrl: z.string(),
  iconUrl: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Empty when the shop takes no WhatsApp chats. */
  whatsapp: z.string(),
  address: z.string(),
  social: z.object({ instagram: z.string(), facebook: z.string(), youtube: z.string(), whatsapp: z.string() }),
});
export type ShopBrand = z.infer<typeof ShopBrandSchema>;

/** The WhatsApp chat link of a number (digits only, with India's code when it was left out). */
export function whatsappLink(number: string): string {
  const digits = number.replace(/\D/g, "");
  if (digits === "") return "";
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}

/** The shop's brand from its settings: the one place shopper-facing names and contacts come from. */
export function brandOf(settings: ShopSettings): ShopBrand {
  return {
    name: settings.shopName,
    shortName: settings.shortName,
    tagline: settings.tagline,
    colour: settings.brandColour,
    logoUrl: settings.logoUrl,
    iconUrl: settings.iconUrl,
    email: settings.email,
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    address: settings.address,
    social: {
      instagram: settings.instagramUrl,
      facebook: settings.facebookUrl,
      youtube: settings.youtubeUrl,
      whatsapp: whatsappLink(settings.whatsapp),
    },
  };
}
