import { z } from "zod";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./constants.js";
import type { ReturnResolution } from "./returns.js";

/** Clients spell the resolution as they like: "storeCredit", "store_credit", "Store Credit". */
const ResolutionInputSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase().replace(/[\s_-]/g, "") : value),
  z.enum(["refund", "exchange", "storecredit"], { message: "Choose a refund, an exchange or store credit" }),
).transform((value): ReturnResolution => (value === "storecredit" ? "storeCredit" : value));

export const ReturnOrderBodySchema = z.object({
  orderId: z.string().max(64),
  reason: z
    .string({ message: "Please tell us why you are returning" })
    .trim()
    .min(1, { message: "Please tell us why you are returning" })
    .max(1000),
  cart: z.union([z.string().max(100_000), z.array(z.unknown()).max(MAX_CART_LINES)]).optional(),
  /** Without it, a refund where the policy allows one, else an exchange. */
  resolution: ResolutionInputSchema.optional(),
});

/** The seller opens a return from the back office: the same fields, with the reason the shopper gave. */
export const OpenReturnBodySchema = ReturnOrderBodySchema.extend({
  reason: z
    .string({ message: "Give the reason for the return" })
    .trim()
    .min(1, { message: "Give the reason for the return" })
    .max(1000, { message: "The reason may be at most 1,000 characters" }),
});

export const ReturnLineInputSchema = z.object({
  _id: z.string().max(64),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** For an exchange: the size wanted instead (the same size when left out: a like-for-like replacement). */
  exchangeSizeId: z.string().max(64).optional(),
});

/** A shopper's store credit as the API shows it, in rupees: the balance and the latest entries. */
export const StoreCreditSchema = z.object({
  balance: z.number(),
  entries: z.array(z.object({ amount: z.number(), note: z.string(), orderId: z.string().nullable(), createdAt: z.string() })),
});
export type StoreCredit = z.infer<typeof StoreCreditSchema>;
