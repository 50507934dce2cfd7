import { describe, expect, it } from "vitest";
import { formFields } from "./body-parsers.js";

describe("an urlencoded form read as fields", () => {
  it("keeps single fields as text and repeated or bracketed names as lists", () => {
    expect(formFields("orderId=o1&reason=Too+long&images[]=a&tag=x&tag=y&empty=")).toEqual({
      orderId: "o1",
      reason: "Too long",
      images: ["a"],
      tag: ["x", "y"],
      empty: "",
    });
  });

  it("never sets a prototype through a field's name", () => {
    const fields = formFields("__proto__[polluted]=yes&constructor=x&name=ok");
    expect(fields).toEqual({ "__proto__[polluted]": "yes", name: "ok" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
