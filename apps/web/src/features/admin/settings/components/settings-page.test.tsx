import type { ShopSettings } from "@pallu/domain";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { SettingsPage } from "./settings-page";

afterEach(() => vi.unstubAllGlobals());

const SETTINGS: ShopSettings = {
  legalName: "Pallu Handlooms",
  address: "12 Vishwanath Gali, Varanasi, Uttar Pradesh 221001",
  state: "Uttar Pradesh",
  gstin: "09AAAAA0000A1Z0",
  email: "care@pallu.example",
  phone: "+91 98765 43210",
  codLimitRupees: 50_000,
  codFeeRupees: 0,
  supportRefundLimitRupees: 2000,
  supportDiscountLimitRupees: 500,
  codConfirmation: true,
  codConfirmHours: 24,
  codRtoBlockAfter: 2,
  maxOpenCodOrders: 3,
  paymentLinkHours: 24,
  returnWindowDays: 3,
  discountedExchangeOnly: true,
  lowStockThreshold: 2,
  recoveryDelayMinutes: 60,
  recoveryCodePercent: 10,
  recoveryCodeInSecondReminder: false,
  alerts: { newOrder: true, returnRequest: true, failedPayment: true, lowStock: true },
  aboutText: "",
  refundText: "",
  privacyText: "",
  shopName: "Pallu",
  shortName: "Pallu",
  tagline: "Handwoven Sarees & Indian Clothing",
  brandColour: "#6b0f1a",
  logoUrl: "",
  iconUrl: "",
  whatsapp: "",
  instagramUrl: "",
  facebookUrl: "",
  youtubeUrl: "",
  exportTaxMode: "lut",
  lutReference: "",
  lutDate: "",
};

const NO_ZONES = {
  zones: [],
  exchangeRates: { rupeesPer: {}, marginPercent: 0, rounding: "cents", source: "table", updatedAt: null },
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("settings page", () => {
  it("shows the GSTIN's problem beside the field and sends nothing until it is right", async () => {
    const { calls } = fakeFetch({
      "/site/getSettings": () => ({ success: true, message: "Settings", settings: SETTINGS, changes: [] }),
      "/site/sellingAbroad": () => ({ success: true, message: "Selling abroad", sellingAbroad: NO_ZONES }),
      // The server answers with what it stored, which the form then shows.
      "/site/updateSettings": (body) => ({
        success: true,
        message: "Settings saved",
        settings: { ...(body as ShopSettings), aboutText: "Weaving in Varanasi since 1962" },
        changes: [],
      }),
    });
    renderInShop(<SettingsPage />, { route: "/admin/settings" });
    await screen.findByLabelText("Legal name");
    type("GSTIN", "09AAAAA0000A1Z6");
    fireEvent.click(screen.getAllByRole("button", { name: "Save settings" }).at(-1)!);
    expect(await screen.findByText(/GSTIN check character does not match/)).toBeTruthy();
    expect(screen.getByLabelText("GSTIN").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((call) => call.path === "/site/updateSettings")).toBe(false);

    type("Legal name", "Kaveri Handlooms LLP");
    type("State", "Tamil Nadu");
    type("GSTIN", "33AAACH7409R1Z8");
    type("Return window (days)", "7");
    fireEvent.click(screen.getAllByRole("button", { name: "Save settings" })[0]!);
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/site/updateSettings")).toBe(true));
    await vi.waitFor(() =>
      expect((screen.getByLabelText("About") as HTMLTextAreaElement).value).toBe("Weaving in Varanasi since 1962"),
    );
    expect(calls.find((call) => call.path === "/site/updateSettings")?.body).toMatchObject({
      legalName: "Kaveri Handlooms LLP",
      state: "Tamil Nadu",
      gstin: "33AAACH7409R1Z8",
      returnWindowDays: 7,
      discountedExchangeOnly: true,
    });
  });

  it("sends the shop's new name, colour and links with the settings, and says which link is wrong", async () => {
    const { calls } = fakeFetch({
      "/site/getSettings": () => ({ success: true, message: "Settings", settings: SETTINGS, changes: [] }),
      "/site/sellingAbroad": () => ({ success: true, message: "Selling abroad", sellingAbroad: NO_ZONES }),
      "/site/updateSettings": (body) => ({ success: true, message: "Settings saved", settings: body, changes: [] }),
    });
    renderInShop(<SettingsPage />, { route: "/admin/settings" });
    await screen.findByLabelText("Shop name");
    type("Shop name", "Kashi Handloom House");
    type("Short name", "Kashi");
    type("Brand colour", "#1F3A5F");
    type("Instagram", "https://evil.example/kashi");
    type("WhatsApp number", "+91 94150 12345");
    fireEvent.click(screen.getAllByRole("button", { name: "Save settings" })[0]!);
    expect(await screen.findByText(/full address of the shop's Instagram page/)).toBeTruthy();
    expect(calls.some((call) => call.path === "/site/updateSettings")).toBe(false);

    type("Instagram", "https://www.instagram.com/kashihandloom");
    fireEvent.click(screen.getAllByRole("button", { name: "Save settings" })[0]!);
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/site/updateSettings")).toBe(true));
    expect(calls.find((call) => call.path === "/site/updateSettings")?.body).toMatchObject({
      shopName: "Kashi Handloom House",
      shortName: "Kashi",
      brandColour: "#1f3a5f",
      instagramUrl: "https://www.instagram.com/kashihandloom",
      whatsapp: "+91 94150 12345",
    });
  });

  it("sends how exports are invoiced with the LUT's reference and date", async () => {
    const { calls } = fakeFetch({
      "/site/getSettings": () => ({ success: true, message: "Settings", settings: SETTINGS, changes: [] }),
      "/site/sellingAbroad": () => ({ success: true, message: "Selling abroad", sellingAbroad: NO_ZONES }),
      "/site/updateSettings": (body) => ({ success: true, message: "Settings saved", settings: body, changes: [] }),
    });
    renderInShop(<SettingsPage />, { route: "/admin/settings" });
    await screen.findByLabelText("LUT reference");
    type("LUT reference", "AD0904260012345 x");
    fireEvent.click(screen.getAllByRole("button", { name: "Save settings" })[0]!);
    expect(await screen.findByText("LUT reference may contain letters, digits, / and -")).toBeTruthy();
    expect(calls.some((call) => call.path === "/site/updateSettings")).toBe(false);

    type("Export invoices", "igst");
    type("LUT reference", "AD090426001234X");
    type("LUT date", "2026-04-01");
    fireEvent.click(screen.getAllByRole("button", { name: "Save settings" })[0]!);
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/site/updateSettings")).toBe(true));
    expect(calls.find((call) => call.path === "/site/updateSettings")?.body).toMatchObject({
      exportTaxMode: "igst",
      lutReference: "AD090426001234X",
      lutDate: "2026-04-01",
    });
  });
});
