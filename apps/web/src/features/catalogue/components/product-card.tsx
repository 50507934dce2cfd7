import { categoryNameOf, formatAmount, showsDiscountBadge } from "@pallu/domain";
import { NoPicture } from "@/components/brand/no-picture";
import { Link } from "@/lib/link";
import { EyeIcon, StarGlyph } from "@/components/ui/icons";
import { SizedImage } from "@/components/ui/sized-image";
import { useAppDispatch } from "@/lib/store-hooks";
import { DEFAULT_CATEGORY_NAME } from "../default-category";
import { cardPriceShown, type PricedSummary } from "../prices-shown";
import { quickViewOpened } from "../quick-view-slice";

/** Two cards a row on phones, up to five on wide screens. */
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

/**
 * A product in a grid or strip. `eager` for a card on the first screen; `largest` for the one whose
 * picture is the screen's largest (the first search result): fetched first, and what the page waits
 * for before its scripts.
 */
export function ProductCard({
  product,
  sizes = CARD_IMAGE_SIZES,
  eager = false,
  largest = false,
}: {
  product: PricedSummary;
  sizes?: string;
  eager?: boolean;
  largest?: boolean;
}) {
  const dispatch = useAppDispatch();
  const href = `/product/${encodeURIComponent(product.slug)}`;
  const image = product.images[0];
  const categoryName = categoryNameOf(product) ?? DEFAULT_CATEGORY_NAME;
  const { price, originalPrice, currency } = cardPriceShown(product);

  return (
    <article className="group relative flex min-w-0 flex-col">
      <div className="relative aspect-[4/5] overflow-hidden rounded-xl bg-ivory-deep shadow-card">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full w-full">
          {image ? (
            <SizedImage
              src={image}
              sizes={sizes}
              alt=""
              loading={eager || largest ? "eager" : "lazy"}
              fetchPriority={largest ? "high" : "auto"}
              width={640}
              height={800}
              className="h-full w-full object-cover transition-transform duration-700 ease-[var(--ease-silk)] group-hover:scale-[1.04]"
            />
          ) : (
            <NoPicture />
          )}
        </Link>
        {showsDiscountBadge(product.maxDiscount) && (
          <span className="pointer-events-none absolute top-2.5 left-2.5 rounded-sm bg-maroon px-2 py-1 text-[11px] font-extrabold tracking-wider text-ivory shadow-sm">
            {Math.round(product.maxDiscount)}% OFF
          </span>
        )}
        <button
          type="button"
          onClick={() => dispatch(quickViewOpened(product))}
          aria-label={`Quick View: ${product.name}`}
          className="absolute right-2.5 bottom-2.5 inline-flex items-center gap-1.5 rounded-full bg-ivory/92 px-3 py-1.5 text-[12px] font-bold text-maroon shadow-sm backdrop-blur transition-all duration-300 hover:bg-ivory focus-visible:opacity-100 [@media(hover:hover)]:translate-y-1 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-focus-within:translate-y-0 [@media(hover:hover)]:group-focus-within:opacity-100 [@media(hover:hover)]:group-hover:translate-y-0 [@media(hover:hover)]:group-hover:opacity-100"
        >
          <EyeIcon size={15} />
          Quick View
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-1 px-0.5 pt-3">
        <div className="flex items-center justify-between gap-2 text-[11px] font-bold tracking-[0.14em] uppercase">
          <span className="truncate text-gold-text">{categoryName}</span>
          <span className="inline-flex shrink-0 items-center gap-1 text-ink-muted">
            <span className="text-gold">
              <StarGlyph fill={1} size={13} />
            </span>
            {product.reviewCount > 0 ? (
              <>
                <span className="sr-only">Rated </span>
                {product.rating.toFixed(1)}
              </>
            ) : (
              "New"
            )}
          </span>
        </div>
        <h3 className="font-display text-[18px] leading-snug font-semibold text-ink md:text-[19px]">
          <Link to={href} className="line-clamp-2 hover:text-maroon focus-visible:text-maroon">
            {product.name}
          </Link>
        </h3>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 text-[14px] text-ink">
          <span>
            <span className="text-ink-muted">Price </span>
            <span className="font-bold">{formatAmount(price, currency)}</span>
          </span>
          {originalPrice > price && (
            <span className="text-[13px] text-ink-muted line-through decoration-1">
              <span className="sr-only">Original price </span>
              {formatAmount(originalPrice, currency)}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <div className="aspect-[4/5] animate-pulse rounded-xl bg-sand/70" />
      <div className="mt-3 h-3 w-1/3 animate-pulse rounded bg-sand/70" />
      <div className="mt-2 h-4 w-5/6 animate-pulse rounded bg-sand/70" />
      <div className="mt-2 h-4 w-2/5 animate-pulse rounded bg-sand/70" />
    </div>
  );
}
