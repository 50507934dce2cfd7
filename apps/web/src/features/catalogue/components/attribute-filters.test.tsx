import { FABRICS, WEAVES } from "@pallu/domain";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInShop } from "@/test/render";
import { changeFilters, parseSearchFilters, toSearchParams } from "../search-filters";
import AttributeFilters from "./attribute-filters";
import { FilterLink } from "./filter-link";

function renderAt(query: string) {
  const filters = parseSearchFilters(new URLSearchParams(query));
  return renderInShop(
    <AttributeFilters
      filters={filters}
      hrefFor={(patch) => `?${toSearchParams(changeFilters(filters, patch))}`}
      Chip={FilterLink}
    />,
    { route: `/search?${query}` },
  );
}

const group = (label: string) => screen.getByText(label, { selector: "summary" }).closest("details")!;
const link = (label: string, name: string) => within(group(label)).getByRole("link", { name });

describe("the saree filters of the search page", () => {
  it("lists every value of each list as a link that adds it to the address, from the first page", () => {
    renderAt("search=saree&page=3");
    expect(within(group("Fabric")).getAllByRole("link")).toHaveLength(FABRICS.length);
    expect(within(group("Weave")).getAllByRole("link")).toHaveLength(WEAVES.length);
    expect(link("Fabric", "Silk").getAttribute("href")).toBe("/search?search=saree&fabric=silk");
    expect(link("Weave", "Kota Doria").getAttribute("href")).toBe("/search?search=saree&weave=kota-doria");
    expect(screen.getByRole("link", { name: "With blouse piece" }).getAttribute("href")).toBe(
      "/search?search=saree&blousePiece=true",
    );
  });

  it("shows what is chosen, open, and adds a second value or takes a chosen one away", () => {
    renderAt("fabric=silk&occasion=wedding");
    expect(group("Fabric (1)").open).toBe(true);
    expect(group("Weave").open).toBe(false);
    expect(link("Fabric (1)", "Silk").getAttribute("aria-current")).toBe("true");
    expect(link("Fabric (1)", "Cotton").getAttribute("aria-current")).toBeNull();
    expect(link("Fabric (1)", "Cotton").getAttribute("href")).toBe("/search?fabric=silk%2Ccotton&occasion=wedding");
    expect(link("Fabric (1)", "Silk").getAttribute("href")).toBe("/search?occasion=wedding");
  });

  it("follows a link to the filtered address", () => {
    renderAt("fabric=silk");
    fireEvent.click(link("Region", "Tamil Nadu"));
    expect(screen.getByTestId("location").textContent).toBe("/search?fabric=silk&region=tamil-nadu");
  });
});
