import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { anOrder, anOrderLine } from "@/test/an-order";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { AdminOrderDetailPage } from "./admin-order-detail-page";

afterEach(() => vi.unstubAllGlobals());

const answering = (order: ReturnType<typeof anOrder>) =>
  fakeFetch({
    "/order/getOrders": () => ({
      success: true,
      data: [order],
      pagination: { currentPage: 1, totalPages: 1, totalCount: 1, limit: 10 },
    }),
  });

describe("the admin's order page", () => {
  it("lists every discount the order got, by its code or its title, with each line's share", async () => {
    answering(
      anOrder({
        totalPrice: 11_199,
        cart: [anOrderLine({ discount: 1_800 })],
        discounts: [
          { promotionId: "p-code", code: "SAVE10", title: "10% off", amount: 1_300 },
          { promotionId: "p-prepaid", code: null, title: "₹500 off on prepaid orders", amount: 500 },
        ],
        nextStatuses: ["DELIVERED", "Cancelled"],
      }),
    );
    renderInShop(<AdminOrderDetailPage orderId="order-1" type="Order" />, { role: "owner" });

    const discounts = await screen.findByRole("list", { name: "Discounts" });
    const rows = within(discounts)
      .getAllByRole("listitem")
      .map((row) => row.textContent);
    expect(rows).toEqual(["Code SAVE10− ₹1,300", "₹500 off on prepaid orders− ₹500"]);
    expect(screen.getByText("Its share of the discounts: − ₹1,800")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mark as delivered" })).toBeTruthy();
  });

  it("speaks of a return's credit note, not of an invoice for a confirmed order", async () => {
    answering(
      anOrder({
        orderType: "Return",
        orderDetails: { public_order_id: "PL-250301-0001-R1", status: "Return Requested" },
        nextStatuses: ["Pickup Scheduled"],
      }),
    );
    renderInShop(<AdminOrderDetailPage orderId="order-1" type="Returns" />, { role: "owner" });

    expect(await screen.findByText(/The credit note is ready once/)).toBeTruthy();
    expect(screen.queryByText(/once the order is confirmed/)).toBeNull();
  });

  it("shows each line's services with their prices, made to order, and the day the order is stitched and delivered by", async () => {
    answering(
      anOrder({
        cart: [
          anOrderLine({
            services: [
              {
                serviceId: "s-blouse",
                kind: "blouseStitching",
                name: "Blouse stitching",
                styleId: "st-boat",
                styleName: "Boat neck",
                price: 1_200,
                discount: 0,
                returnable: false,
              },
            ],
            madeToOrder: 1,
          }),
        ],
        deliveryDate: "2026-12-15",
      }),
    );
    renderInShop(<AdminOrderDetailPage orderId="order-1" type="Order" />, { role: "owner" });

    const services = await screen.findByRole("list", { name: "Services" });
    expect(
      within(services)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["Blouse stitching · Boat neck₹1,200", "Made to order"]);
    expect(screen.getByText("Stitched and delivered by Tue, 15 Dec")).toBeTruthy();
  });
});
