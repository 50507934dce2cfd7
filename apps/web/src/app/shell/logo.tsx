import { Link } from "react-router";

/**
 * The word mark, or its "P" monogram on narrow screens (docs/shop-rules.md#shell: switch at LOGO_SHORT_MAX_WIDTH,
 * 600 px). CSS picks one, so the page the server sends already shows the right one.
 */
export function Logo() {
  return (
    <Link to="/" aria-label="Pallu, home" className="flex shrink-0 items-center">
      <span className="contents min-[601px]:hidden">
        <Monogram />
      </span>
      <span className="hidden min-[601px]:contents">
        <WordMark />
      </span>
    </Link>
  );
}

function Monogram() {
  return (
    <span
      aria-hidden="true"
      className="relative flex h-10 w-10 items-center justify-center rounded-full bg-maroon font-display text-[26px] leading-none font-bold text-ivory ring-1 ring-gold ring-offset-2 ring-offset-ivory"
    >
      P
      <span className="absolute -top-[3px] left-1/2 h-1.5 w-1.5 -translate-x-1/2 rotate-45 bg-gold-light" />
    </span>
  );
}

function WordMark() {
  return (
    <span aria-hidden="true" className="flex flex-col items-center leading-none">
      <span className="font-display text-[34px] font-bold tracking-[0.02em] text-maroon">Pallu</span>
      <span className="mt-0.5 flex items-center gap-1.5 text-[9px] font-bold tracking-[0.32em] text-gold-text uppercase">
        <span className="h-px w-3 bg-gold" />
        Handwoven
        <span className="h-px w-3 bg-gold" />
      </span>
    </span>
  );
}
