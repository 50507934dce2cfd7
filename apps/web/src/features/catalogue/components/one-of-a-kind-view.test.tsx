import type { ProductDetail } from "@pallu/domain";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aProductDetail } from "@/test/builders";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { ProductView } from "./product-view";

afterEach(() => vi.unstubAllGlobals());

function aOneOff(stock: number): ProductDetail {
  const option = { _id: "o1", size: "NA", originalPrice: 16000, discountedPrice: 14000, stock };
  return aProductDetail({
    name: "Katan Silk Banarasi",
    oneOfAKind: true,
    buyingOption: [option],
    stock,
    minStock: stock,
    totalOutOfStock: stock > 0 ? 0 : 1,
  });
}

const purchase = { inCart: false, inWishlist: false, toggleCart: vi.fn(), buyNow: vi.fn(), toggleWishlist: vi.fn() };

function show(product: ProductDetail) {
  renderInShop(
    <ProductView
      product={product}
      option={product.buyingOption[0]}
      choices={product.buyingOption}
      onChoose={() => undefined}
      purchase={purchase}
      viewer={{ isLoggedIn: true, loginPath: "/login" }}
    />,
  );
}

describe("a one-of-a-kind piece on its page", () => {
  it("says it is one of a kind, never hurries the shopper", () => {
    fakeFetch({});
    show(aOneOff(1));
    expect(screen.getByText("One of a kind")).toBeTruthy();
    expect(screen.queryByText(/Hurry Up/)).toBeNull();
  });

  it("shows a sold piece as sold, and offers to tell the shopper of pieces like it", async () => {
    const { calls } = fakeFetch({ "/products/notifyLikeThis": () => ({ success: true, message: "We will let you know" }) });
    show(aOneOff(0));
    expect(screen.getByText("Sold. This piece was one of a kind.")).toBeTruthy();
    expect(screen.queryByText("This Item is out of Stock")).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Notify me of pieces like this" }));
    expect(await screen.findByText("We will write to you when a piece like this comes in.")).toBeTruthy();
    expect(calls).toEqual([{ path: "/products/notifyLikeThis", body: { productId: aOneOff(0)._id } }]);
  });
});
