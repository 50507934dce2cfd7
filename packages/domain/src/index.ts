/**
 * Zod is imported only by the schema modules (*-schemas.ts, promotions/promotion-schema.ts) and
 * by form-values.ts, the fields they share; every other module is plain rules and constants. With
 * "sideEffects": false, a bundle keeps only the modules it uses: the storefront ships without zod.
 */
export * from "./money.js";
export * from "./responses-schemas.js";
export * from "./messages.js";
export * from "./constants.js";
export * from "./catalog.js";
export * from "./catalog-forms.js";
export * from "./catalog-schemas.js";
export * from "./catalogue-files.js";
export * from "./catalogue-files-schemas.js";
export * from "./images.js";
export * from "./pagination.js";
export * from "./site.js";
export * from "./site-schemas.js";
export * from "./accounts.js";
export * from "./accounts-schemas.js";
export * from "./customers.js";
export * from "./customers-schemas.js";
export * from "./delivery.js";
export * from "./serviceability.js";
export * from "./serviceability-schemas.js";
export * from "./orders.js";
export * from "./orders-schemas.js";
export * from "./order-history.js";
export * from "./order-history-schemas.js";
export * from "./bulk-orders.js";
export * from "./bulk-orders-schemas.js";
export * from "./packing-slips.js";
export * from "./packing-slips-schemas.js";
export * from "./returns.js";
export * from "./returns-schemas.js";
export * from "./india.js";
export * from "./reviews.js";
export * from "./reviews-schemas.js";
export * from "./gst.js";
export * from "./gst-schemas.js";
export * from "./holds.js";
export * from "./holds-schemas.js";
export * from "./gstin.js";
export * from "./shop-settings.js";
export * from "./shop-settings-schemas.js";
export * from "./parcel.js";
export * from "./form-values.js";
export * from "./tax-documents.js";
export * from "./gstr1.js";
export * from "./csv.js";
export * from "./promotions.js";
export * from "./recovery.js";
export * from "./cod.js";
export * from "./recovery-schemas.js";
