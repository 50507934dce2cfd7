import type { ShopPolicies } from "@pallu/domain";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import AboutUsRoute from "./about-us";
import PrivacyRoute from "./privacy";
import RefundRoute from "./refund";

afterEach(() => vi.unstubAllGlobals());

const POLICIES: ShopPolicies = {
  returnWindowDays: 3,
  discountedExchangeOnly: true,
  onlinePayment: true,
  codLimitRupees: 50_000,
  maxOpenCodOrders: 3,
  legalName: "Kaveri Handlooms LLP",
  address: "4 Mill Road, Kanchipuram 631501",
  state: "Tamil Nadu",
  gstin: "33AAACH7409R1Z8",
  email: "care@kaveri.example",
  phone: "+91 90000 11111",
  aboutText: "",
  refundText: "",
  privacyText: "",
};

const withPolicies = (policies: Partial<ShopPolicies>) =>
  fakeFetch({
    "/site/getPolicies": () => ({ success: true, message: "Policies", policies: { ...POLICIES, ...policies } }),
    "/site/getBrand": () => ({ success: true, message: "Brand", brand: { name: "Kaveri Silks", tagline: "", social: {} } }),
  });

describe("refund policy page", () => {
  it("says a piece stitched or finished for her cannot be returned, and the rest of the order can", async () => {
    withPolicies({});
    renderInShop(<RefundRoute />, { route: "/refund" });
    expect(await screen.findByText(/A piece stitched or finished for you .* cannot be returned; its product page says so before you choose the service, and the rest of your order can still be returned\./)).toBeTruthy();
  });

  it("states the return window the shop applies", async () => {
    withPolicies({ returnWindowDays: 3 });
    renderInShop(<RefundRoute />, { route: "/refund" });
    expect(
      await screen.findByText("You can return or exchange an item within 3 days of delivery, at its MRP."),
    ).toBeTruthy();
  });

  it("says one day, not one days", async () => {
    withPolicies({ returnWindowDays: 1 });
    renderInShop(<RefundRoute />, { route: "/refund" });
    expect(
      await screen.findByText("You can return or exchange an item within 1 day of delivery, at its MRP."),
    ).toBeTruthy();
  });

  it("promises no number of days when the rule cannot be read", async () => {
    fakeFetch({});
    renderInShop(<RefundRoute />, { route: "/refund" });
    expect(await screen.findByText(/within the return window shown on your order/)).toBeTruthy();
    expect(screen.queryByText(/within \d+ days/)).toBeNull();
  });

  it("adds the seller's own refund text from the settings", async () => {
    withPolicies({ refundText: "Sarees with a fall attached cannot be returned.\n\nWe pay the return courier." });
    renderInShop(<RefundRoute />, { route: "/refund" });
    expect(await screen.findByText("Sarees with a fall attached cannot be returned.")).toBeTruthy();
    expect(screen.getByText("We pay the return courier.")).toBeTruthy();
  });
});

describe("about and privacy pages", () => {
  it("name the seller as the settings and invoices do", async () => {
    withPolicies({ aboutText: "Three generations of weavers in Kanchipuram." });
    renderInShop(<AboutUsRoute />, { route: "/aboutUs" });
    expect(await screen.findByText("Three generations of weavers in Kanchipuram.")).toBeTruthy();
    expect(screen.getByText("Kaveri Handlooms LLP")).toBeTruthy();
    expect(screen.getByText("33AAACH7409R1Z8")).toBeTruthy();
    expect(screen.queryByText(/began with a simple wish/)).toBeNull();
  });

  it("never show the demo GSTIN as the shop's", async () => {
    withPolicies({ gstin: "09AAAAA0000A1Z0" });
    renderInShop(<AboutUsRoute />, { route: "/aboutUs" });
    expect(await screen.findByText("Kaveri Handlooms LLP")).toBeTruthy();
    expect(screen.queryByText("GSTIN")).toBeNull();
    expect(screen.queryByText("09AAAAA0000A1Z0")).toBeNull();
  });

  it("do not offer cash on delivery when the seller has turned it off", async () => {
    withPolicies({ codLimitRupees: 0 });
    renderInShop(<AboutUsRoute />, { route: "/aboutUs" });
    // The standard story is told in the shop's own name.
    expect(await screen.findByText(/Kaveri Silks began with a simple wish/)).toBeTruthy();
    expect(await screen.findByText(/with secure online payment\./)).toBeTruthy();
    expect(screen.queryByText(/cash on delivery/)).toBeNull();
  });

  it("say who holds the shopper's data", async () => {
    withPolicies({ privacyText: "We keep invoices for eight years, as the law asks." });
    renderInShop(<PrivacyRoute />, { route: "/privacy" });
    expect(await screen.findByText(/Kaveri Handlooms LLP, 4 Mill Road, Kanchipuram 631501/)).toBeTruthy();
    expect(screen.getByText("We keep invoices for eight years, as the law asks.")).toBeTruthy();
  });
});
