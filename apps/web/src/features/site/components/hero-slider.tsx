import {
  FIRST_SCREEN_IMAGE_SIZES,
  HERO_AUTOPLAY_MS,
  HERO_TRANSITION_MS,
  imageSrcSet,
  SMALL_BANNER_MEDIA,
} from "@pallu/domain";
import { useState } from "react";
import { Link } from "@/lib/link";
import { buttonClasses } from "@/components/ui/button";
import { CarouselArrows } from "@/components/ui/arrow-button";
import { CarouselDots } from "@/components/ui/carousel-dots";
import { useCarousel } from "@/components/ui/use-carousel";
import { useGetSiteDataQuery } from "../api/site-api";
import type { Slide } from "../types";
import { useShopBrand } from "@/lib/shop-brand";

/**
 * Boxes of a fixed shape, so nothing below the hero moves while its images arrive; shaped by CSS
 * for the screen (phones up to BANNER_SMALL_MAX_WIDTH), so the page the server sends already has them.
 */
const BOX = "aspect-[4/5] max-h-[72svh] min-[769px]:aspect-[12/5] min-[769px]:max-h-[640px]";

/** The home page's hero: the slides of the site data, the small image on phones (docs/shop-rules.md#home). */
export function HeroSlider() {
  const { data: slides, isLoading } = useGetSiteDataQuery();

  if (isLoading) {
    return <div className={`w-full animate-pulse bg-sand/60 ${BOX}`} aria-hidden="true" />;
  }
  if (!slides || slides.length === 0) return <WovenHero />;
  return <Slides slides={slides} />;
}

function Slides({ slides }: { slides: Slide[] }) {
  const carousel = useCarousel({ positions: slides.length, intervalMs: HERO_AUTOPLAY_MS, transitionMs: HERO_TRANSITION_MS });
  // Pictures only for the slides reached so far and the next one: the others would cost a
  // phone hundreds of KB before anyone looks at them.
  const [reached, setReached] = useState(0);
  if (carousel.index > reached) setReached(carousel.index);

  return (
    <section
      className={`relative w-full overflow-hidden bg-maroon-dark ${BOX}`}
      aria-roledescription="carousel"
      aria-label="Featured collections"
      {...carousel.rootProps}
    >
      <div
        className="flex h-full ease-[var(--ease-silk)]"
        {...carousel.trackProps}
        aria-live={carousel.autoplay ? "off" : "polite"}
      >
        {slides.map((slide, i) => (
          <HeroSlide
            key={slide._id}
            slide={slide}
            position={i}
            total={slides.length}
            current={i === carousel.index}
            withPicture={i <= reached + 1}
          />
        ))}
      </div>
      <CarouselArrows
        carousel={carousel}
        noun="slide"
        tone="glass"
        previousClassName="top-1/2 left-4"
        nextClassName="top-1/2 right-4"
      />
      <CarouselDots
        carousel={carousel}
        label={(i) => `Show slide ${i + 1} of ${slides.length}`}
        className="absolute inset-x-0 bottom-3"
      />
    </section>
  );
}

/** A slide picture's AVIF copies, first choice where it has them (the server's preload names the same). */
function AvifSource({ src, media }: { src: string; media?: string }) {
  const srcSet = imageSrcSet(src, "avif");
  return srcSet ? (
    <source type="image/avif" media={media} srcSet={srcSet} sizes={FIRST_SCREEN_IMAGE_SIZES.hero} />
  ) : null;
}

function HeroSlide({
  slide,
  position,
  total,
  current,
  withPicture,
}: {
  slide: Slide;
  position: number;
  total: number;
  current: boolean;
  withPicture: boolean;
}) {
  const first = position === 0;
  return (
    <div
      className="relative h-full w-full shrink-0"
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${total}`}
      aria-hidden={current ? undefined : true}
      inert={!current}
    >
      {withPicture && (
        <picture>
          <AvifSource src={slide.smallImage} media={SMALL_BANNER_MEDIA} />
          <source
            media={SMALL_BANNER_MEDIA}
            srcSet={imageSrcSet(slide.smallImage) ?? slide.smallImage}
            sizes={FIRST_SCREEN_IMAGE_SIZES.hero}
          />
          <AvifSource src={slide.largeImage} />
          <img
            src={slide.largeImage}
            srcSet={imageSrcSet(slide.largeImage)}
            sizes={FIRST_SCREEN_IMAGE_SIZES.hero}
            alt={slide.alt || slide.title}
            loading={first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : "auto"}
            // Never "sync": the first frame would wait for the picture's decoding, words and all.
            decoding="async"
            draggable={false}
            className="h-full w-full object-cover"
          />
        </picture>
      )}
      {slide.showText ? (
        <>
          <div className="absolute inset-0 bg-gradient-to-t from-ink/75 via-ink/15 to-transparent md:bg-gradient-to-r md:from-ink/70 md:via-ink/20" />
          {slide.link && (
            // The whole picture leads where the slide points; the button below is the way for keyboards.
            <Link to={slide.link} tabIndex={-1} aria-hidden="true" className="absolute inset-0" />
          )}
          <div className="pointer-events-none absolute inset-x-0 bottom-0 px-5 pb-12 md:inset-y-0 md:flex md:max-w-[46%] md:flex-col md:justify-center md:px-16 md:pb-0">
            <p className="eyebrow !text-gold-light">The collection</p>
            <h2 className="mt-2 text-[34px] leading-[1.05] font-semibold text-ivory md:text-[54px]">{slide.title}</h2>
            <p className="mt-2 line-clamp-2 max-w-md text-[14px] text-ivory/85 md:text-[16px]">{slide.description}</p>
            <Link to={slide.link ?? "/search"} className={buttonClasses("gold", "md", "pointer-events-auto mt-5 w-fit")}>
              Explore the collection
            </Link>
          </div>
        </>
      ) : (
        // A picture with its own lettering: nothing drawn over it; the words stay for screen readers.
        <Link to={slide.link ?? "/search"} className="absolute inset-0" aria-label={`${slide.title}: ${slide.description}`} />
      )}
    </div>
  );
}

/** Shown when no slides are configured: a woven maroon panel instead of an empty box. */
function WovenHero() {
  const { name } = useShopBrand();
  return (
    <section
      className={`relative flex w-full items-center justify-center overflow-hidden bg-maroon-dark px-6 text-center ${BOX}`}
      aria-label={name ? `Welcome to ${name}` : "Welcome"}
    >
      <div className="absolute inset-x-0 top-6 zari-band opacity-70" />
      <div className="absolute inset-x-0 bottom-6 zari-band opacity-70" />
      <div className="max-w-xl">
        <p className="eyebrow !text-gold-light">Handwoven in India</p>
        <h2 className="mt-3 text-[40px] leading-[1.05] font-semibold text-ivory md:text-[60px]">
          From the loom, to you
        </h2>
        <p className="mt-3 text-ivory/85">Silk and cotton sarees bought straight from the weavers who make them.</p>
        <Link to="/search" className={buttonClasses("gold", "lg", "mt-6")}>
          Shop the collection
        </Link>
      </div>
    </section>
  );
}
