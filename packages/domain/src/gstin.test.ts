import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem } from "./gstin.js";
import { DEMO_SELLER_GSTIN, isDemoSeller } from "./shop-settings.js";

describe("GSTIN", () => {
  it("accepts a registered GSTIN whose state code is the seller's state", () => {
    expect(gstinProblem("27AAPFU0939F1ZV", "Maharashtra")).toBeUndefined();
    expect(gstinProblem("29aagcb7383j1z4", "Karnataka")).toBeUndefined();
  });

  it("computes the check character from the first fourteen characters", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("09AAAAA0000A1Z")).toBe("0");
  });

  it("refuses a wrong shape, an unknown state code, another state's code and a typing mistake", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toMatch(/15 characters/);
    expect(gstinProblem("99AAPFU0939F1ZV")).toMatch(/not a GST state code/);
    expect(gstinProblem("27AAPFU0939F1ZV", "Uttar Pradesh")).toMatch(/is Maharashtra, not Uttar Pradesh/);
    expect(gstinProblem("27AAPFU0939F1ZW", "Maharashtra")).toMatch(/check character/);
  });

  it("knows the demo GSTIN, which is well formed so that the shop can be tried as shipped", () => {
    expect(isDemoSeller({ gstin: DEMO_SELLER_GSTIN.toLowerCase() })).toBe(true);
    expect(gstinProblem(DEMO_SELLER_GSTIN, "Uttar Pradesh")).toBeUndefined();
    expect(isDemoSeller({ gstin: "09AAACH7409R1ZZ" })).toBe(false);
  });
});
