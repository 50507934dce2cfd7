import type { Order as WireOrder, Pagination, ReturnResolution } from "@pallu/domain";
import { fromWireOrder, type Order } from "../order-model";
import { api } from "@/lib/api";

export interface OrdersPage {
  orders: Order[];
  pagination: Pagination;
}

/** Orders per "Load more" press; small pages keep a phone's first answer quick. */
export const ORDERS_PAGE_SIZE = 10;

const LIST = { type: "Order", id: "LIST" } as const;

/** An order line going back, and how many; on an exchange, the size wanted instead. */
export type ReturnLine = { _id: string; quantity: number; exchangeBuyingOptionId?: string };

/** A line going back as the API reads it: the size wanted instead is its `exchangeSizeId` (docs/api.md#orders-cart-wishlist-and-payment). */
const toWireReturnLine = ({ exchangeBuyingOptionId, ...line }: ReturnLine) =>
  exchangeBuyingOptionId === undefined ? line : { ...line, exchangeSizeId: exchangeBuyingOptionId };

/** A cancel or return answers with the order as it now stands, and the message to show. */
const fromWireAnswer = ({ order, message }: { order: WireOrder; message: string }) => ({
  order: fromWireOrder(order),
  message,
});

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => {
    /** A change to one of the shopper's orders: the order the server answers with replaces the one on screen (docs/shop-rules.md#orders). */
    const changeMyOrder = (url: string) =>
      build.mutation<{ order: Order; message: string }, string>({
        query: (orderId) => ({ url, method: "POST", body: { orderId } }),
        transformResponse: fromWireAnswer,
        async onQueryStarted(orderId, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(ordersApi.util.upsertQueryData("getMyOrder", orderId, data.order));
        },
        invalidatesTags: (result) => (result ? [LIST] : []),
      });
    return {
      /** The shopper's orders and returns, newest first, a page at a time. */
      getMyOrders: build.infiniteQuery<OrdersPage, void, number>({
        infiniteQueryOptions: {
          initialPageParam: 1,
          getNextPageParam: ({ pagination }) =>
            pagination.currentPage < pagination.totalPages ? pagination.currentPage + 1 : undefined,
        },
        query: ({ pageParam }) => ({
          url: "/order/getMyOrders",
          method: "POST",
          body: { page: pageParam, limit: ORDERS_PAGE_SIZE },
        }),
        transformResponse: (response: { orders: WireOrder[]; pagination: Pagination }) => ({
          orders: response.orders.map(fromWireOrder),
          pagination: response.pagination,
        }),
        providesTags: [LIST],
      }),

      /** One order by id; the server answers 404 for an order that is not the shopper's own. */
      getMyOrder: build.query<Order, string>({
        query: (orderId) => ({ url: "/order/getMyOrders", method: "POST", body: { orderId } }),
        transformResponse: (response: { orders: WireOrder }) => fromWireOrder(response.orders),
        providesTags: (_result, _error, orderId) => [{ type: "Order", id: orderId }],
      }),

      cancelMyOrder: changeMyOrder("/order/cancelMyOrder"),

      /** The shopper confirms their cash-on-delivery order, so that it ships. */
      confirmMyCodOrder: changeMyOrder("/order/confirmCashOnDelivery"),

      /** `cart` lists the order lines and quantities to return; without it the whole order goes back. */
      returnOrder: build.mutation<
        { order: Order; message: string },
        {
          orderId: string;
          reason: string;
          cart?: ReturnLine[];
          resolution?: ReturnResolution;
        }
      >({
        query: ({ orderId, reason, cart, resolution }) => ({
          url: "/order/returnOrder",
          method: "POST",
          body: {
            orderId,
            reason,
            ...(cart ? { cart: JSON.stringify(cart.map(toWireReturnLine)) } : {}),
            ...(resolution ? { resolution } : {}),
          },
        }),
        transformResponse: fromWireAnswer,
        async onQueryStarted(_input, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(ordersApi.util.upsertQueryData("getMyOrder", data.order._id, data.order));
        },
        invalidatesTags: (result, _error, { orderId }) => (result ? [LIST, { type: "Order", id: orderId }] : []),
      }),
    };
  },
});

export const {
  useGetMyOrdersInfiniteQuery,
  useGetMyOrderQuery,
  useCancelMyOrderMutation,
  useConfirmMyCodOrderMutation,
  useReturnOrderMutation,
} = ordersApi;

/** Keeps an order the server has just answered with, so that its page shows at once. */
export const orderAnswered = (order: WireOrder) =>
  ordersApi.util.upsertQueryData("getMyOrder", order._id, fromWireOrder(order));
