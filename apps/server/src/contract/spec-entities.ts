import { z } from "zod";

/**
 * The API's entities (docs/api.md#the-calls) as a client written from the product spec reads them. Written from the spec's
 * text, never from the server's own schemas, so that a server change cannot move the contract
 * silently: a field named here that a response omits or renames fails. Extra fields are allowed.
 */

const id = z.string().min(1);
const text = z.string();
const when = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "a date");

export const Envelope = z.looseObject({ success: z.boolean(), message: z.string() });

export const Address = z.looseObject({
  _id: id,
  name: text,
  addressLine1: text,
  addressLine2: text.nullish(),
  city: text,
  state: text,
  pinCode: text,
  phoneNumber: text,
});

export const User = z.looseObject({
  _id: id,
  fullname: text,
  email: text.nullable(),
  phone: text.nullable(),
  image: text.nullish(),
  isVerified: z.boolean(),
  address: z.array(Address),
  userType: text,
});

const BuyingOption = z.looseObject({
  _id: id,
  size: text,
  originalPrice: z.number(),
  discountedPrice: z.number(),
  stock: z.number().int(),
});

const productFields = {
  _id: id,
  name: text,
  description: text,
  images: z.array(text),
  rating: z.number(),
  minPrice: z.number(),
  maxDiscount: z.number(),
  minStock: z.number().int(),
  totalBuyingOption: z.number().int(),
  totalOutOfStock: z.number().int(),
  stock: z.number().int(),
  isCOD: z.boolean(),
  sizeOption: z.boolean(),
  buyingOption: z.array(BuyingOption),
  discountPrice: z.number(),
};

/** A product in a list: its category is the text a card shows as its label. */
export const ProductCard = z.looseObject({ ...productFields, category: text.nullable() });

/** One product read to show or edit: its category is an object with `_id` and `name`. */
export const Product = z.looseObject({
  ...productFields,
  category: z.looseObject({ _id: id, name: text }).nullable(),
  details: z.array(z.looseObject({ heading: text, detail: text })),
  suggestions: z.array(ProductCard),
});

export const Category = z.looseObject({ _id: id, name: text, image: text.nullable() });

export const Colour = z.looseObject({ colorName: text, colorCode: text });

export const CartLine = z.looseObject({
  productId: id,
  name: text,
  description: text,
  image: text.nullable(),
  price: z.number(),
  sizeId: id.nullable(),
  subDetailId: id.nullable(),
  quantity: z.number().int().min(1),
  maxQuantity: z.number().int(),
});

export const WishlistLine = z.looseObject({
  productId: id,
  name: text,
  description: text,
  image: text.nullable(),
  price: z.number(),
  subDetailId: id.nullable(),
  sizeId: id.nullable(),
});

export const Order = z.looseObject({
  _id: id,
  orderDetails: z.looseObject({ public_order_id: text, status: text }),
  address: z.looseObject({ name: text, addressLine1: text, city: text, state: text, pinCode: text, phoneNumber: text }),
  cart: z.array(
    z.looseObject({
      _id: id,
      name: text,
      images: z.array(text),
      product: z.looseObject({ discountPrice: z.number() }),
      quantity: z.number().int().min(1),
    }),
  ),
  totalPrice: z.number(),
  paymentType: z.enum(["Prepaid", "COD"]),
  paymentId: z.looseObject({ payment_id: text.nullable() }).nullable(),
  orderType: text,
  updateDate: when,
  createdAt: when,
  shiprocketDetails: z.looseObject({ awb_code: text.nullable() }).nullable(),
});

export const Review = z.looseObject({
  _id: id,
  review: text,
  stars: z.number().min(0.5).max(5).multipleOf(0.5),
  user: z.looseObject({ fullname: text, image: text.nullish() }),
  productId: id,
  product: z.looseObject({ images: z.array(text) }).nullish(),
  createdAt: when,
});

export const Slide = z.looseObject({
  _id: id,
  id: z.union([id, z.number()]),
  title: text,
  description: text,
  smallImage: text,
  largeImage: text,
  alt: text,
});

export const Pagination = z.looseObject({ currentPage: z.number().int(), totalPages: z.number().int() });

export const PaymentOrder = z.looseObject({ amount: z.number(), currency: text, id: id });

/** What a response must be: the spec's envelope with `success: true` and the named fields. */
export function answerOf<T extends z.ZodRawShape>(fields: T) {
  return Envelope.extend({ success: z.literal(true), ...fields });
}

/** The answer's body, read as `schema`; a status or a field other than the spec's fails with both shown. */
export function read<T extends z.ZodType>(schema: T, answer: { status: number; body: unknown }, status = 200): z.infer<T> {
  const shown = JSON.stringify(answer.body).slice(0, 1200);
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${shown}`);
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`the answer differs from the spec:\n${issues.join("\n")}\n${shown}`);
  }
  return parsed.data;
}
