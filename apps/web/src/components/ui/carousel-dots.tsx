import type { Carousel } from "./use-carousel";

/**
 * The position dots of a slider, placed by `className`; each is a button naming the position it
 * shows, a 24 px target at least. A slider with one position has none.
 */
export function CarouselDots({
  carousel,
  label,
  tone = "light",
  className,
}: {
  carousel: Carousel;
  label: (index: number) => string;
  tone?: "light" | "dark";
  className: string;
}) {
  if (carousel.positions <= 1) return null;
  const idle = tone === "light" ? "bg-ivory/60 hover:bg-ivory" : "bg-maroon/25 hover:bg-maroon/50";
  const active = tone === "light" ? "bg-gold-light" : "bg-maroon";
  return (
    <div className={className}>
      <div className="flex items-center justify-center">
        {Array.from({ length: carousel.positions }, (_, i) => (
          <button
            key={i}
            type="button"
            aria-label={label(i)}
            aria-current={i === carousel.index ? "true" : undefined}
            onClick={() => carousel.goTo(i)}
            className="group inline-flex h-6 min-w-6 items-center justify-center px-1"
          >
            <span
              className={`block h-1.5 rounded-full transition-all duration-300 ${i === carousel.index ? `w-6 ${active}` : `w-1.5 ${idle}`}`}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
