import type { CheckoutQuoteWire } from "@pallu/domain";

/*
 * The promotions API's answers as the shop's server sends them (amounts in rupees, as in docs/api.md).
 */

/** One saving of a quote: a coupon (with its code) or an automatic offer (code null). */
export interface QuotedDiscount {
  promotionId: string;
  code: string | null;
  title: string;
  amount: number;
}

/**
 * A line as the server priced it: its piece and, when it has them, its services (each priced for
 * the line's pieces), whose measurements it is stitched to, pieces made to order, and its promise.
 */
export type QuotedLine = CheckoutQuoteWire["lines"][number];

/** What the server will charge for this cart, address, code and way of paying, as the API sends it. */
export interface WireCheckoutQuote {
  subtotal: number;
  discounts: QuotedDiscount[];
  discount: number;
  /** The cash-on-delivery fee in the total: 0 unless quoted for cash on delivery. */
  codFee: number;
  total: number;
  /** Whether this checkout may be paid on delivery, and if not, why (the server's rule). */
  cashOnDelivery: { available: boolean; message: string | null };
  /** The code actually applied, as the shop writes it; null when none is. */
  couponCode: string | null;
  /** Why the code the shopper gave cannot be used; only when one was given and refused. */
  couponError?: string;
  /** The automatic offers the code replaces, when it does. */
  couponNote?: string;
  lines: QuotedLine[];
  /** The buyer's currency and the amounts in it; shipping, promise and duties abroad (docs/selling-abroad.md). */
  currency: string;
  exchangeRate: number;
  shipping: { amount: number; amountInCurrency: number; zone: string | null; deliveryPromise: string | null; deliveryDays: { min: number; max: number } | null };
  dutiesNotice: string | null;
  inCurrency: {
    subtotal: number;
    discount: number;
    /** Each saving, by its promotion, adding up to `discount`. */
    discounts: { promotionId: string; amount: number }[];
    shipping: number;
    codFee: number;
    total: number;
  };
  /** The last day of the delivery promise for the whole order (YYYY-MM-DD). */
  deliveryDate?: string;
}

/** The quote as the app reads it: whether cash on delivery is offered is its `codOffer`. */
export type CheckoutQuote = Omit<WireCheckoutQuote, "cashOnDelivery"> & {
  codOffer: WireCheckoutQuote["cashOnDelivery"];
};

/** "online" or "cod"; not sent before the shopper has chosen, so online-only offers wait. */
export type QuotePaymentType = "online" | "cod";

export interface QuoteRequest {
  /** JSON text of [{ productId, sizeId, quantity }], as capturePayment reads it. */
  cart: string;
  addressId: string;
  couponCode?: string;
  paymentType?: QuotePaymentType;
  /** The currency the shopper reads (ISO 4217): the amounts in it come beside the rupees. */
  currency?: string;
}

/** An automatic offer (no code) that can apply to a product now. */
export interface ProductOffer {
  _id: string;
  title: string;
  type: "percentage" | "fixed" | "buyXgetY";
  value: number;
  paymentType: "online" | null;
  minCartValue: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  /** Adds to the other automatic offers that also combine. */
  combinable: boolean;
  /** Adds to a shopper's coupon code (one that combines with offers). */
  combinesWithCodes: boolean;
}
