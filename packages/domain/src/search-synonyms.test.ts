import { describe, expect, it } from "vitest";
import { catalogueWordFor, SEARCH_SYNONYM_GROUPS, searchSynonymsOf } from "./search-synonyms.js";

describe("search synonyms", () => {
  it("put each word in one group only, in lower-case letters", () => {
    const words = SEARCH_SYNONYM_GROUPS.flat();
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) expect(word).toMatch(/^[a-z]+$/);
  });

  it("turn Indian spellings and Hindi words into the catalogue's words", () => {
    const cases: [string, string][] = [
      ["sari", "saree"],
      ["saadi", "saree"],
      ["lengha", "lehenga"],
      ["dupata", "dupatta"],
      ["resham", "silk"],
      ["sooti", "cotton"],
      ["suti", "cotton"],
      ["lal", "red"],
      ["hara", "green"],
      ["neela", "blue"],
      ["peela", "yellow"],
      ["kala", "black"],
      ["safed", "white"],
      ["gulabi", "pink"],
      ["shaadi", "wedding"],
      ["kanjivaram", "kanjeevaram"],
    ];
    for (const [typed, catalogue] of cases) expect(catalogueWordFor(typed), typed).toBe(catalogue);
    expect(catalogueWordFor("organza")).toBe("organza");
    expect(catalogueWordFor("qqq")).toBe("qqq");
  });

  it("give every word of the same meaning, the typed one first", () => {
    expect(searchSynonymsOf("lal")).toEqual(["lal", "red", "laal"]);
    expect(searchSynonymsOf("red")).toEqual(["red", "lal", "laal"]);
    expect(searchSynonymsOf("zari")[0]).toBe("zari");
    expect(searchSynonymsOf("qqq")).toEqual(["qqq"]);
  });
});
