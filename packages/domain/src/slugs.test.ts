import { describe, expect, it } from "vitest";
import { SlugInputSchema } from "./slugs-schemas.js";
import { slugIssue, slugOf } from "./slugs.js";

describe("the slug a name makes", () => {
  it("is the name's words in lower case joined by hyphens", () => {
    expect(slugOf("Red Katan Silk Banarasi Saree")).toBe("red-katan-silk-banarasi-saree");
  });

  it("drops accents, reads an ampersand as 'and' and folds punctuation into single hyphens", () => {
    expect(slugOf("Crème Brûlée Chiffon")).toBe("creme-brulee-chiffon");
    expect(slugOf("Silk & Zari — Ārani")).toBe("silk-and-zari-arani");
    expect(slugOf("  Pure   Cotton!! (Handloom) ")).toBe("pure-cotton-handloom");
  });

  it("is empty for a name with no Latin letters or digits, so the caller picks a fallback", () => {
    expect(slugOf("लाल साड़ी")).toBe("");
  });

  it("is cut at 80 characters without a trailing hyphen", () => {
    const slug = slugOf("Very ".repeat(30) + "Long Saree");
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).not.toMatch(/-$/);
  });
});

describe("a slug a seller types", () => {
  it("is taken when it is lower-case words of letters and digits joined by single hyphens", () => {
    expect(slugIssue("red-silk-saree-2")).toBeUndefined();
  });

  it("is refused, with the reason, when malformed, reserved, id-shaped or too long", () => {
    expect(slugIssue("Red Silk")).toMatch(/only lower-case letters/);
    expect(slugIssue("red--silk")).toMatch(/single hyphens/);
    expect(slugIssue("admin")).toBe("“admin” is a word the shop keeps for its own pages; choose another link.");
    expect(slugIssue("903f37a6-f11a-4c3b-9a1e-0c2d4e6f8a10")).toMatch(/product number/);
    expect(slugIssue("a".repeat(101))).toMatch(/at most 100/);
  });

  it("is forgiven its surrounding spaces, and may be empty to be made from the name again", () => {
    expect(SlugInputSchema.parse("  red-silk  ")).toBe("red-silk");
    expect(SlugInputSchema.parse("")).toBe("");
    expect(SlugInputSchema.parse(undefined)).toBeUndefined();
  });
});
