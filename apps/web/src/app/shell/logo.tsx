import { Link } from "@/lib/link";
import { useShopBrand } from "@/lib/shop-brand";

/**
 * The seller's logo, or her shop's name set in letters when she has none; on narrow screens the
 * name's first letter as a monogram (docs/shop-rules.md#shell: switch at LOGO_SHORT_MAX_WIDTH,
 * 600 px). CSS picks one, so the page the server sends already shows the right one.
 */
export function Logo() {
  const brand = useShopBrand();
  if (brand.logoUrl) {
    return (
      <Link to="/" aria-label={`${brand.name}, home`} className="flex shrink-0 items-center">
        <img
          src={brand.logoUrl}
          alt={brand.name}
          className="h-9 w-auto max-w-[112px] object-contain min-[601px]:h-14 min-[601px]:max-w-[240px]"
          decoding="async"
        />
      </Link>
    );
  }
  return (
    <Link to="/" aria-label={brand.name ? `${brand.name}, home` : "Home"} className="flex shrink-0 items-center">
      <span className="contents min-[601px]:hidden">
        <Monogram letter={brand.name.slice(0, 1).toUpperCase()} />
      </span>
      <span className="hidden min-[601px]:contents">
        <WordMark name={brand.name} />
      </span>
    </Link>
  );
}

function Monogram({ letter }: { letter: string }) {
  return (
    <span
      aria-hidden="true"
      className="relative flex h-10 w-10 items-center justify-center rounded-full bg-maroon font-display text-[26px] leading-none font-bold text-ivory ring-1 ring-gold ring-offset-2 ring-offset-ivory"
    >
      {letter}
      <span className="absolute -top-[3px] left-1/2 h-1.5 w-1.5 -translate-x-1/2 rotate-45 bg-gold-light" />
    </span>
  );
}

/** The name in the display face, smaller as it grows longer, so a three-word name still fits the header. */
function WordMark({ name }: { name: string }) {
  const size = name.length <= 8 ? "text-[34px]" : name.length <= 16 ? "text-[28px]" : "text-[22px]";
  return (
    <span aria-hidden="true" className="flex flex-col items-center leading-none">
      <span className={`font-display ${size} font-bold tracking-[0.02em] whitespace-nowrap text-maroon`}>{name}</span>
      <span className="mt-0.5 flex items-center gap-1.5 text-[9px] font-bold tracking-[0.32em] text-gold-text uppercase">
        <span className="h-px w-3 bg-gold" />
        Handwoven
        <span className="h-px w-3 bg-gold" />
      </span>
    </span>
  );
}
