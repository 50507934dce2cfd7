import type { SellingAbroad } from "@pallu/domain";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { SellingAbroadPanel } from "./selling-abroad-panel";

afterEach(() => vi.unstubAllGlobals());

const SELLING_ABROAD: SellingAbroad = {
  zones: [
    {
      name: "North America",
      countries: ["US", "CA"],
      rate: { kind: "weight", slabs: [{ upToGrams: 1000, amountRupees: 2200 }, { upToGrams: 3000, amountRupees: 3900 }] },
      freeAboveRupees: 60_000,
      deliveryDays: { min: 7, max: 12 },
      dutiesPaidByBuyer: true,
    },
  ],
  exchangeRates: { rupeesPer: { USD: 84.2 }, marginPercent: 2, rounding: "ninety-nine", source: "table", updatedAt: null },
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save selling abroad" }));
/** The save has come back and the form shows what was saved: the button may be pressed again. */
const savedAgain = () =>
  vi.waitFor(() => expect(screen.getByRole<HTMLButtonElement>("button", { name: "Save selling abroad" }).disabled).toBe(false));

function fakeShop() {
  return fakeFetch({
    "/site/sellingAbroad": (body) =>
      body === undefined
        ? { success: true, message: "Selling abroad", sellingAbroad: SELLING_ABROAD }
        : { success: true, message: "Selling abroad saved", sellingAbroad: body },
  });
}

// Each zone lists every country the shop could ship to, which jsdom renders slowly.
describe("selling abroad", { timeout: 30_000 }, () => {
  it("sends a zone's new slab rate, a new country and a new currency with everything else kept", async () => {
    const { callsTo } = fakeShop();
    renderInShop(<SellingAbroadPanel />, { route: "/admin/settings" });
    expect((await screen.findByLabelText<HTMLInputElement>("Zone name")).value).toBe("North America");
    expect(screen.getByRole("list", { name: "Countries in this zone" }).textContent).toContain("United States");

    type("Rate (₹), slab 2", "4500");
    type("Add a country", "MX");
    fireEvent.click(screen.getByRole("button", { name: "Remove Canada" }));
    fireEvent.click(screen.getByRole("button", { name: "Add a currency" }));
    type("Currency 2", "gbp");
    type("Rate (₹) for one GBP", "106.5");
    save();

    await vi.waitFor(() => expect(callsTo("/site/sellingAbroad").length).toBe(2));
    expect(callsTo("/site/sellingAbroad")[1]?.body).toEqual({
      zones: [
        {
          name: "North America",
          countries: ["US", "MX"],
          rate: { kind: "weight", slabs: [{ upToGrams: 1000, amountRupees: 2200 }, { upToGrams: 3000, amountRupees: 4500 }] },
          freeAboveRupees: 60_000,
          deliveryDays: { min: 7, max: 12 },
          dutiesPaidByBuyer: true,
        },
      ],
      exchangeRates: { rupeesPer: { USD: 84.2, GBP: 106.5 }, marginPercent: 2, rounding: "ninety-nine", source: "table", updatedAt: null },
    });
    await savedAgain();
  });

  it("switches a zone to a flat rate and a blank free-shipping amount means never", async () => {
    const { callsTo } = fakeShop();
    renderInShop(<SellingAbroadPanel />, { route: "/admin/settings" });
    await screen.findByLabelText("Zone name");
    type("Shipping rate", "flat");
    type("Flat rate (₹)", "2500");
    type("Free shipping above (₹)", "");
    save();

    await vi.waitFor(() => expect(callsTo("/site/sellingAbroad").length).toBe(2));
    expect(callsTo("/site/sellingAbroad")[1]?.body).toMatchObject({
      zones: [{ rate: { kind: "flat", amountRupees: 2500 }, freeAboveRupees: null }],
    });
    await savedAgain();
  });

  it("shows the schema's message beside each wrong field and sends nothing", async () => {
    const { callsTo } = fakeShop();
    renderInShop(<SellingAbroadPanel />, { route: "/admin/settings" });
    await screen.findByLabelText("Zone name");
    fireEvent.click(screen.getByRole("button", { name: "Add a zone" }));
    const zones = screen.getAllByLabelText("Zone name");
    fireEvent.change(zones[1]!, { target: { value: "Europe" } });
    type("Margin (%)", "30");
    save();

    expect(await screen.findByText("Margin must be at most 25%")).toBeTruthy();
    expect(screen.getByLabelText("Margin (%)").getAttribute("aria-invalid")).toBe("true");
    const europe = screen.getByRole("group", { name: "Europe" });
    expect(within(europe).getByText("Choose at least one country")).toBeTruthy();
    // The new zone's flat rate was left blank.
    expect(within(europe).getByLabelText("Flat rate (₹)").getAttribute("aria-invalid")).toBe("true");
    expect(within(europe).getByText("Flat rate must be a number")).toBeTruthy();
    expect(callsTo("/site/sellingAbroad").length).toBe(1);
  });
});
