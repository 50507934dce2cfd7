import type { CounterOrderAnswer, PaymentLinkChannel, ProductSummary } from "@pallu/domain";
import { api } from "@/lib/api";

/** What the New order screen sends; the server prices it and takes the stock. */
export interface CounterOrderBody {
  customerId?: string;
  customer?: { fullname: string; phone: string; email?: string };
  cart: { productId: string; sizeId: string; quantity: number }[];
  addressId?: string;
  address?: { name: string; addressLine1: string; addressLine2?: string; city: string; state: string; pinCode: string; phoneNumber: string };
  discount?: number;
  discountReason?: string;
  paymentType: "link" | "COD" | "paid";
  reference?: string;
  note?: string;
  giftMessage?: string;
}

type Message = { success: boolean; message: string };

/** Orders taken in chats, and the payment links sent for them (docs/counter-orders.md). */
export const counterOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The shop's own search, as shoppers see it: any member of staff taking an order may use it,
    // where the catalogue's back-office list is for the catalogue's own staff.
    findPieces: build.query<ProductSummary[], { search: string; limit: number }>({
      query: ({ search, limit }) => ({ url: "/products/getAllProduct", params: { search, limit } }),
      transformResponse: (response: { products: ProductSummary[] }) => response.products,
      providesTags: ["Product"],
    }),
    createCounterOrder: build.mutation<CounterOrderAnswer, CounterOrderBody>({
      query: (body) => ({ url: "/order/createCounterOrder", method: "POST", body }),
      invalidatesTags: ["AdminOrder", "AdminProduct", "Product", "Dashboard", "Users"],
    }),
    sendPaymentLink: build.mutation<Message, { linkId: string; channel: PaymentLinkChannel }>({
      query: (body) => ({ url: "/order/sendPaymentLink", method: "POST", body }),
    }),
    cancelPaymentLink: build.mutation<Message, { linkId: string }>({
      query: (body) => ({ url: "/order/cancelPaymentLink", method: "POST", body }),
      invalidatesTags: ["AdminProduct", "Product"],
    }),
  }),
});

export const { useFindPiecesQuery, useCreateCounterOrderMutation, useSendPaymentLinkMutation, useCancelPaymentLinkMutation } = counterOrdersApi;
