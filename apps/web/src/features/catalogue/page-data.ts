import type { DataRequest } from "@/lib/data-request";
import { inCurrency } from "@/lib/shopper-currency";
import type { PricedProduct } from "./prices-shown";
import {
  categoriesRead,
  coloursRead,
  priceRangesRead,
  productRead,
  productsRead,
  sizesRead,
  type ProductListParams,
} from "./api/catalogue-api";
import { pinCodeOf, serviceabilityRead } from "./api/delivery-api";
import { parseSearchFilters, toProductListParams } from "./search-filters";

/*
 * What this feature's pages ask for, for the server to fetch before it renders them. Only the
 * server's renderer imports this file: the browser's pages ask through their hooks.
 */

export const categoriesData = (): DataRequest => categoriesRead();

/** A listing, priced in the shopper's currency as its hooks ask (useProducts). */
export const productListData = (params: ProductListParams, currency: string): DataRequest => productsRead(inCurrency(params, currency));

/** A product by slug or id, priced in the shopper's currency; `then` asks for what follows from it once it has arrived. */
export const productData = (
  slugOrId: string,
  currency: string,
  then: (productId: string) => DataRequest[] = () => [],
): DataRequest => ({
  ...productRead(inCurrency({ id: slugOrId }, currency)),
  then: (product: PricedProduct) => then(product._id),
});

/** The /search page (SearchPage): its listing as the query string says, and its filters' choices. */
export const searchPageData = (searchParams: URLSearchParams, currency: string): DataRequest[] => [
  productListData(toProductListParams(parseSearchFilters(searchParams)), currency),
  categoriesData(),
  coloursRead(),
  sizesRead(),
  priceRangesRead(),
];

/** The delivery check's answer for a PIN code the page's address carries (sent by its form before the script ran). */
export const deliveryCheckData = (searchParams: URLSearchParams, productId: string): DataRequest[] => {
  const pincode = pinCodeOf(searchParams.get("pincode") ?? "");
  return pincode ? [serviceabilityRead(pincode, productId)] : [];
};
