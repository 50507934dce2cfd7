import { describe, expect, it } from "vitest";
import { formBoolean, jsonField, numberFromText, pageLimit } from "./form-values.js";
import { z } from "zod";

describe("values as clients send them", () => {
  it("reads a boolean however a form, a query or JSON spells it, and refuses anything else", () => {
    for (const yes of [true, "true", "TRUE", "yes", "on", "1", 1]) expect(formBoolean.parse(yes)).toBe(true);
    for (const no of [false, "false", "no", "off", "0", 0]) expect(formBoolean.parse(no)).toBe(false);
    for (const unclear of ["maybe", 2, "", null]) expect(formBoolean.safeParse(unclear).success).toBe(false);
  });

  it("reads a JSON field as JSON text or as the value itself", () => {
    const details = jsonField("details");
    expect(details.parse('[{"heading":"Fabric"}]')).toEqual([{ heading: "Fabric" }]);
    expect(details.parse([{ heading: "Fabric" }])).toEqual([{ heading: "Fabric" }]);
    expect(details.safeParse("[{").error?.issues[0]?.message).toBe("details must be JSON");
  });

  it("reads numbers sent as text, leaving empty text missing", () => {
    const stars = numberFromText(z.number().min(0.5));
    expect(stars.parse(" 4.5 ")).toBe(4.5);
    expect(stars.safeParse("").success).toBe(false);
  });

  it("gives a full page to a page size over the maximum and refuses one below 1", () => {
    const limit = pageLimit(20, 60);
    expect(limit.parse(undefined)).toBe(20);
    expect(limit.parse("9999")).toBe(60);
    expect(limit.safeParse(0).success).toBe(false);
  });
});
