import { aServiceabilityAnswer } from "@/test/serviceability-builders";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/fetch-stub";
import { renderInShop } from "@/test/render";
import { AddressForm } from "./address-form";

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLSelectElement;
const choose = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function anArea(overrides: object = {}) {
  return { body: aServiceabilityAnswer(overrides) };
}

function shopAnswering(area: ReturnType<typeof anArea>) {
  return stubApi({
    "GET /user/getAddress": { body: { success: true, message: "Addresses", address: [] } },
    "POST /user/addAddress": (body) => ({
      body: { success: true, message: "Address added", address: [{ _id: "a1", ...(body as object) }] },
    }),
    "GET /shipping/serviceability": area,
  });
}

/** The PIN codes the form asked the shop about, in order. */
const askedPins = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname.endsWith("/shipping/serviceability"))
    .map((url) => url.searchParams.get("pincode"));

let calls: ReturnType<typeof stubApi>;
beforeEach(() => {
  calls = shopAnswering(anArea({ city: "Chennai", state: "Tamil Nadu" }));
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
      country: "IN",
    });
    expect(onSaved.mock.calls[0]?.[0].saved).toMatchObject({ _id: "a1", city: "Chennai" });
  });

  it("fills the state and city from a typed PIN code, asking once the sixth digit is in", async () => {
    calls = shopAnswering(anArea());
    renderInShop(<AddressForm />);
    for (const typed of ["5", "56", "560", "5600", "56000", "560001"]) choose("Zip Code", typed);
    await waitFor(() => expect(field("State").value).toBe("Karnataka"));
    expect(field("City").value).toBe("Bengaluru");
    expect(askedPins()).toEqual(["560001"]);
  });

  it("replaces a city of another state, and leaves the city to the shopper when the PIN names none", async () => {
    calls = shopAnswering(anArea({ city: null }));
    renderInShop(<AddressForm />);
    choose("State", "Tamil Nadu");
    choose("City", "Chennai");
    choose("Zip Code", "560001");
    await waitFor(() => expect(field("State").value).toBe("Karnataka"));
    expect(field("City").value).toBe("");
  });

  it("asks about a PIN code once, however often it is typed, and never about one that cannot be a PIN", async () => {
    calls = shopAnswering(anArea());
    renderInShop(<AddressForm />);
    choose("Zip Code", "560001");
    await waitFor(() => expect(field("State").value).toBe("Karnataka"));
    choose("Zip Code", "56000");
    choose("Zip Code", "560001");
    choose("Zip Code", "012345");
    choose("Zip Code", "560002");
    await waitFor(() => expect(askedPins()).toEqual(["560001", "560002"]));
  });

  it("warns under the PIN code where the shop does not deliver, and still lets the address be saved", async () => {
    calls = shopAnswering(
      anArea({
        message: "We do not deliver to 794001 yet",
        serviceable: false,
        cod: false,
        deliveryDate: null,
        city: "Tura",
        state: "Meghalaya",
      }),
    );
    const onSaved = vi.fn();
    renderInShop(<AddressForm onSaved={onSaved} />);
    choose("Name", "Bilseng Marak");
    choose("Phone Number", "9876543210");
    choose("Address Line 1", "2 Dakopgre Road");
    choose("Zip Code", "794001");
    expect(await screen.findByText("We do not deliver to 794001 yet")).toBeTruthy();
    await waitFor(() => expect(field("City").value).toBe("Tura"));
    fireEvent.click(screen.getByRole("button", { name: "Add Address" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.path === "/user/addAddress")?.body).toMatchObject({
      state: "Meghalaya",
      city: "Tura",
      pinCode: "794001",
    });
  });

  it("does not ask about the saved PIN code of an address being edited", async () => {
    renderInShop(
      <AddressForm
        address={{
          _id: "a1",
          name: "Meena Iyer",
          addressLine1: "14 Temple Street",
          addressLine2: null,
          city: "Madurai",
          state: "Tamil Nadu",
          pinCode: "625001",
          phoneNumber: "9876543210",
          country: "IN",
        }}
      />,
    );
    choose("Zip Code", "600004");
    await waitFor(() => expect(askedPins()).toEqual(["600004"]));
  });
});
