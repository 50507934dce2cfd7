import { HERO_AUTOPLAY_MS, HERO_TRANSITION_MS, imageSrcSet, SMALL_BANNER_MEDIA, type Slide } from "@pallu/domain";
import { CarouselDots } from "@/components/ui/carousel-dots";
import { useCarousel } from "@/components/ui/use-carousel";

const frame = "relative w-full overflow-hidden bg-maroon-dark h-44 sm:h-56 md:h-full md:rounded-3xl md:shadow-card";

/**
 * The banner carousel of the login, sign-up and password pages (docs/shop-rules.md#sign-in): the site's slides,
 * small images up to 768 px wide. A woven panel stands in while slides load or when none exist.
 */
export function AuthBanner({ slides, isLoading }: { slides: Slide[] | undefined; isLoading: boolean }) {
  if (isLoading) return <div className={`${frame} animate-pulse !bg-sand/60`} aria-hidden="true" />;
  if (!slides || slides.length === 0) return <WovenPanel />;
  return <BannerSlides slides={slides} />;
}

function BannerSlides({ slides }: { slides: Slide[] }) {
  const carousel = useCarousel({ positions: slides.length, intervalMs: HERO_AUTOPLAY_MS, transitionMs: HERO_TRANSITION_MS });
  const current = slides[carousel.index];
  return (
    <section className={frame} aria-roledescription="carousel" aria-label="Our collections" {...carousel.rootProps}>
      <div className="flex h-full ease-[var(--ease-silk)]" {...carousel.trackProps}>
        {slides.map((slide, i) => (
          <picture
            key={slide._id}
            className="block h-full w-full shrink-0"
            aria-hidden={i === carousel.index ? undefined : true}
            inert={i !== carousel.index}
          >
            <source media={SMALL_BANNER_MEDIA} srcSet={imageSrcSet(slide.smallImage) ?? slide.smallImage} sizes="100vw" />
            <img
              src={slide.largeImage}
              srcSet={imageSrcSet(slide.largeImage)}
              sizes="(min-width: 1280px) 600px, 50vw"
              alt={slide.alt || slide.title}
              loading={i === 0 ? "eager" : "lazy"}
              decoding="async"
              draggable={false}
              className="h-full w-full object-cover"
            />
          </picture>
        ))}
      </div>
      <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-ink/70 via-ink/10 to-transparent" />
      {current && (
        <div className="pointer-events-none absolute inset-x-0 bottom-0 px-5 pb-8 md:px-10 md:pb-14" aria-hidden="true">
          <p className="eyebrow !text-gold-light">Our collections</p>
          <p className="mt-1 font-display text-[24px] leading-tight font-semibold text-ivory md:text-[40px]">{current.title}</p>
          <p className="mt-1 hidden max-w-md text-[15px] text-ivory/85 md:line-clamp-2">{current.description}</p>
        </div>
      )}
      <CarouselDots
        carousel={carousel}
        label={(i) => `Show slide ${i + 1} of ${slides.length}`}
        className="absolute inset-x-0 bottom-1.5 md:bottom-4"
      />
    </section>
  );
}

function WovenPanel() {
  return (
    <div className={`${frame} flex items-center justify-center px-6 text-center`} aria-hidden="true">
      <div className="absolute inset-x-0 top-5 zari-band opacity-70" />
      <div className="absolute inset-x-0 bottom-5 zari-band opacity-70" />
      <div>
        <p className="eyebrow !text-gold-light">Handwoven in India</p>
        <p className="mt-2 font-display text-[28px] leading-tight font-semibold text-ivory md:text-[48px]">From the loom, to you</p>
      </div>
    </div>
  );
}
