import type { Order, Pagination, ReturnCondition } from "@pallu/domain";
import type { FetchBaseQueryError } from "@reduxjs/toolkit/query";
import { api } from "@/lib/api";

/** The admin's two lists (spec §7): orders, and the returns customers asked for. */
export type AdminOrderListType = "Order" | "Returns";

export interface AdminOrderListArgs {
  type: AdminOrderListType;
  status?: string | undefined;
  page: number;
}

export interface AdminOrderPage {
  data: Order[];
  pagination: Pagination;
}

type OrderAnswer = { message: string; order: Order };

export const ADMIN_ORDERS_PAGE_SIZE = 12;
/** Pages read while looking an order up by id; see getAdminOrder. */
const LOOKUP_PAGE_SIZE = 100;
const LOOKUP_MAX_PAGES = 20;

const orderReads = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrderPage, AdminOrderListArgs>({
      query: ({ type, status, page }) => ({
        url: "/order/getOrders",
        method: "POST",
        body: { type, page, limit: ADMIN_ORDERS_PAGE_SIZE, ...(status ? { status } : {}) },
      }),
      providesTags: [{ type: "AdminOrder", id: "LIST" }],
    }),
    /**
     * One order for the admin's detail page. The API has no admin read of a single order yet:
     * a card of the list seeds this cache (see seedAdminOrder), and a page opened directly looks
     * the order up in the list pages.
     */
    getAdminOrder: build.query<Order, { id: string; type: AdminOrderListType }>({
      async queryFn({ id, type }, _api, _extra, baseQuery) {
        for (let page = 1; page <= LOOKUP_MAX_PAGES; page += 1) {
          const result = await baseQuery({
            url: "/order/getOrders",
            method: "POST",
            body: { type, page, limit: LOOKUP_PAGE_SIZE },
          });
          if (result.error) return { error: result.error };
          const { data, pagination } = result.data as AdminOrderPage;
          const order = data.find((candidate) => candidate._id === id);
          if (order) return { data: order };
          if (page >= pagination.totalPages) break;
        }
        const notFound: FetchBaseQueryError = { status: 404, data: { success: false, message: "Order not found" } };
        return { error: notFound };
      },
      providesTags: (_result, _error, { id }) => [{ type: "AdminOrder", id }],
    }),
  }),
});

/** Writes answer with the order as it now stands, which replaces the shown one. */
export const adminOrdersApi = orderReads.injectEndpoints({
  endpoints: (build) => {
    const replaceOrder = {
      async onQueryStarted(
        _arg: unknown,
        {
          dispatch,
          queryFulfilled,
        }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: OrderAnswer }> },
      ) {
        const outcome = await queryFulfilled.catch(() => undefined);
        if (!outcome) return;
        const { order } = outcome.data;
        const type: AdminOrderListType = order.orderType === "Order" ? "Order" : "Returns";
        dispatch(orderReads.util.upsertQueryData("getAdminOrder", { id: order._id, type }, order));
      },
      invalidatesTags: [
        { type: "AdminOrder" as const, id: "LIST" },
        "Dashboard" as const,
        "Order" as const,
        "Product" as const,
      ],
    };
    return {
      updateOrder: build.mutation<
        OrderAnswer,
        {
          orderId: string;
          status?: string;
          courier?: string;
          awbCode?: string;
          condition?: ReturnCondition;
          refundAmount?: number;
          refundReason?: string;
        }
      >({
        query: (body) => ({ url: "/order/updateOrder", method: "POST", body }),
        ...replaceOrder,
      }),
      cancelOrder: build.mutation<OrderAnswer, string>({
        query: (orderId) => ({ url: "/order/cancelOrder", method: "POST", body: { orderId } }),
        ...replaceOrder,
      }),
    };
  },
});

export const { useGetAdminOrdersQuery, useGetAdminOrderQuery, useUpdateOrderMutation, useCancelOrderMutation } =
  adminOrdersApi;

/** Puts an order from the list into the detail cache, so "View Order" opens without a fetch. */
export const seedAdminOrder = (order: Order) =>
  orderReads.util.upsertQueryEntries([
    {
      endpointName: "getAdminOrder",
      arg: { id: order._id, type: order.orderType === "Order" ? "Order" : "Returns" },
      value: order,
    },
  ]);
