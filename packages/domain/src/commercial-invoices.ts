/**
 * The commercial invoice a courier carries with a parcel abroad, for customs: who ships to whom,
 * each line's HS code, description, weight and value in the order's currency.
 */
export type CommercialInvoice = {
  publicOrderId: string;
  /** The tax invoice it goes with. */
  invoiceNumber: string | null;
  date: string;
  shipper: { name: string; addressLines: string[]; gstin: string; phone: string; email: string };
  consignee: { name: string; addressLines: string[]; countryName: string; phone: string };
  currency: string;
  /** Rupees for one unit of the currency; 1 for rupees. */
  exchangeRate: number;
  lines: { description: string; hsCode: string; quantity: number; weightGrams: number; unitValueMinor: number; valueMinor: number }[];
  shippingMinor: number;
  totalMinor: number;
  totalWeightGrams: number;
  /** Who pays the import duties: "DAP" (the buyer, on delivery). */
  incoterm: string;
};

/** The six-digit HS code of an Indian HSN (its first six digits, the internationally shared part). */
export function hsCodeOf(hsn: string | null): string {
  return (hsn ?? "").replace(/\D/g, "").slice(0, 6);
}
