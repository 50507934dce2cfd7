import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import type { Carousel } from "./use-carousel";

const TONES = {
  /** Over a picture. */
  glass: "bg-ivory/15 text-ivory backdrop-blur-sm hover:bg-ivory/30",
  /** Floating over the page beside a row of cards. */
  raised: "border border-gold/40 bg-ivory text-maroon shadow-card hover:bg-white",
  /** Sitting on the page below its slider. */
  outline: "border border-gold/50 text-maroon hover:bg-maroon hover:text-ivory",
} as const;

/** The round previous/next button of the shop's sliders; `className` places it and sets its display. */
export function ArrowButton({
  direction,
  label,
  onClick,
  tone,
  className = "",
}: {
  direction: "previous" | "next";
  label: string;
  onClick: () => void;
  tone: keyof typeof TONES;
  className?: string;
}) {
  const Icon = direction === "previous" ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`h-11 w-11 items-center justify-center rounded-full ${TONES[tone]} ${className}`}
    >
      <Icon />
    </button>
  );
}

/** A previous and a next button ("image" reads "Previous image"); `onMove` takes -1 or 1. */
export function ArrowPair({
  noun,
  onMove,
  tone,
  previousClassName,
  nextClassName,
}: {
  noun: string;
  onMove: (step: -1 | 1) => void;
  tone: keyof typeof TONES;
  previousClassName: string;
  nextClassName: string;
}) {
  return (
    <>
      <ArrowButton
        direction="previous"
        label={`Previous ${noun}`}
        onClick={() => onMove(-1)}
        tone={tone}
        className={previousClassName}
      />
      <ArrowButton
        direction="next"
        label={`Next ${noun}`}
        onClick={() => onMove(1)}
        tone={tone}
        className={nextClassName}
      />
    </>
  );
}

/**
 * A slider's previous and next buttons, over its sides from tablets up ("slide" reads "Previous
 * slide"); `previousClassName` and `nextClassName` place each. A slider with one position has none.
 */
export function CarouselArrows({
  carousel,
  noun,
  tone,
  previousClassName,
  nextClassName,
}: {
  carousel: Carousel;
  noun: string;
  tone: keyof typeof TONES;
  previousClassName: string;
  nextClassName: string;
}) {
  if (carousel.positions <= 1) return null;
  const place = "absolute hidden -translate-y-1/2 md:inline-flex";
  return (
    <ArrowPair
      noun={noun}
      onMove={(step) => (step < 0 ? carousel.prev() : carousel.next())}
      tone={tone}
      previousClassName={`${place} ${previousClassName}`}
      nextClassName={`${place} ${nextClassName}`}
    />
  );
}
