import type {
  AdminPaymentFilter,
  BulkOrderResult,
  BulkUpdateOrdersBody,
  Order,
  Pagination,
  ReturnCondition,
  ReturnResolution,
} from "@pallu/domain";
import type { FetchBaseQueryError } from "@reduxjs/toolkit/query";
import { api } from "@/lib/api";

/** The admin's two lists (docs/api.md#orders-cart-wishlist-and-payment): orders, and the returns customers asked for. */
export type AdminOrderListType = "Order" | "Returns";

/** The order desk's search and filters, as the address bar keeps them. */
export interface AdminOrderFilters {
  status?: string | undefined;
  search?: string | undefined;
  paymentType?: AdminPaymentFilter | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sortBy?: "createdAt" | "totalPrice" | undefined;
  sortOrder?: "asc" | "desc" | undefined;
}

export interface AdminOrderListArgs extends AdminOrderFilters {
  type: AdminOrderListType;
  page: number;
  /** Orders a page; the desk shows ADMIN_ORDERS_PAGE_SIZE, choosing all that match reads 100 at a time. */
  limit?: number;
}

export interface AdminOrderPage {
  data: Order[];
  pagination: Pagination;
  /** How many orders the same search and filters find in each status. */
  counts: Record<string, number>;
}

type OrderAnswer = { message: string; order: Order };

/** A cash-on-delivery order waiting for its shopper's yes: how old it is and how long until it is cancelled. */
export interface AwaitingCodOrder {
  order: Order;
  ageMinutes: number;
  minutesLeft: number;
}

export const ADMIN_ORDERS_PAGE_SIZE = 12;

const orderReads = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrderPage, AdminOrderListArgs>({
      query: ({ type, page, limit = ADMIN_ORDERS_PAGE_SIZE, ...filters }) => ({
        url: "/order/getOrders",
        method: "POST",
        body: {
          type,
          page,
          limit,
          ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== "")),
        },
      }),
      providesTags: [{ type: "AdminOrder", id: "LIST" }],
    }),
    getAwaitingCodOrders: build.query<AwaitingCodOrder[], void>({
      query: () => ({ url: "/order/getAwaitingCodOrders", method: "POST", body: {} }),
      transformResponse: (response: { orders: AwaitingCodOrder[] }) => response.orders,
      providesTags: [{ type: "AdminOrder", id: "LIST" }],
    }),
    /** One order (or return) for the admin's detail page, by its id. */
    getAdminOrder: build.query<Order, { id: string; type: AdminOrderListType }>({
      async queryFn({ id, type }, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: "/order/getOrders", method: "POST", body: { type, orderId: id } });
        if (result.error) return { error: result.error };
        const [order] = (result.data as AdminOrderPage).data;
        if (order) return { data: order };
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
      /** Confirms a cash-on-delivery order on its shopper's behalf (after a call). */
      confirmCodOrder: build.mutation<OrderAnswer, string>({
        query: (orderId) => ({ url: "/order/confirmCashOnDelivery", method: "POST", body: { orderId } }),
        ...replaceOrder,
      }),
      /** The parcel came back to the shop: the order is closed and its pieces restocked. */
      returnedToOrigin: build.mutation<OrderAnswer, string>({
        query: (orderId) => ({ url: "/order/returnedToOrigin", method: "POST", body: { orderId } }),
        ...replaceOrder,
      }),
      /** The seller opens a return of a delivered order for its customer; answers the return. */
      openReturn: build.mutation<OrderAnswer, { orderId: string; reason: string; resolution?: ReturnResolution }>({
        query: (body) => ({ url: "/order/openReturn", method: "POST", body }),
        invalidatesTags: (_result, _error, { orderId }) => [
          { type: "AdminOrder" as const, id: orderId },
          { type: "AdminOrder" as const, id: "LIST" },
          "Dashboard" as const,
          "Order" as const,
          "Product" as const,
        ],
      }),
      /** Many orders to one status; each answers on its own. Every shown order may have changed. */
      bulkUpdateOrders: build.mutation<{ message: string; results: BulkOrderResult[] }, BulkUpdateOrdersBody>({
        query: (body) => ({ url: "/order/bulkUpdateOrders", method: "POST", body }),
        invalidatesTags: ["AdminOrder", "Dashboard", "Order", "Product"],
      }),
    };
  },
});

export const {
  useGetAdminOrdersQuery,
  useLazyGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useGetAwaitingCodOrdersQuery,
  useConfirmCodOrderMutation,
  useReturnedToOriginMutation,
  useUpdateOrderMutation,
  useCancelOrderMutation,
  useOpenReturnMutation,
  useBulkUpdateOrdersMutation,
} = adminOrdersApi;

/** Puts an order from the list into the detail cache, so "View Order" opens without a fetch. */
export const seedAdminOrder = (order: Order) =>
  orderReads.util.upsertQueryEntries([
    {
      endpointName: "getAdminOrder",
      arg: { id: order._id, type: order.orderType === "Order" ? "Order" : "Returns" },
      value: order,
    },
  ]);
