/** Money is integer paise inside the shop; the v1 API and the screens speak rupees. */
export type Paise = number;

/** The shop's own currency: every amount charged, recorded and taxed is in it. */
export const HOME_CURRENCY = "INR";

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const wholeRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹1,29,999" — Indian digit grouping; paise, when there are some, as two digits ("₹5,399.10", never "₹5,399.1"). */
export function formatRupees(rupees: number): string {
  return (rupeesToPaise(rupees) % 100 === 0 ? wholeRupees : withPaise).format(rupees);
}

export function formatPaise(paise: Paise): string {
  return formatRupees(paiseToRupees(paise));
}

/** "₹10,500.00": always to the paisa, as a document's columns of amounts print, so their decimals line up. */
export function formatPaiseInFull(paise: Paise): string {
  return withPaise.format(paiseToRupees(paise));
}

/** Whole-percent discount of a discounted price against the original, never negative. */
export function discountPercent(originalPaise: Paise, discountedPaise: Paise): number {
  if (originalPaise <= 0 || discountedPaise >= originalPaise) return 0;
  return Math.round(((originalPaise - discountedPaise) / originalPaise) * 100);
}

/** "$120.99", "£95.00", "AED 440.99": an amount in minor units (cents) as the buyer's locale writes it. */
export function formatCurrency(minor: number, currency: string): string {
  return new Intl.NumberFormat("en", { style: "currency", currency, currencyDisplay: "narrowSymbol" }).format(minor / 100);
}
