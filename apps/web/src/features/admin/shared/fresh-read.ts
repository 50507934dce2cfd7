/**
 * Catalogue and site GETs are cacheable for a minute in the browser; the back office must see
 * its own writes at once, so its reads revalidate with the server every time.
 */
export const FRESH: RequestInit["cache"] = "no-cache";
