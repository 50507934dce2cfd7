import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.js";

describe("the seller's first-start identity from the environment", () => {
  it("starts with the demo GSTIN, which production will not print on invoices", () => {
    expect(loadConfig({}).seller.gstin).toBe("09AAAAA0000A1Z0");
  });

  it("accepts a GSTIN whose state code and check character are right", () => {
    expect(loadConfig({ SELLER_GSTIN: "33AAACH7409R1Z8", SELLER_STATE: "Tamil Nadu" }).seller.gstin).toBe(
      "33AAACH7409R1Z8",
    );
  });

  it("refuses at start a state that is not one of India's, or a blank name", () => {
    expect(() => loadConfig({ SELLER_STATE: "UP" })).toThrow(/SELLER_STATE: Choose the state/);
    expect(() => loadConfig({ SELLER_NAME: " " })).toThrow(/SELLER_NAME: Legal name/);
  });

  it("refuses at start a GSTIN with a typing mistake or of another state", () => {
    expect(() => loadConfig({ SELLER_GSTIN: "33AAACH7409R1Z9", SELLER_STATE: "Tamil Nadu" })).toThrow(ConfigError);
    expect(() => loadConfig({ SELLER_GSTIN: "33AAACH7409R1Z8", SELLER_STATE: "Uttar Pradesh" })).toThrow(
      /SELLER_GSTIN: GSTIN state code 33 is Tamil Nadu/,
    );
  });
});
