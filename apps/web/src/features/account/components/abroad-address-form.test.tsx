import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/fetch-stub";
import { renderInShop } from "@/test/render";
import { AddressForm } from "./address-form";

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLSelectElement;
const choose = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

let calls: ReturnType<typeof stubApi>;
beforeEach(() => {
  calls = stubApi({
    "GET /user/getAddress": { body: { success: true, message: "Addresses", address: [] } },
    "GET /site/shippingCountries": {
      body: { success: true, message: "Shipping countries", countries: [{ code: "US", name: "United States", currency: "USD" }], currencies: [], rounding: "cents" },
    },
    "POST /user/addAddress": (body) => ({ body: { success: true, message: "Address added", address: [{ _id: "a1", ...(body as object) }] } }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the address form abroad", () => {
  it("asks a United States address for its state from the list, a valid ZIP code and phone, each with its own message", async () => {
    const onSaved = vi.fn();
    renderInShop(<AddressForm onSaved={onSaved} />);
    await waitFor(() => expect(screen.getByRole("option", { name: "United States" })).toBeTruthy());
    choose("Country", "US");
    // The country's rules arrive with the form abroad, loaded on first choice.
    await waitFor(() => expect(screen.getByRole("option", { name: "New Jersey" })).toBeTruthy(), { timeout: 20_000 });
    choose("Name", "Priya Raman");
    choose("Phone Number", "555-01");
    choose("Address Line 1", "221 Washington Street");
    choose("City", "Hoboken");
    choose("Zip Code", "0703");
    fireEvent.click(screen.getByRole("button", { name: "Add Address" }));
    expect(await screen.findByText("Zip Code is not valid for United States")).toBeTruthy();
    expect(screen.getByText("Phone Number is not valid for United States")).toBeTruthy();
    expect(screen.getByText("State is required")).toBeTruthy();

    choose("State", "New Jersey");
    choose("Zip Code", "07030");
    choose("Phone Number", "(201) 555-0123");
    fireEvent.click(screen.getByRole("button", { name: "Add Address" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.path === "/user/addAddress")?.body).toMatchObject({ country: "US", state: "New Jersey", pinCode: "07030", city: "Hoboken" });
  }, 30_000);
});
