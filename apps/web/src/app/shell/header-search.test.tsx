import { act, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ShopStoreProvider } from "@/lib/store-hooks";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createAppStore } from "@/app/store";
import { LocationProbe, renderInShop } from "@/test/render";
import { HeaderSearch } from "./header-search";

const box = () => screen.getByPlaceholderText("Search any item") as HTMLInputElement;
const location = () => screen.getByTestId("location").textContent;

describe("header search", () => {
  it("does nothing when Enter is pressed with no text", () => {
    renderInShop(<HeaderSearch />, { route: "/product/p1" });
    fireEvent.submit(box().form!);
    expect(location()).toBe("/product/p1");
  });

  it("does nothing when the text is only spaces", () => {
    renderInShop(<HeaderSearch />, { route: "/" });
    fireEvent.change(box(), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(location()).toBe("/");
  });

  it("opens /search with the text on Enter", () => {
    renderInShop(<HeaderSearch />, { route: "/" });
    fireEvent.change(box(), { target: { value: "banarasi silk" } });
    fireEvent.submit(box().form!);
    expect(location()).toBe("/search?search=banarasi+silk");
  });

  it("opens /search with the text from the search button", () => {
    renderInShop(<HeaderSearch />, { route: "/aboutUs" });
    fireEvent.change(box(), { target: { value: "kurta" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(location()).toBe("/search?search=kurta");
  });

  it("shows a clear button only while there is text, and clearing empties the box", () => {
    renderInShop(<HeaderSearch />, { route: "/" });
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
    fireEvent.change(box(), { target: { value: "lehenga" } });
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(box().value).toBe("");
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
    expect(document.activeElement).toBe(box());
  });

  it("is prefilled with the search of the /search page", () => {
    renderInShop(<HeaderSearch />, { route: "/search?search=organza&page=2" });
    expect(box().value).toBe("organza");
  });

  it("is empty on other pages even when they carry a search parameter", () => {
    renderInShop(<HeaderSearch />, { route: "/product/p1?search=organza" });
    expect(box().value).toBe("");
  });

  it("keeps words typed before the page came to life, and searches for them", async () => {
    const page = (
      <ShopStoreProvider store={createAppStore()}>
        <MemoryRouter initialEntries={["/"]}>
          <HeaderSearch />
          <LocationProbe />
        </MemoryRouter>
      </ShopStoreProvider>
    );
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(page);
    box().value = "red saree";

    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(box().value).toBe("red saree");
    expect(screen.getByRole("button", { name: "Clear search" })).toBeTruthy();
    fireEvent.submit(box().form!);
    expect(location()).toBe("/search?search=red+saree");
    container.remove();
  });
});
