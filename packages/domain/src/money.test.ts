import { describe, expect, it } from "vitest";
import { discountPercent, formatRupees, paiseToRupees, rupeesToPaise } from "./money.js";
import { pageWindow } from "./pagination.js";
import { imageSrcSet } from "./images.js";

describe("money", () => {
  it("formats rupees with Indian digit grouping", () => {
    expect(formatRupees(129999)).toBe("₹1,29,999");
  });

  it("shows paise as two digits when there are some, as a price is written", () => {
    expect(formatRupees(1234.5)).toBe("₹1,234.50");
    expect(formatRupees(5399.1)).toBe("₹5,399.10");
    expect(formatRupees(2699.95)).toBe("₹2,699.95");
    expect(formatRupees(0.01)).toBe("₹0.01");
    expect(formatRupees(5399.001)).toBe("₹5,399");
  });

  it("converts between rupees and paise without floating-point drift", () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(paiseToRupees(1999)).toBe(19.99);
  });

  it("rounds a discount to whole percent and never goes below zero", () => {
    expect(discountPercent(150000, 99900)).toBe(33);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe("the pager", () => {
  it("shows up to two pages either side and nothing for a single page", () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
  });
});

describe("image sources", () => {
  it("derives every stored width from the default one", () => {
    expect(imageSrcSet("/images/abc-640.webp")).toBe(
      "/images/abc-320.webp 320w, /images/abc-640.webp 640w, /images/abc-1280.webp 1280w",
    );
    expect(imageSrcSet("/elsewhere/photo.jpg")).toBeUndefined();
  });

  it("derives the AVIF copies only for an image whose URL says it has them", () => {
    expect(imageSrcSet("/images/abc-640.webp?avif", "avif")).toBe(
      "/images/abc-320.avif 320w, /images/abc-640.avif 640w, /images/abc-1280.avif 1280w",
    );
    expect(imageSrcSet("/images/abc-640.webp?avif")).toBe(
      "/images/abc-320.webp?avif 320w, /images/abc-640.webp?avif 640w, /images/abc-1280.webp?avif 1280w",
    );
    expect(imageSrcSet("/images/abc-640.webp", "avif")).toBeUndefined();
    expect(imageSrcSet("/elsewhere/photo.jpg?avif", "avif")).toBeUndefined();
  });
});
