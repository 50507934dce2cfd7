import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { anOrder } from "@/test/an-order";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { CodConfirmRequest } from "./cod-confirm-request";

afterEach(() => vi.unstubAllGlobals());

const awaiting = anOrder({
  codConfirmation: { status: "awaiting", confirmBy: "2026-11-27T10:00:00.000Z", confirmedAt: null },
});

describe("a cash-on-delivery order awaiting its shopper", () => {
  it("asks the shopper to confirm it, and sends the confirmation for this order", async () => {
    const { calls } = fakeFetch({
      "/order/confirmCashOnDelivery": () => ({
        success: true,
        message: "Order confirmed",
        order: { ...awaiting, codConfirmation: { ...awaiting.codConfirmation!, status: "confirmed" } },
      }),
    });
    renderInShop(<CodConfirmRequest order={awaiting} />);
    expect(screen.getByRole("heading", { name: "Confirm your order" })).toBeTruthy();
    expect(screen.getByText(/Please confirm by/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confirm order" }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === "/order/confirmCashOnDelivery")?.body).toEqual({
        orderId: awaiting._id,
      }),
    );
  });

  it("shows nothing for an order that does not wait for the shopper", () => {
    renderInShop(<CodConfirmRequest order={anOrder()} />);
    expect(screen.queryByRole("button", { name: "Confirm order" })).toBeNull();
  });
});
