import { describe, expect, it } from "vitest";
import { parcelOf } from "./parcel.js";

describe("the parcel an order ships in", () => {
  it("adds the pieces' weights, takes the largest footprint and stacks the pieces", () => {
    const parcel = parcelOf([
      { quantity: 2, weightGrams: 650, lengthCm: 30, breadthCm: 22, heightCm: 4 },
      { quantity: 1, weightGrams: 1200, lengthCm: 40, breadthCm: 20, heightCm: 8 },
    ]);
    expect(parcel).toEqual({ weightKg: 2.5, lengthCm: 40, breadthCm: 22, heightCm: 16 });
  });

  it("counts a piece the seller has not measured as a folded saree of 800 g in a 35 × 25 × 5 cm box", () => {
    expect(parcelOf([{ quantity: 3, weightGrams: null, lengthCm: null, breadthCm: null, heightCm: null }])).toEqual({
      weightKg: 2.4,
      lengthCm: 35,
      breadthCm: 25,
      heightCm: 15,
    });
  });
});
