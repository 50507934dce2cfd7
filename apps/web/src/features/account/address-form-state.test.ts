import { describe, expect, it } from "vitest";
import { addressValuesOf, withAddressField } from "./address-form-state";

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
    expect(addressValuesOf({ _id: "a1", name: "A", addressLine1: "1", addressLine2: null, city: "c", state: "s", pinCode: "600001", phoneNumber: "9876543210" }).addressLine2).toBe("");
  });
});
