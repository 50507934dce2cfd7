import type { AbandonedCheckoutReport, LowStockSize, Reservation } from "@pallu/domain";
import { api } from "@/lib/api";

/** POST /products/getGraphData: the dashboard's figures, computed on the server. */
export interface DashboardFigures {
  totals: {
    salesAmount: number;
    grossSales: number;
    refunds: number;
    netSales: number;
    orders: number;
    products: number;
    users: number;
  };
  monthlySales: { year: number; months: number[] }[];
  statusCounts: Record<string, number>;
  productsPerCategory: { category: string; count: number }[];
  stock: { inStock: number; outOfStock: number };
  needsTaxData: { count: number; products: { _id: string; name: string }[] };
  lowStock: { threshold: number; count: number; sizes: LowStockSize[] };
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGraphData: build.query<DashboardFigures, void>({
      query: () => ({ url: "/products/getGraphData", method: "POST", body: { lists: false } }),
      transformResponse: (response: DashboardFigures) => ({
        totals: response.totals,
        monthlySales: response.monthlySales,
        statusCounts: response.statusCounts,
        productsPerCategory: response.productsPerCategory,
        stock: response.stock,
        needsTaxData: response.needsTaxData,
        lowStock: response.lowStock,
      }),
      providesTags: ["Dashboard"],
    }),
    /** GET /order/reservations: open online payments and the stock each holds until it is paid or lapses. */
    getReservations: build.query<Reservation[], void>({
      query: () => "/order/reservations",
      transformResponse: (response: { reservations: Reservation[] }) => response.reservations,
      providesTags: ["Dashboard"],
    }),
    /** GET /reports/abandonedCheckouts: checkouts left, reminders sent and orders won back in a range of days. */
    getAbandonedCheckouts: build.query<AbandonedCheckoutReport, { from: string; to: string }>({
      query: (range) => ({ url: "/reports/abandonedCheckouts", params: range }),
      transformResponse: (response: { report: AbandonedCheckoutReport }) => response.report,
      providesTags: ["Dashboard"],
    }),
  }),
});

export const { useGetGraphDataQuery, useGetReservationsQuery, useGetAbandonedCheckoutsQuery } = dashboardApi;
