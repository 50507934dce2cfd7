import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { aProduct } from "@/test/builders";
import { renderInShop } from "@/test/render";
import { ProductCard } from "./product-card";

describe("product card", () => {
  it("shows a '{n}% OFF' badge when the largest discount is at least 1 %", () => {
    renderInShop(<ProductCard product={aProduct({ maxDiscount: 20 })} />);
    expect(screen.getByText("20% OFF")).toBeTruthy();
  });

  it("shows the badge from exactly 1 %", () => {
    renderInShop(<ProductCard product={aProduct({ maxDiscount: 1 })} />);
    expect(screen.getByText("1% OFF")).toBeTruthy();
  });

  it("shows no badge below 1 %", () => {
    renderInShop(<ProductCard product={aProduct({ maxDiscount: 0.5 })} />);
    expect(screen.queryByText(/% OFF/)).toBeNull();
  });

  it("shows the price with Indian digit grouping", () => {
    renderInShop(<ProductCard product={aProduct({ minPrice: 129999 })} />);
    expect(screen.getByText("₹1,29,999").parentElement?.textContent).toBe("Price ₹1,29,999");
  });

  it("strikes out the original price of the size it shows when that size is discounted", () => {
    renderInShop(<ProductCard product={aProduct()} />);
    expect(screen.getByText("₹16,249").textContent).toBe("Original price ₹16,249");
    expect(screen.getByText("₹16,249").className).toContain("line-through");
  });

  it("shows no struck-out price at full price", () => {
    const fullPrice = aProduct({
      minPrice: 5000,
      buyingOption: [{ _id: "o1", size: "NA", originalPrice: 5000, discountedPrice: 5000, stock: 3 }],
    });
    renderInShop(<ProductCard product={fullPrice} />);
    expect(screen.queryByText(/Original price/)).toBeNull();
  });

  it("names the category, or 'Fashion' when there is none", () => {
    renderInShop(<ProductCard product={aProduct({ category: null })} />);
    expect(screen.getByText("Fashion")).toBeTruthy();
  });

  it("links the name to the product page", () => {
    const product = aProduct();
    renderInShop(<ProductCard product={product} />);
    expect(screen.getByRole("link", { name: product.name }).getAttribute("href")).toBe(`/product/${product.slug}`);
  });

  it("asks for a srcset of the stored widths and loads the image lazily", () => {
    const { container } = renderInShop(<ProductCard product={aProduct()} />);
    const image = container.querySelector("img");
    expect(image?.getAttribute("srcset")).toContain("/images/products/abc-320.webp 320w");
    expect(image?.getAttribute("loading")).toBe("lazy");
  });

  it("fetches the picture of the screen's largest card first and at once, and no other", () => {
    const pictureOf = (element: ReactElement) => renderInShop(element).container.querySelector("img");
    const largest = pictureOf(<ProductCard product={aProduct()} largest />);
    expect(largest?.getAttribute("fetchpriority")).toBe("high");
    expect(largest?.getAttribute("loading")).toBe("eager");
    const onFirstScreen = pictureOf(<ProductCard product={aProduct()} eager />);
    expect(onFirstScreen?.getAttribute("fetchpriority")).toBe("auto");
    expect(onFirstScreen?.getAttribute("loading")).toBe("eager");
  });

  it("shows the price and the struck-out price in the shopper's currency when the server answered them in it", () => {
    renderInShop(<ProductCard product={{ ...aProduct(), inCurrency: { currency: "USD", price: 158.99, originalPrice: 198.99 } }} />);
    expect(screen.getByText("$158.99").parentElement?.textContent).toBe("Price $158.99");
    expect(screen.getByText("$198.99").textContent).toBe("Original price $198.99");
    expect(screen.queryByText(/₹/)).toBeNull();
  });
});
