import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { OpenReservations } from "./open-reservations";

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's open reservations", () => {
  it("lists who holds which stock, for how much", async () => {
    fakeFetch({
      "/order/reservations": () => ({
        success: true,
        message: "Open reservations",
        reservations: [
          {
            _id: "i1",
            customer: { _id: "u1", fullname: "Meera Iyer", email: "meera@example.in", phone: null },
            items: [{ productId: "p1", sizeId: "s1", name: "Kanjivaram Silk", size: "NA", quantity: 2 }],
            amount: 24000,
            createdAt: "2026-11-24T10:00:00.000Z",
            expiresAt: "2026-11-24T10:15:00.000Z",
          },
        ],
      }),
    });
    renderInShop(<OpenReservations />);
    expect(await screen.findByText("Meera Iyer · meera@example.in")).toBeTruthy();
    expect(screen.getByText("2 × Kanjivaram Silk")).toBeTruthy();
    expect(screen.getByText("₹24,000")).toBeTruthy();
  });

  it("says until when by India's clock, wherever the seller's computer is set", async () => {
    fakeFetch({
      "/order/reservations": () => ({
        success: true,
        message: "Open reservations",
        reservations: [
          {
            _id: "i1",
            customer: { _id: "u1", fullname: "Meera Iyer", email: "meera@example.in", phone: null },
            items: [{ productId: "p1", sizeId: "s1", name: "Kanjivaram Silk", size: "NA", quantity: 2 }],
            amount: 24000,
            createdAt: "2026-11-24T10:00:00.000Z",
            expiresAt: "2026-11-24T10:15:00.000Z",
          },
        ],
      }),
    });
    renderInShop(<OpenReservations />);
    expect(await screen.findByText(/until 3:45\spm/i)).toBeTruthy();
  });

  it("says when nothing is held", async () => {
    fakeFetch({ "/order/reservations": () => ({ success: true, message: "Open reservations", reservations: [] }) });
    renderInShop(<OpenReservations />);
    expect(await screen.findByText("No stock is held by open online payments right now.")).toBeTruthy();
  });
});
