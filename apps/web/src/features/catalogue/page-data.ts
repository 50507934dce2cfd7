import type { DataRequest } from "@/lib/data-request";
import { catalogueApi, type ProductListParams } from "./api/catalogue-api";
import { parseSearchFilters, toProductListParams } from "./search-filters";

/*
 * What this feature's pages ask for, for the server to fetch before it renders them. Only the
 * server's renderer imports this file: the browser's pages ask through their hooks.
 */

export const categoriesData = (): DataRequest => (dispatch) => dispatch(catalogueApi.endpoints.getCategories.initiate());

export const productListData =
  (params: ProductListParams): DataRequest =>
  (dispatch) =>
    dispatch(catalogueApi.endpoints.getProducts.initiate(params));

/** A product by slug or id; `then` asks for what follows from it once it has arrived. */
export const productData =
  (slugOrId: string, then: (productId: string) => DataRequest[] = () => []): DataRequest =>
  async (dispatch) => {
    const { data: product } = await dispatch(catalogueApi.endpoints.getProduct.initiate(slugOrId));
    if (product) await Promise.all(then(product._id).map((request) => request(dispatch)));
  };

/** The /search page (SearchPage): its listing as the query string says, and its filters' choices. */
export const searchPageData = (searchParams: URLSearchParams): DataRequest[] => [
  productListData(toProductListParams(parseSearchFilters(searchParams))),
  categoriesData(),
  (dispatch) => dispatch(catalogueApi.endpoints.getColours.initiate()),
  (dispatch) => dispatch(catalogueApi.endpoints.getSizes.initiate()),
  (dispatch) => dispatch(catalogueApi.endpoints.getPriceRanges.initiate()),
];
