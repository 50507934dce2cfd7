/** The category label of a product: a list carries the name, one product read whole the object. */
export function categoryNameOf(product: { category: string | { name: string } | null }): string | null {
  const { category } = product;
  return typeof category === "string" ? category : (category?.name ?? null);
}

/** The largest discount of a product is the card's "{n}% OFF" badge, shown from 1 %. */
export function showsDiscountBadge(maxDiscount: number): boolean {
  return maxDiscount >= 1;
}

export function lowStockLeft(stock: number): number | null {
  return stock >= 1 && stock <= 10 ? stock : null;
}

/** A product's stock as the seller reads it: total pieces, each size, and sold out only when every size is. */
export function stockSummary(options: readonly { size: string; stock: number }[]): {
  total: number;
  sizes: { size: string; stock: number }[];
  outOfStock: boolean;
} {
  const sizes = options.map((option) => ({ size: option.size, stock: Math.max(0, option.stock) }));
  const total = sizes.reduce((sum, size) => sum + size.stock, 0);
  return { total, sizes, outOfStock: total === 0 };
}

/** A size chart as the seller writes it (one row a line, cells split by "|"), as rows of cells. */
export function sizeChartRows(chart: string | null | undefined): string[][] {
  return (chart ?? "")
    .split("\n")
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .filter((cells) => cells.some((cell) => cell !== ""));
}

const LETTER_SIZES = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "2XL", "3XL", "4XL", "5XL"];

/** Sizes in the order a shopper reads them: letter sizes small to large, then numbers, then the rest (Free Size…). */
export function orderSizes(sizes: string[]): string[] {
  const rank = (size: string): [number, number, string] => {
    const upper = size.toUpperCase();
    const letter = LETTER_SIZES.indexOf(upper);
    if (letter >= 0) return [0, letter, upper];
    const number = Number.parseFloat(size);
    if (Number.isFinite(number)) return [1, number, upper];
    return [2, 0, upper];
  };
  return [...sizes].sort((a, b) => {
    const [ga, na, ta] = rank(a);
    const [gb, nb, tb] = rank(b);
    return ga - gb || na - nb || ta.localeCompare(tb);
  });
}

/** What a product card shows: the lowest live price, and the original (MRP) of that same size. */
export function cardPrice(product: {
  minPrice: number;
  buyingOption: readonly { discountedPrice: number; originalPrice: number }[];
}): { price: number; originalPrice: number } {
  const cheapest = product.buyingOption.find((option) => option.discountedPrice === product.minPrice);
  return { price: product.minPrice, originalPrice: cheapest?.originalPrice ?? product.minPrice };
}
