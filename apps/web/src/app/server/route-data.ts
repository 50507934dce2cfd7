import { matchPath } from "react-router";
import { categoriesData, deliveryCheckData, productData, productListData, searchPageData } from "@/features/catalogue/page-data";
import { offersData } from "@/features/promotions/page-data";
import { productReviewsData } from "@/features/reviews/page-data";
import { heroSlidesData, policiesData, siteFrameData } from "@/features/site/page-data";
import type { DataRequest } from "@/lib/data-request";
import { shopBrandData } from "@/lib/shop-brand-data";
import { BEST_SELLERS_QUERY } from "../routes/best-sellers";
import { HOME_STRIPS, homeStripQuery } from "../routes/home-strips";

type PageAddress = { params: Record<string, string | undefined>; searchParams: URLSearchParams; currency: string };
type RouteData = { path: string; data: (page: PageAddress) => DataRequest[] };

/** What every page's frame shows: the header's categories and the shop's name, the banner, the footer. */
const frameData = (): DataRequest[] => [categoriesData(), shopBrandData(), ...siteFrameData()];

/**
 * What each server-rendered page shows above the fold (what waits for the shopper to scroll is
 * not fetched), by the route's path as the router (router.tsx, order-routes.tsx) has it.
 */
const STOREFRONT_ROUTE_DATA: RouteData[] = [
  {
    path: "/",
    data: ({ currency }) => [heroSlidesData(), ...HOME_STRIPS.map(({ sortBy }) => productListData(homeStripQuery(sortBy), currency))],
  },
  { path: "/search", data: ({ searchParams, currency }) => searchPageData(searchParams, currency) },
  {
    path: "/product/:slugOrId",
    data: ({ params, searchParams, currency }) => [
      productData(params.slugOrId ?? "", currency, (productId) => [offersData(productId), ...deliveryCheckData(searchParams, productId)]),
      productListData(BEST_SELLERS_QUERY, currency),
    ],
  },
  {
    path: "/reviews/:id",
    data: ({ params, currency }) => [productData(params.id ?? "", currency), productReviewsData(params.id ?? "")],
  },
  { path: "/aboutUs", data: () => [policiesData()] },
  { path: "/privacy", data: () => [policiesData()] },
  { path: "/refund", data: () => [policiesData()] },
];

/**
 * The answers a storefront page is rendered from, its prices in the shopper's currency, so the
 * server can fetch them all before it renders once.
 */
export function routeData(url: string, currency: string): DataRequest[] {
  const { pathname, searchParams } = new URL(url, "http://shop.invalid");
  for (const route of STOREFRONT_ROUTE_DATA) {
    const match = matchPath(route.path, pathname);
    if (match) return [...frameData(), ...route.data({ params: match.params, searchParams, currency })];
  }
  return frameData();
}
