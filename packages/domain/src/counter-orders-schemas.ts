import { z } from "zod";
import { AddressInputSchema, EmailSchema, PhoneSchema } from "./accounts-schemas.js";
import { NAME_MAX } from "./accounts.js";
import { COUNTER_ORDER_MESSAGES, COUNTER_PAYMENT_TYPES, PAYMENT_LINK_CHANNELS, PAYMENT_LINK_STATUSES } from "./counter-orders.js";
import { numberFromText, optionalField, requiredText } from "./form-values.js";
import { messages } from "./messages.js";
import { OrderNoteFieldsSchema } from "./order-notes-schemas.js";
import { JsonListFieldSchema, OrderSchema } from "./orders-schemas.js";
import { answerWith } from "./responses-schemas.js";

/** "+91 98765-43210" and "098765 43210" are the same 10-digit number. */
const phoneDigits = (value: unknown) =>
  typeof value === "string" ? value.replace(/[\s-]/g, "").replace(/^(\+91|91|0)(?=[0-9]{10}$)/, "") : value;

/** A customer known from a chat: a name and a phone number are enough. */
export const CounterCustomerSchema = z.object({
  fullname: requiredText(messages.signup.fullnameRequired, NAME_MAX),
  phone: z.preprocess(phoneDigits, PhoneSchema),
  email: optionalField(EmailSchema),
});

/** The wire's payment type, read in any case ("cod" is "COD"). */
const CounterPaymentTypeSchema = z.preprocess(
  (value) => (typeof value === "string" && value.toLowerCase() === "cod" ? "COD" : typeof value === "string" ? value.toLowerCase() : value),
  z.enum(COUNTER_PAYMENT_TYPES, { message: "Choose how the order is paid: link, COD or paid" }),
);

/** An order the seller takes for a customer: who, what, where to, any discount, and how it is paid. */
export const CounterOrderBodySchema = z
  .object({
    customerId: optionalField(z.string().max(64)),
    customer: CounterCustomerSchema.optional(),
    cart: JsonListFieldSchema,
    addressId: optionalField(z.string().max(64)),
    address: AddressInputSchema.optional(),
    /** In rupees, off the order's total; given with its reason. */
    discount: optionalField(numberFromText(z.number({ message: "The discount must be a number of rupees" }).min(0, { message: "The discount cannot be negative" }).max(10_000_000))),
    discountReason: optionalField(z.string().trim().max(200, { message: "At most 200 characters" })),
    paymentType: CounterPaymentTypeSchema,
    /** For a payment already received (UPI, bank transfer): its reference. */
    reference: optionalField(z.string().trim().max(100, { message: "At most 100 characters" })),
  })
  .extend(OrderNoteFieldsSchema.shape)
  .superRefine((body, ctx) => {
    if (!body.customerId && !body.customer) ctx.addIssue({ code: "custom", path: ["customer"], message: COUNTER_ORDER_MESSAGES.customerRequired });
    if (!body.addressId && !body.address) ctx.addIssue({ code: "custom", path: ["address"], message: COUNTER_ORDER_MESSAGES.addressRequired });
    if ((body.discount ?? 0) > 0 && !body.discountReason) {
      ctx.addIssue({ code: "custom", path: ["discountReason"], message: COUNTER_ORDER_MESSAGES.discountReasonRequired });
    }
    if (body.paymentType === "paid" && !body.reference) ctx.addIssue({ code: "custom", path: ["reference"], message: COUNTER_ORDER_MESSAGES.referenceRequired });
  });
export type CounterOrderBody = z.output<typeof CounterOrderBodySchema>;

/** A payment link as the back office sees it. */
export const PaymentLinkSchema = z.object({
  _id: z.string(),
  /** The shop's page for the link, to send to the customer. */
  url: z.string(),
  expiresAt: z.string(),
  status: z.enum(PAYMENT_LINK_STATUSES),
  amount: z.number(),
  /** The order the paid link became. */
  orderId: z.string().nullable(),
});
export type PaymentLink = z.infer<typeof PaymentLinkSchema>;

export const CounterOrderAnswerSchema = answerWith({
  /** The order placed; null while a payment link is open (the order is made when it is paid). */
  order: OrderSchema.nullable(),
  paymentLink: PaymentLinkSchema.nullable(),
  customer: z.object({ _id: z.string(), fullname: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
});
export type CounterOrderAnswer = z.infer<typeof CounterOrderAnswerSchema>;

/** What the customer sees on the link's page: no account needed, only what the order is. */
export const PayPageSchema = z.object({
  status: z.enum(PAYMENT_LINK_STATUSES),
  customerName: z.string(),
  items: z.array(z.object({ name: z.string(), size: z.string(), quantity: z.number(), price: z.number(), image: z.string().nullable() })),
  discount: z.number(),
  amount: z.number(),
  expiresAt: z.string(),
  address: z.object({ name: z.string(), city: z.string(), state: z.string(), pinCode: z.string() }),
  /** Where Pay goes: the provider's hosted page, or the shop's test gateway (no money moves). */
  payment: z.discriminatedUnion("mode", [
    z.object({ mode: z.literal("live"), url: z.string() }),
    z.object({ mode: z.literal("test") }),
  ]),
  /** The order it became, once paid: its public number. */
  orderNumber: z.string().nullable(),
});
export type PayPage = z.infer<typeof PayPageSchema>;

export const SendPaymentLinkBodySchema = z.object({
  linkId: z.string().max(64),
  channel: z.enum(PAYMENT_LINK_CHANNELS, { message: "Choose WhatsApp, SMS or mail" }),
});
