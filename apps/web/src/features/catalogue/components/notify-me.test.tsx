import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { NotifyMe } from "./notify-me";

afterEach(() => vi.unstubAllGlobals());

describe("Notify me on a sold-out size", () => {
  it("asks the shop for this size and says the shopper will hear when it is back", async () => {
    const { calls } = fakeFetch({
      "/products/notifyMe": () => ({ success: true, message: "We will let you know when this size is back" }),
    });
    renderInShop(
      <NotifyMe
        productId="p1"
        buyingOptionId="s1"
        viewer={{ isLoggedIn: true, loginPath: "/login?next=/product/p1" }}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByText("We will let you know by mail and SMS when this size is back.")).toBeTruthy();
    expect(calls).toEqual([{ path: "/products/notifyMe", body: { productId: "p1", sizeId: "s1" } }]);
  });

  it("sends a guest to sign in first, asking nothing", () => {
    const { calls } = fakeFetch({});
    renderInShop(
      <NotifyMe
        productId="p1"
        buyingOptionId="s1"
        viewer={{ isLoggedIn: false, loginPath: "/login?next=/product/p1" }}
      />,
      { route: "/product/p1" },
    );
    fireEvent.click(screen.getByRole("button", { name: "Notify me" }));
    expect(screen.getByTestId("location").textContent).toBe("/login?next=/product/p1");
    expect(calls).toEqual([]);
  });
});
