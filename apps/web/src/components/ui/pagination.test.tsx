import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInShop } from "@/test/render";
import { Pagination } from "./pagination";

const hrefFor = (page: number) => `/search?page=${page}`;

function pageLabels() {
  const nav = screen.getByRole("navigation", { name: "Pagination" });
  return within(nav)
    .getAllByText(/^\d+$/)
    .map((node) => node.textContent?.replace("Page ", ""));
}

describe("pagination", () => {
  it("shows Prev, two pages either side of the current one, and Next", () => {
    renderInShop(<Pagination currentPage={5} totalPages={10} hrefFor={hrefFor} />);
    expect(pageLabels()).toEqual(["3", "4", "5", "6", "7"]);
    expect(screen.getByRole("link", { name: /Prev/ })).toHaveProperty("href", expect.stringContaining("page=4"));
    expect(screen.getByRole("link", { name: /Next/ })).toHaveProperty("href", expect.stringContaining("page=6"));
  });

  it("marks the current page and does not link to it", () => {
    renderInShop(<Pagination currentPage={2} totalPages={3} hrefFor={hrefFor} />);
    const current = screen.getByText("2").closest("[aria-current]");
    expect(current?.getAttribute("aria-current")).toBe("page");
    expect(current?.tagName).toBe("SPAN");
  });

  it("cuts the window at the first and last pages", () => {
    renderInShop(<Pagination currentPage={1} totalPages={2} hrefFor={hrefFor} />);
    expect(pageLabels()).toEqual(["1", "2"]);
    expect(screen.queryByRole("link", { name: /Prev/ })).toBeNull();
  });

  it("is hidden when there is only one page", () => {
    renderInShop(<Pagination currentPage={1} totalPages={1} hrefFor={hrefFor} />);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("is hidden when there are no pages", () => {
    renderInShop(<Pagination currentPage={1} totalPages={0} hrefFor={hrefFor} />);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });
});
