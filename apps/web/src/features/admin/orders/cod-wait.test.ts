import { describe, expect, it } from "vitest";
import { waitText } from "./cod-wait";

describe("a wait on the order desk", () => {
  it("reads in hours and minutes", () => {
    expect(waitText(45)).toBe("45 min");
    expect(waitText(120)).toBe("2 h");
    expect(waitText(200)).toBe("3 h 20 min");
    expect(waitText(0)).toBe("0 min");
  });
});
