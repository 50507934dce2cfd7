import { z } from "zod";
import { messages } from "./messages.js";

export const SlideSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  smallImage: z.string(),
  largeImage: z.string(),
  alt: z.string(),
  position: z.number().int(),
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

export const SLIDE_ARRANGE_TYPES = ["UP", "DOWN", "DELETE"] as const;

export type SlideArrangeType = (typeof SLIDE_ARRANGE_TYPES)[number];

/** The text fields of the home slider form; the two images are checked beside it. */
export const SlideFormSchema = z.object({
  title: z
    .string({ message: messages.sliderForm.titleRequired })
    .trim()
    .min(1, { message: messages.sliderForm.titleRequired })
    .max(120, { message: "Title is too long" }),
  description: z
    .string({ message: messages.sliderForm.descriptionRequired })
    .trim()
    .min(1, { message: messages.sliderForm.descriptionRequired })
    .max(400, { message: "Description is too long" }),
  alt: z.string().trim().max(200).optional(),
});
export type SlideForm = z.infer<typeof SlideFormSchema>;

export const SlideUpdateFieldsSchema = SlideFormSchema.extend({ id: z.uuid({ message: "Invalid id" }) });

export const SlideArrangementSchema = z.object({
  id: z.uuid({ message: "Invalid id" }),
  type: z.enum(SLIDE_ARRANGE_TYPES, { message: "type must be UP, DOWN or DELETE" }),
});
export type SlideArrangement = z.infer<typeof SlideArrangementSchema>;
