import { describe, expect, it } from "vitest";
import { addressValuesOf, withAddressField, withPincodeArea } from "./address-form-state";

const filled = { ...addressValuesOf(), state: "Tamil Nadu", city: "Chennai", name: "Meena" };

describe("address form values", () => {
  it("clears the city when another state is chosen", () => {
    expect(withAddressField(filled, "state", "Kerala")).toMatchObject({ state: "Kerala", city: "" });
  });

  it("keeps the city when the same state is chosen again", () => {
    expect(withAddressField(filled, "state", "Tamil Nadu")).toMatchObject({ state: "Tamil Nadu", city: "Chennai" });
  });

  it("changes only the field that was edited", () => {
    expect(withAddressField(filled, "city", "Madurai")).toEqual({ ...filled, city: "Madurai" });
  });

  it("starts an optional second line as empty text", () => {
    expect(addressValuesOf({ _id: "a1", name: "A", addressLine1: "1", addressLine2: null, city: "c", state: "s", pinCode: "600001", phoneNumber: "9876543210", country: "IN" }).addressLine2).toBe("");
  });

  it("takes the state and city a typed PIN code belongs to", () => {
    const area = { state: "Karnataka", city: "Bengaluru" };
    expect(withPincodeArea(addressValuesOf(), area)).toMatchObject(area);
  });

  it("keeps the shopper's city when it lies in the PIN code's state", () => {
    const inMysuru = { ...filled, state: "Karnataka", city: "Mysuru" };
    expect(withPincodeArea(inMysuru, { state: "Karnataka", city: "Bengaluru" })).toEqual(inMysuru);
  });

  it("replaces a city of another state, or clears it when the PIN code names no city", () => {
    const area = { state: "Karnataka", city: "Bengaluru" };
    expect(withPincodeArea(filled, area)).toMatchObject(area);
    expect(withPincodeArea(filled, { state: "Karnataka", city: null })).toMatchObject({ state: "Karnataka", city: "" });
  });

  it("changes nothing when the PIN code's state is not known", () => {
    expect(withPincodeArea(filled, { state: null, city: null })).toBe(filled);
  });
});
