import { describe, expect, it } from "vitest";
import { fitWithin, tooLargeMessage } from "./resize-image";

describe("pictures drawn down before upload", () => {
  it("keeps the proportions with the longest side at 2000 px", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1500, height: 2000 });
  });

  it("never enlarges a small picture", () => {
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800 });
  });

  it("says plainly when a picture is still too large", () => {
    expect(tooLargeMessage(2 * 1024 * 1024)).toBeUndefined();
    expect(tooLargeMessage(9.5 * 1024 * 1024)).toBe(
      "This photo is 9.5 MB even after resizing; the shop takes up to 8.0 MB. Please choose a smaller one.",
    );
  });
});
