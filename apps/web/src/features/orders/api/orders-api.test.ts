import { configureStore } from "@reduxjs/toolkit";
import { afterEach, expect, test, vi } from "vitest";
import { api } from "@/lib/api";
import { anOrder } from "@/test/an-order";
import { fakeFetch } from "@/test/fake-fetch";
import { ordersApi } from "./orders-api";

afterEach(() => vi.unstubAllGlobals());

test("a return asking for an exchange sends the size wanted as the API names it", async () => {
  const server = fakeFetch({ "/order/returnOrder": () => ({ order: anOrder(), message: "Return requested" }) });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  await store.dispatch(
    ordersApi.endpoints.returnOrder.initiate({
      orderId: "order-1",
      reason: "Too loose",
      resolution: "exchange",
      cart: [
        { _id: "kurta", quantity: 1, exchangeBuyingOptionId: "kurta-s" },
        { _id: "dupatta", quantity: 1 },
      ],
    }),
  );
  const body = server.callsTo("/order/returnOrder")[0]?.body as { cart: string };
  expect(JSON.parse(body.cart)).toEqual([
    { _id: "kurta", quantity: 1, exchangeSizeId: "kurta-s" },
    { _id: "dupatta", quantity: 1 },
  ]);
});
