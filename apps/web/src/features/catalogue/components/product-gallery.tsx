import { FIRST_SCREEN_IMAGE_SIZES } from "@pallu/domain";
import { Suspense, useState } from "react";
import { ZoomIcon } from "@/components/ui/extra-icons";
import { SizedImage, Thumbnail } from "@/components/ui/sized-image";
import { CarouselDots } from "@/components/ui/carousel-dots";
import { useCarousel } from "@/components/ui/use-carousel";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

/** The full-screen zoom is fetched when a shopper reaches for it, not with the page. */
const ProductZoom = lazyWithPreload(() => import("./product-zoom").then((m) => m.ProductZoom));

const TRANSITION_MS = 400;

/** Product images: swipe or pick a thumbnail; a click opens the zoomable full view. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const carousel = useCarousel({ positions: images.length, intervalMs: null, transitionMs: TRANSITION_MS });
  const [zoomOpen, setZoomOpen] = useState(false);

  if (images.length === 0) {
    return (
      <div
        className="aspect-[4/5] rounded-2xl bg-ivory-deep max-md:aspect-auto max-md:h-[min(125vw,50svh)]"
        aria-hidden="true"
      />
    );
  }

  return (
    <div className="md:grid md:grid-cols-[76px_minmax(0,1fr)] md:gap-4">
      <div className="relative md:order-2">
        {/* On a phone at most half the screen high, so the name and price show on the first screen too. */}
        <div className="relative aspect-[4/5] overflow-hidden bg-ivory-deep max-md:-mx-4 max-md:aspect-auto max-md:h-[min(125vw,50svh)] md:rounded-2xl">
          <div className="flex h-full ease-[var(--ease-silk)]" {...carousel.trackProps}>
            {images.map((image, i) => (
              <button
                key={image + i}
                type="button"
                onClick={() => setZoomOpen(true)}
                onPointerEnter={() => void ProductZoom.preload()}
                className="h-full w-full shrink-0 cursor-zoom-in"
                aria-label={`Zoom image ${i + 1} of ${images.length}`}
                tabIndex={i === carousel.index ? 0 : -1}
                aria-hidden={i === carousel.index ? undefined : true}
              >
                <SizedImage
                  src={image}
                  sizes={FIRST_SCREEN_IMAGE_SIZES.productGallery}
                  alt={i === 0 ? name : `${name}, view ${i + 1}`}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : "auto"}
                  draggable={false}
                  width={640}
                  height={800}
                  className="h-full w-full object-cover"
                />
              </button>
            ))}
          </div>
          <span className="pointer-events-none absolute right-3 bottom-3 hidden rounded-full bg-ivory/90 p-2 text-maroon md:block">
            <ZoomIcon size={18} />
          </span>
          <CarouselDots
            carousel={carousel}
            label={(i) => `Show image ${i + 1}`}
            className="absolute inset-x-0 bottom-2 md:hidden"
          />
        </div>
      </div>
      {images.length > 1 && (
        <ul
          className="no-scrollbar mt-3 hidden gap-2 overflow-x-auto md:order-1 md:mt-0 md:flex md:flex-col"
          aria-label="Images"
        >
          {images.map((image, i) => (
            <li key={image + i} className="shrink-0">
              <button
                type="button"
                onClick={() => carousel.goTo(i)}
                aria-label={`Show image ${i + 1}`}
                aria-current={i === carousel.index ? "true" : undefined}
                className={`block w-[76px] overflow-hidden rounded-lg border-2 transition-colors ${i === carousel.index ? "border-maroon" : "border-transparent hover:border-gold/60"}`}
              >
                <Thumbnail src={image} width={76} height={95} className="aspect-[4/5] w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomOpen && (
        <Suspense fallback={null}>
          <ProductZoom
            onClose={() => setZoomOpen(false)}
            images={images}
            name={name}
            start={carousel.index}
            onMove={carousel.goTo}
          />
        </Suspense>
      )}
    </div>
  );
}
