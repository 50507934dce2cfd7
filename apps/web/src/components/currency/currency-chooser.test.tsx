import { RUPEES_ONLY } from "@pallu/domain";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startShopperCurrency, useShopperCurrency } from "@/lib/shopper-currency";
import { aShopperReading } from "@/test/currency-builders";
import { CurrencyChooser } from "./currency-chooser";

function PriceProbe() {
  return <output data-testid="prices-in">{useShopperCurrency()}</output>;
}

function renderChooser() {
  return render(
    <>
      <CurrencyChooser className="" />
      <PriceProbe />
    </>,
  );
}

const clearCookie = () => (document.cookie = "pallu_currency=; path=/; max-age=0");

beforeEach(clearCookie);
afterEach(() => {
  clearCookie();
  act(() => startShopperCurrency(RUPEES_ONLY, ""));
});

describe("the currency chooser", () => {
  it("shows nothing in a shop that shows only rupees", () => {
    startShopperCurrency(RUPEES_ONLY, "");
    renderChooser();
    expect(screen.queryByRole("button", { name: /Currency/ })).toBeNull();
  });

  it("lists the shop's currencies, rupees first with the countries that pay in each, and marks the shopper's", async () => {
    startShopperCurrency(aShopperReading("INR"), "");
    renderChooser();
    fireEvent.click(screen.getByRole("button", { name: "Currency: INR" }));
    const list = await screen.findByRole("dialog", { name: "Choose your currency" });
    const choices = within(list).getAllByRole("button");
    expect(choices.map((choice) => choice.textContent)).toEqual([
      expect.stringMatching(/^₹INR · Indian Rupee\s*India/),
      expect.stringMatching(/^£GBP · British Pound\s*United Kingdom/),
      expect.stringMatching(/^\$USD · US Dollar\s*United States/),
    ]);
    expect(choices[0]!.getAttribute("aria-pressed")).toBe("true");
    expect(within(list).getByText(/You pay in rupees/)).toBeTruthy();
  });

  it("shows every price in the currency chosen at once, and keeps it in a cookie for the next pages", async () => {
    startShopperCurrency(aShopperReading("INR"), "");
    renderChooser();
    fireEvent.click(screen.getByRole("button", { name: "Currency: INR" }));
    fireEvent.click(await screen.findByRole("button", { name: /^USD/ }));
    expect(screen.getByTestId("prices-in").textContent).toBe("USD");
    expect(screen.getByRole("button", { name: "Currency: USD" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.cookie).toContain("pallu_currency=USD");
  });

  it("closes with Escape, and with a press outside it, choosing nothing", async () => {
    startShopperCurrency(aShopperReading("GBP"), "pallu_currency=GBP");
    renderChooser();
    fireEvent.click(screen.getByRole("button", { name: "Currency: GBP" }));
    await screen.findByRole("dialog");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Currency: GBP" }));
    await screen.findByRole("dialog");
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("prices-in").textContent).toBe("GBP");
  });
});

describe("the shopper's currency on a page", () => {
  it("is the one her cookie names, even on a page a cache kept in another", () => {
    startShopperCurrency(aShopperReading("INR"), "theme=dark; pallu_currency=USD");
    render(<PriceProbe />);
    expect(screen.getByTestId("prices-in").textContent).toBe("USD");
  });

  it("is rupees when her cookie names none, or one the shop no longer shows", () => {
    startShopperCurrency(aShopperReading("USD"), "");
    const { unmount } = render(<PriceProbe />);
    expect(screen.getByTestId("prices-in").textContent).toBe("INR");
    unmount();
    startShopperCurrency(aShopperReading("USD"), "pallu_currency=JPY");
    render(<PriceProbe />);
    expect(screen.getByTestId("prices-in").textContent).toBe("INR");
  });
});
