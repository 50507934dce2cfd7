import { z } from "zod";
import { formBoolean, requiredText } from "./form-values.js";
import { messages } from "./messages.js";
import { isShopPath, SLIDE_ARRANGE_TYPES } from "./site.js";

export const SlideSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  smallImage: z.string(),
  largeImage: z.string(),
  alt: z.string(),
  position: z.number().int(),
  /** Where a tap on the slide leads inside the shop, or null. */
  link: z.string().nullable(),
  showText: z.boolean(),
});
export type Slide = z.infer<typeof SlideSchema>;

export const BannerSchema = z.object({
  text: z.string().max(200),
  link: z.string().max(300).regex(/^\/(?!\/)/, { message: "must be a path inside the shop" }).optional(),
});
export type Banner = z.infer<typeof BannerSchema>;

// Only web links: a "javascript:" or "data:" URL in the footer would run in shoppers' browsers.
const optionalUrl = z.union([z.url({ protocol: /^https?$/, message: "must be an http(s) link" }), z.literal("")]).optional();

export const FooterSchema = z.object({
  about: z.string().max(600),
  email: z.email(),
  phone: z.string().max(20),
  whatsapp: z.string().max(20),
  address: z.string().max(300),
  social: z.object({
    facebook: optionalUrl,
    twitter: optionalUrl,
    instagram: optionalUrl,
    pinterest: optionalUrl,
    youtube: optionalUrl,
  }),
});
export type Footer = z.infer<typeof FooterSchema>;

/** Rules of the shop that its pages state to shoppers, read from the server so text and rule agree. */
export const ShopPoliciesSchema = z.object({
  returnWindowDays: z.number().int().min(0),
  discountedExchangeOnly: z.boolean(),
  /** False in a shop without a payment provider: the checkout offers only cash on delivery. */
  onlinePayment: z.boolean(),
  codLimitRupees: z.number().int().min(0),
  maxOpenCodOrders: z.number().int().min(1),
  legalName: z.string(),
  address: z.string(),
  state: z.string(),
  gstin: z.string(),
  email: z.string(),
  phone: z.string(),
  aboutText: z.string(),
  refundText: z.string(),
  privacyText: z.string(),
});
export type ShopPolicies = z.infer<typeof ShopPoliciesSchema>;

/** The text fields of the home slider form; the two images are checked beside it. */
export const SlideFormSchema = z.object({
  title: requiredText(messages.sliderForm.titleRequired, 120, "Title is too long"),
  description: requiredText(messages.sliderForm.descriptionRequired, 400, "Description is too long"),
  alt: z.string().trim().max(200).optional(),
  link: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isShopPath(value), {
      message: "The link must be a page of this shop, starting with /, such as /search?category=…",
    })
    .optional(),
  /** Whether the title and description are drawn over the picture (a picture with its own lettering needs none). */
  showText: formBoolean.default(true),
});
export type SlideForm = z.infer<typeof SlideFormSchema>;

export const SlideUpdateFieldsSchema = SlideFormSchema.extend({ id: z.uuid({ message: "Invalid id" }) });

export const SlideArrangementSchema = z.object({
  id: z.uuid({ message: "Invalid id" }),
  type: z.enum(SLIDE_ARRANGE_TYPES, { message: "type must be UP, DOWN or DELETE" }),
});
export type SlideArrangement = z.infer<typeof SlideArrangementSchema>;
