import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { anOrder, anOrderLine } from "@/test/an-order";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { OrderDetailPage } from "./order-detail-page";

afterEach(() => vi.unstubAllGlobals());

const stitching = {
  serviceId: "s-blouse",
  kind: "blouseStitching" as const,
  name: "Blouse stitching",
  styleId: "st-boat",
  styleName: "Boat neck",
  price: 1_200,
  discount: 0,
  returnable: false,
};

describe("the shopper's order page", () => {
  it("shows under a line the services sold with it and their prices, and the day it is stitched and delivered by", async () => {
    const order = anOrder({
      cart: [
        anOrderLine({
          services: [
            stitching,
            {
              ...stitching,
              serviceId: "s-fall",
              kind: "fallPico",
              name: "Fall and pico",
              styleId: null,
              styleName: null,
              price: 250,
            },
          ],
          madeToOrder: 1,
        }),
      ],
      deliveryDate: "2026-12-15",
    });
    fakeFetch({ "/order/getMyOrders": () => ({ success: true, orders: order }) });
    renderInShop(<OrderDetailPage orderId={order._id} />);

    const services = await screen.findByRole("list", { name: "Services" });
    expect(
      within(services)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["Blouse stitching · Boat neck₹1,200", "Fall and pico₹250", "Made to order"]);
    expect(screen.getByText("Stitched and delivered by Tue, 15 Dec")).toBeTruthy();
  });

  it("shows no services and no promised day for a plain line of an order without one", async () => {
    const order = anOrder({ cart: [anOrderLine()], deliveryDate: null });
    fakeFetch({ "/order/getMyOrders": () => ({ success: true, orders: order }) });
    renderInShop(<OrderDetailPage orderId={order._id} />);

    expect(await screen.findByText(order.cart[0]!.name)).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Services" })).toBeNull();
    expect(screen.queryByText(/delivered by/)).toBeNull();
  });
});
