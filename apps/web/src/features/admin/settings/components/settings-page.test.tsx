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
  codConfirmation: true,
  codConfirmHours: 24,
  codRtoBlockAfter: 2,
  maxOpenCodOrders: 3,
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
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("settings page", () => {
  it("shows the GSTIN's problem beside the field and sends nothing until it is right", async () => {
    const { calls } = fakeFetch({
      "/site/getSettings": () => ({ success: true, message: "Settings", settings: SETTINGS, changes: [] }),
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
});
