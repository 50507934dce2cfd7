import type { ProductSummary } from "@pallu/domain";

/** The Manage Products grid's own search: name, description or origin, within one category. */
export function filterProducts(
  products: readonly ProductSummary[],
  { search, category }: { search: string; category: string },
) {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    if (category && product.categoryId !== category) return false;
    if (words.length === 0) return true;
    const text =
      `${product.name} ${product.description} ${product.location ?? ""} ${product.category ?? ""}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
