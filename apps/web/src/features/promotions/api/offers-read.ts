import { apiPath, usePageRead, type PageRead } from "@/lib/page-query";
import type { ProductOffer } from "../types";

/** The automatic offers a product can have now ("₹100 off on prepaid orders"), the same for every shopper. */
export const offersRead = (productId: string): PageRead<ProductOffer[]> => ({
  path: apiPath("/promotions/getOffers", { productId }),
  read: (answer: { offers: ProductOffer[] }) => answer.offers,
});

export const useGetOffersQuery = (productId: string) => usePageRead(offersRead(productId));
