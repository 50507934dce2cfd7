import { SHOWCASE_AUTOPLAY_MS } from "@pallu/domain";
import { CarouselArrows } from "@/components/ui/arrow-button";
import { CarouselDots } from "@/components/ui/carousel-dots";
import { useCarousel } from "@/components/ui/use-carousel";
import { useMediaQuery } from "@/lib/media-query";
import { ProductCard, ProductCardSkeleton } from "./product-card";
import type { PricedSummary } from "../prices-shown";

/** The showcase slides at speed 500 (docs/shop-rules.md#home). */
const SHOWCASE_TRANSITION_MS = 500;

function useCardsPerView(): number {
  const wide = useMediaQuery("(min-width: 1024px)");
  const medium = useMediaQuery("(min-width: 640px)");
  return wide ? 4 : medium ? 3 : 2;
}

/** The best-products showcase: a slider moving one card at a time (docs/shop-rules.md#home: 2500 ms, speed 500). */
export function ProductShowcase({
  products,
  isLoading,
}: {
  products: PricedSummary[] | undefined;
  isLoading: boolean;
}) {
  const perView = useCardsPerView();
  const count = products?.length ?? 0;
  const positions = Math.max(count - perView + 1, 1);
  const carousel = useCarousel({
    positions,
    intervalMs: SHOWCASE_AUTOPLAY_MS,
    transitionMs: SHOWCASE_TRANSITION_MS,
    perView,
  });

  if (isLoading) {
    return (
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 lg:gap-6" aria-hidden="true">
        {Array.from({ length: perView }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (!products || count === 0) return null;

  return (
    <div
      className="relative"
      role="region"
      aria-roledescription="carousel"
      aria-label="Our finest weaves"
      {...carousel.rootProps}
    >
      <div className="overflow-hidden">
        <ul className="flex ease-[var(--ease-silk)]" {...carousel.trackProps}>
          {products.map((product, i) => (
            <li
              key={product._id}
              className="shrink-0 px-2 lg:px-3"
              style={{ width: `${100 / perView}%` }}
              aria-hidden={i < carousel.index || i >= carousel.index + perView ? true : undefined}
              inert={i < carousel.index || i >= carousel.index + perView}
            >
              <ProductCard product={product} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw" />
            </li>
          ))}
        </ul>
      </div>
      <CarouselArrows
        carousel={carousel}
        noun="products"
        tone="raised"
        previousClassName="top-[38%] -left-2 lg:-left-5"
        nextClassName="top-[38%] -right-2 lg:-right-5"
      />
      <CarouselDots carousel={carousel} label={(i) => `Show products from ${i + 1}`} tone="dark" className="mt-5" />
    </div>
  );
}
