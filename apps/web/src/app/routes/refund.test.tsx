import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import RefundRoute from "./refund";

afterEach(() => vi.unstubAllGlobals());

describe("refund policy page", () => {
  it("states the return window the shop applies", async () => {
    fakeFetch({ "/site/getPolicies": () => ({ success: true, message: "Policies", policies: { returnWindowDays: 3 } }) });
    renderInShop(<RefundRoute />, { route: "/refund" });
    expect(await screen.findByText("You can return or exchange an item within 3 days of delivery, at its MRP.")).toBeTruthy();
  });

  it("says one day, not one days", async () => {
    fakeFetch({ "/site/getPolicies": () => ({ success: true, message: "Policies", policies: { returnWindowDays: 1 } }) });
    renderInShop(<RefundRoute />, { route: "/refund" });
    expect(await screen.findByText("You can return or exchange an item within 1 day of delivery, at its MRP.")).toBeTruthy();
  });

  it("promises no number of days when the rule cannot be read", async () => {
    fakeFetch({});
    renderInShop(<RefundRoute />, { route: "/refund" });
    expect(await screen.findByText(/within the return window shown on your order/)).toBeTruthy();
    expect(screen.queryByText(/within \d+ days/)).toBeNull();
  });
});
