import type { DataRequest } from "@/lib/data-request";
import { inCurrency } from "@/lib/shopper-currency";
import { catalogueApi, type ProductListParams } from "./api/catalogue-api";
import { parseSearchFilters, toProductListParams } from "./search-filters";

/*
 * What this feature's pages ask for, for the server to fetch before it renders them. Only the
 * server's renderer imports this file: the browser's pages ask through their hooks.
 */

export const categoriesData = (): DataRequest => (dispatch) => dispatch(catalogueApi.endpoints.getCategories.initiate());

/** A listing, priced in the shopper's currency as its hooks ask (useProducts). */
export const productListData =
  (params: ProductListParams, currency: string): DataRequest =>
  (dispatch) =>
    dispatch(catalogueApi.endpoints.getProducts.initiate(inCurrency(params, currency)));

/** A product by slug or id, priced in the shopper's currency; `then` asks for what follows from it once it has arrived. */
export const productData =
  (slugOrId: string, currency: string, then: (productId: string) => DataRequest[] = () => []): DataRequest =>
  async (dispatch) => {
    const { data: product } = await dispatch(catalogueApi.endpoints.getProduct.initiate(inCurrency({ id: slugOrId }, currency)));
    if (product) await Promise.all(then(product._id).map((request) => request(dispatch)));
  };

/** The /search page (SearchPage): its listing as the query string says, and its filters' choices. */
export const searchPageData = (searchParams: URLSearchParams, currency: string): DataRequest[] => [
  productListData(toProductListParams(parseSearchFilters(searchParams)), currency),
  categoriesData(),
  (dispatch) => dispatch(catalogueApi.endpoints.getColours.initiate()),
  (dispatch) => dispatch(catalogueApi.endpoints.getSizes.initiate()),
  (dispatch) => dispatch(catalogueApi.endpoints.getPriceRanges.initiate()),
];
