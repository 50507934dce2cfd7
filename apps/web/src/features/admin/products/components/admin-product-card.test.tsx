import { NO_ATTRIBUTES, type ProductSummary } from "@pallu/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInShop } from "@/test/render";
import { AdminProductCard } from "./admin-product-card";

function aProduct(sizes: [string, number][]): ProductSummary {
  const buyingOption = sizes.map(([size, stock], index) => ({
    _id: `o${index}`,
    size,
    originalPrice: 1200,
    discountedPrice: 1200,
    stock,
  }));
  return {
    _id: "p1",
    slug: "cotton-kurta",
    name: "Cotton Kurta",
    description: "",
    images: [],
    category: null,
    categoryId: null,
    discountPrice: 1200,
    rating: 0,
    reviewCount: 0,
    minPrice: 1200,
    maxDiscount: 0,
    minStock: Math.min(...sizes.map(([, stock]) => stock)),
    stock: sizes.reduce((sum, [, stock]) => sum + stock, 0),
    totalBuyingOption: sizes.length,
    totalOutOfStock: sizes.filter(([, stock]) => stock === 0).length,
    isCOD: true,
    sizeOption: true,
    hidden: false,
    oneOfAKind: false,
    attributes: NO_ATTRIBUTES,
    buyingOption,
    color: null,
    location: null,
    viewed: 0,
    purchased: 0,
    createdAt: "2026-11-01T00:00:00.000Z",
  };
}

const inList = (product: ProductSummary) =>
  renderInShop(
    <ul>
      <AdminProductCard product={product} />
    </ul>,
  );

describe("a product on Manage Products", () => {
  it("shows every piece and each size, and is not out of stock while one size has pieces", () => {
    const sizes: [string, number][] = [
      ["S", 4],
      ["M", 6],
      ["L", 5],
      ["XL", 0],
    ];
    inList(aProduct(sizes));
    const total = sizes.reduce((sum, [, stock]) => sum + stock, 0);
    expect(screen.getByText("Stock").nextElementSibling?.textContent).toBe(String(total));
    expect(screen.getByLabelText("Stock by size").textContent).toBe("S 4 · M 6 · L 5 · XL 0");
    expect(screen.queryByText("OUT OF STOCK")).toBeNull();
  });

  it("is out of stock when every size is", () => {
    inList(
      aProduct([
        ["S", 0],
        ["M", 0],
      ]),
    );
    expect(screen.getByText("OUT OF STOCK")).toBeTruthy();
    expect(screen.getByText("Stock").nextElementSibling?.textContent).toBe("0");
  });

  it("shows no size list for a saree sold in one size", () => {
    inList(aProduct([["NA", 3]]));
    expect(screen.queryByLabelText("Stock by size")).toBeNull();
    expect(screen.getByText("Stock").nextElementSibling?.textContent).toBe("3");
  });
});
