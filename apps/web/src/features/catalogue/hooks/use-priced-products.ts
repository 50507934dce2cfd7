import { inCurrency, useShopperCurrency } from "@/lib/shopper-currency";
import { useGetProductQuery, useGetProductsQuery, type ProductListParams } from "../api/catalogue-api";

/** A listing, its cards priced in the shopper's currency. */
export const useProducts = (params: ProductListParams) => useGetProductsQuery(inCurrency(params, useShopperCurrency()));

/** A product page by slug or id, its prices in the shopper's currency. */
export const useProduct = (slugOrId: string) => useGetProductQuery(inCurrency({ id: slugOrId }, useShopperCurrency()));
