import { describe, expect, it } from "vitest";
import { PHOTO_MAX_BYTES, photoProblem } from "./profile-photo";

describe("the profile picture", () => {
  it("takes image files", () => {
    expect(photoProblem({ type: "image/jpeg", size: 200_000 })).toBeNull();
    expect(photoProblem({ type: "image/webp", size: 200_000 })).toBeNull();
  });

  it("refuses anything that is not an image", () => {
    expect(photoProblem({ type: "application/pdf", size: 1000 })).toBe("Please choose an image file");
    expect(photoProblem({ type: "", size: 1000 })).toBe("Please choose an image file");
  });

  it("refuses an image larger than the server takes", () => {
    expect(photoProblem({ type: "image/png", size: PHOTO_MAX_BYTES + 1 })).toBe("Please choose an image smaller than 8 MB");
  });
});
