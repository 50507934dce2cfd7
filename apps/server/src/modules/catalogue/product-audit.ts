import type { ProductDetail } from "@pallu/domain";

/** What the audit log keeps of a product: what a seller would check after a change, not the whole page. */
export function productSnapshot(product: ProductDetail) {
  return {
    name: product.name,
    category: product.category?.name ?? null,
    hidden: product.hidden,
    isCOD: product.isCOD,
    images: product.images.length,
    buyingOption: product.buyingOption.map(({ size, originalPrice, discountedPrice, stock }) => ({
      size,
      originalPrice,
      discountedPrice,
      stock,
    })),
  };
}
