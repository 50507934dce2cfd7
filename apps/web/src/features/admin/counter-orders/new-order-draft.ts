import type { CounterOrderBody } from "./api/counter-orders-api";

/** A size of a product put in the order, with what the screen shows of it; the server prices it again. */
export interface DraftLine {
  productId: string;
  sizeId: string;
  name: string;
  size: string;
  price: number;
  stock: number;
  image: string | null;
  quantity: number;
}

export type DraftCustomer =
  | { kind: "existing"; id: string; fullname: string; phone: string | null; email: string | null }
  | { kind: "new"; fullname: string; phone: string; email: string };

export interface AddressDraft {
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pinCode: string;
  phoneNumber: string;
}

export type DraftAddress = { kind: "saved"; id: string } | { kind: "typed"; fields: AddressDraft };

export type CounterPayment = CounterOrderBody["paymentType"];

export interface NewOrderDraft {
  customer: DraftCustomer | null;
  lines: DraftLine[];
  address: DraftAddress | null;
  discount: string;
  discountReason: string;
  paymentType: CounterPayment;
  reference: string;
  note: string;
  gift: boolean;
  giftMessage: string;
}

export const EMPTY_ADDRESS: AddressDraft = { name: "", addressLine1: "", addressLine2: "", city: "", state: "", pinCode: "", phoneNumber: "" };

export const EMPTY_DRAFT: NewOrderDraft = {
  customer: null,
  lines: [],
  address: null,
  discount: "",
  discountReason: "",
  paymentType: "link",
  reference: "",
  note: "",
  gift: false,
  giftMessage: "",
};

/** Adds one of a size, or one more of it, never beyond its stock. */
export function withLine(lines: DraftLine[], line: Omit<DraftLine, "quantity">): DraftLine[] {
  const known = lines.find((existing) => existing.sizeId === line.sizeId);
  if (!known) return line.stock > 0 ? [...lines, { ...line, quantity: 1 }] : lines;
  return lines.map((existing) => (existing === known ? { ...existing, quantity: Math.min(existing.stock, existing.quantity + 1) } : existing));
}

/** What the order comes to before the server prices it: the pieces at their listed prices, less the discount typed. */
export function draftEstimate(draft: NewOrderDraft): { subtotal: number; discount: number; total: number } {
  const subtotal = draft.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const discount = Math.max(0, Number(draft.discount) || 0);
  return { subtotal, discount, total: Math.max(0, subtotal - discount) };
}

const given = (text: string) => (text.trim() ? text.trim() : undefined);

/** The draft as the API reads it: only what was filled in. */
export function counterOrderBody(draft: NewOrderDraft): CounterOrderBody {
  const { customer, address } = draft;
  const discount = Number(draft.discount) || 0;
  const body: CounterOrderBody = {
    cart: draft.lines.map(({ productId, sizeId, quantity }) => ({ productId, sizeId, quantity })),
    paymentType: draft.paymentType,
  };
  if (customer?.kind === "existing") body.customerId = customer.id;
  if (customer?.kind === "new") {
    const email = given(customer.email);
    body.customer = { fullname: customer.fullname.trim(), phone: customer.phone.trim(), ...(email ? { email } : {}) };
  }
  if (address?.kind === "saved") body.addressId = address.id;
  if (address?.kind === "typed") {
    const { addressLine2, ...fields } = address.fields;
    body.address = { ...fields, ...(given(addressLine2) ? { addressLine2: addressLine2.trim() } : {}) };
  }
  if (discount > 0) {
    body.discount = discount;
    const reason = given(draft.discountReason);
    if (reason) body.discountReason = reason;
  }
  const reference = given(draft.reference);
  if (draft.paymentType === "paid" && reference) body.reference = reference;
  const note = given(draft.note);
  if (note) body.note = note;
  const giftMessage = draft.gift ? given(draft.giftMessage) : undefined;
  if (giftMessage) body.giftMessage = giftMessage;
  return body;
}
