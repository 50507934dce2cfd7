import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from "react";
import { usePrefersReducedMotion } from "@/lib/media-query";

const SWIPE_MIN_PX = 40;
const CLICK_SLOP_PX = 8;

/**
 * State of a slider: the current position, autoplay that stops while the pointer or focus is
 * on it (and entirely for people who asked for reduced motion), and swipe on touch screens.
 * `positions` is how many distinct positions the track has; a null interval never autoplays.
 * `trackProps` go on the sliding strip, which shows `perView` items at once and glides from one
 * position to the next in `transitionMs`.
 */
export function useCarousel({
  positions,
  intervalMs,
  transitionMs,
  perView = 1,
}: {
  positions: number;
  intervalMs: number | null;
  transitionMs: number;
  perView?: number;
}) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const start = useRef<{ x: number; y: number } | null>(null);
  const moved = useRef(false);

  const current = positions > 0 ? Math.min(index, positions - 1) : 0;
  const autoplay = intervalMs !== null && positions > 1 && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!autoplay || intervalMs === null) return;
    // Restarted on every move, so a slide chosen by hand stays its full time.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % positions), intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoplay, current, positions, intervalMs]);

  const goTo = (next: number) => setIndex(((next % positions) + positions) % positions);

  return {
    index: current,
    positions,
    autoplay,
    goTo,
    next: () => goTo(current + 1),
    prev: () => goTo(current - 1),
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
    trackProps: {
      style: {
        // Vertical scrolling stays with the page; horizontal moves are the slider's.
        touchAction: "pan-y",
        transform: `translateX(-${(current * 100) / perView}%)`,
        transitionProperty: "transform",
        transitionDuration: `${transitionMs}ms`,
      } as const,
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        start.current = { x: event.clientX, y: event.clientY };
        moved.current = false;
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (start.current && Math.abs(event.clientX - start.current.x) > CLICK_SLOP_PX) moved.current = true;
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const dx = event.clientX - from.x;
        const dy = event.clientY - from.y;
        if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) goTo(dx < 0 ? current + 1 : current - 1);
      },
      onPointerCancel: () => {
        start.current = null;
      },
      // A swipe that ends over a link must not also open it.
      onClickCapture: (event: MouseEvent<HTMLElement>) => {
        if (moved.current) {
          event.preventDefault();
          event.stopPropagation();
          moved.current = false;
        }
      },
      onDragStart: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
    },
  };
}

/** What `useCarousel` gives a slider; its arrows and dots take it whole. */
export type Carousel = ReturnType<typeof useCarousel>;
