/** The GSTIN the shop ships with for demos; its check character is deliberately wrong. */
export const DEMO_SELLER_GSTIN = "09AAAAA0000A1Z0";

/** Whether invoices would still carry the demo identity (no GSTIN of the seller's own yet). */
export function isDemoSeller(settings: { gstin: string }): boolean {
  return settings.gstin.trim().toUpperCase() === DEMO_SELLER_GSTIN;
}
