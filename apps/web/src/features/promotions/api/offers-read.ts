import { apiPath, usePageRead, type PageRead } from "@/lib/page-query";
import type { ProductOffer } from "../types";

const offersOf = (answer: { offers: ProductOffer[] }) => answer.offers;

/**
 * Every automatic offer the shop runs now, whatever it applies to: one answer every page shares, so
 * a product page asks for its own offers only while the shop runs some.
 */
export const runningOffersRead: PageRead<ProductOffer[]> = { path: apiPath("/promotions/getOffers"), read: offersOf };

/** The automatic offers a product can have now ("₹100 off on prepaid orders"), the same for every shopper. */
export const offersRead = (productId: string): PageRead<ProductOffer[]> => ({
  path: apiPath("/promotions/getOffers", { productId }),
  read: offersOf,
});

/** A product's offers; none are asked for while the shop runs no automatic offer at all. */
export function useGetOffersQuery(productId: string) {
  const running = usePageRead(runningOffersRead);
  return usePageRead(running.data && running.data.length > 0 ? offersRead(productId) : null);
}
