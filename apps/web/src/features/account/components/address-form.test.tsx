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
    "POST /user/addAddress": (body) => ({
      body: { success: true, message: "Address added", address: [{ _id: "a1", ...(body as object) }] },
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the address form", () => {
  it("names every required field with the spec's words, and not the optional second line", () => {
    renderInShop(<AddressForm />);
    fireEvent.click(screen.getByRole("button", { name: "Add Address" }));
    for (const message of [
      "Name is required",
      "Address Line 1 is required",
      "City is required",
      "State is required",
      "Zip Code is required",
      "Phone Number is required",
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(field("Address Line 2").getAttribute("aria-invalid")).toBeNull();
  });

  it("offers the cities of the chosen state only, and a new state clears the city", () => {
    renderInShop(<AddressForm />);
    const city = field("City") as HTMLSelectElement;
    expect(city.disabled).toBe(true);

    choose("State", "Kerala");
    expect(city.disabled).toBe(false);
    expect(Array.from(city.options).map((option) => option.value)).toContain("Thiruvananthapuram");
    expect(Array.from(city.options).map((option) => option.value)).not.toContain("Chennai");
    choose("City", "Thiruvananthapuram");
    expect(city.value).toBe("Thiruvananthapuram");

    choose("State", "Tamil Nadu");
    expect(city.value).toBe("");
    expect(Array.from(city.options).map((option) => option.value)).toContain("Chennai");
  });

  it("adds the address and hands back the one just saved", async () => {
    const onSaved = vi.fn();
    renderInShop(<AddressForm onSaved={onSaved} />);
    choose("Name", "Meena Iyer");
    choose("Phone Number", "9876543210");
    choose("Address Line 1", "14 Temple Street");
    choose("State", "Tamil Nadu");
    choose("City", "Chennai");
    choose("Zip Code", "600004");
    fireEvent.click(screen.getByRole("button", { name: "Add Address" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.path === "/user/addAddress")?.body).toEqual({
      name: "Meena Iyer",
      phoneNumber: "9876543210",
      addressLine1: "14 Temple Street",
      addressLine2: "",
      state: "Tamil Nadu",
      city: "Chennai",
      pinCode: "600004",
    });
    expect(onSaved.mock.calls[0]?.[0].saved).toMatchObject({ _id: "a1", city: "Chennai" });
  });
});
