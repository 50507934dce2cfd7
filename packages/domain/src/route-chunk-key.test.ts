import { describe, expect, it } from "vitest";
import { routeChunkKey } from "./images.js";

describe("a route's chunk in the web build's manifest", () => {
  it("is keyed by the route's module when the chunk is the module's alone", () => {
    const manifest = { "src/app/routes/product.tsx": { name: "product", isDynamicEntry: true } };
    expect(routeChunkKey(manifest, "src/app/routes/product.tsx")).toBe("src/app/routes/product.tsx");
  });

  it("is the dynamic entry named after the module when the chunk also hosts what its lazy parts share", () => {
    const manifest = {
      "_search-BVNId_5.js": { name: "search", isDynamicEntry: true },
      "_header-search-x1.js": { name: "header-search", isDynamicEntry: true },
      "_search-filters-y2.js": { name: "search-filters" },
    };
    expect(routeChunkKey(manifest, "src/app/routes/search.tsx")).toBe("_search-BVNId_5.js");
  });

  it("is not found when the build has no such route", () => {
    expect(routeChunkKey({ "_search-a.js": { name: "search" } }, "src/app/routes/search.tsx")).toBeUndefined();
  });
});
