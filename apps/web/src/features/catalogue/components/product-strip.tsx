import { ProductCard, ProductCardSkeleton } from "./product-card";
import type { PricedSummary } from "../prices-shown";

const STRIP_SIZES = "(min-width: 1024px) 20vw, (min-width: 640px) 30vw, 44vw";

/**
 * A row of product cards: a swipeable row on phones, an even grid of five on wide screens.
 */
export function ProductStrip({
  products,
  isLoading,
  placeholderCount = 5,
  label,
}: {
  products: PricedSummary[] | undefined;
  isLoading: boolean;
  placeholderCount?: number;
  label: string;
}) {
  const row =
    "no-scrollbar -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-5 lg:gap-6 lg:overflow-visible lg:px-0";
  const item = "w-[44%] shrink-0 snap-start sm:w-[30%] lg:w-auto";

  if (isLoading) {
    return (
      <div className={row} aria-busy="true" aria-label={label}>
        {Array.from({ length: placeholderCount }, (_, index) => (
          <div key={index} className={item}>
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    );
  }
  if (!products || products.length === 0) return null;
  return (
    <ul className={row} aria-label={label}>
      {products.map((product) => (
        <li key={product._id} className={item}>
          <ProductCard product={product} sizes={STRIP_SIZES} />
        </li>
      ))}
    </ul>
  );
}
