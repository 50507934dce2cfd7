import {
  DELIVERY_CHARGE_PAISE,
  discountPercent,
  formatPaise,
  lowStockLeft,
  productMessages,
  rupeesToPaise,
  type BuyingOption,
} from "@pallu/domain";
import { lazy, Suspense, type ReactNode } from "react";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { Link } from "@/lib/link";
import { Button } from "@/components/ui/button";
import { HeartIcon } from "@/components/ui/icons";
import { LoomIcon, ShieldIcon, TruckIcon } from "@/components/ui/info-icons";
import { Price } from "@/components/ui/price";
import { Stars } from "@/components/ui/stars";
import { earlyTap } from "@/lib/early-taps";
import { optionPriceShown, type PricedProduct } from "../prices-shown";
import { DEFAULT_CATEGORY_NAME } from "../default-category";
import type { NotifyViewer } from "./notify-me";
import { ShareButton } from "./share-button";
import { SizeChips } from "./size-chips";

/** What the buy, cart and wishlist buttons do; supplied by whoever owns the cart. */
export interface PurchaseControls {
  inCart: boolean;
  inWishlist: boolean;
  toggleCart: () => void;
  buyNow: () => void;
  toggleWishlist: () => void;
}

// Not needed to buy, or far below the fold, so they load after the page (its first-load budget is tight).
// Pure: a bare call would make importing this module a side effect, pulling the page into the entry chunk.
/**
 * The pictures' carousel: the server renders it with the page, so the first picture is there at
 * once; swiping and zoom come with its code, after the page's first screen.
 */
export const ProductGalleryLater = /* @__PURE__ */ lazyWithPreload(() => import("./product-gallery").then((m) => m.ProductGallery));
const DeliveryCheck = /* @__PURE__ */ lazy(() => import("./delivery-check"));
const ProductInformation = /* @__PURE__ */ lazy(() => import("./product-information"));
const NotifyMe = /* @__PURE__ */ lazy(() => import("./notify-me").then((m) => ({ default: m.NotifyMe })));
const MadeToOrderNote = /* @__PURE__ */ lazy(() => import("./made-to-order-note"));
const ShareToChats = /* @__PURE__ */ lazy(() => import("@/components/ui/share-to-chats").then((m) => ({ default: m.ShareToChats })));
const NotifyLikeThis = /* @__PURE__ */ lazy(() => import("./notify-me").then((m) => ({ default: m.NotifyLikeThis })));
// Folded under the sizes until the shopper opens it.
const SizeChart = /* @__PURE__ */ lazy(() => import("./size-chart").then((m) => ({ default: m.SizeChart })));

function cheapest(options: BuyingOption[]): BuyingOption | undefined {
  return options.reduce<BuyingOption | undefined>(
    (best, option) => (best === undefined || option.discountedPrice < best.discountedPrice ? option : best),
    undefined,
  );
}

export function ProductView({
  product,
  option,
  choices,
  onChoose,
  purchase,
  viewer,
  offers,
  readyToWear,
}: {
  product: PricedProduct;
  option: BuyingOption | undefined;
  choices: BuyingOption[];
  onChoose: (id: string) => void;
  purchase: PurchaseControls;
  /** When given, a sold-out size offers "Notify me". */
  viewer?: NotifyViewer;
  /** The shop's offers on this product, under its price (loaded after the page). */
  offers?: ReactNode;
  /** The services the seller offers with the piece (stitching, fall and pico), loaded after the page. */
  readyToWear?: ReactNode;
}) {
  const shown = option ?? cheapest(product.buyingOption);
  const price = shown?.discountedPrice ?? product.minPrice;
  const percent = shown ? discountPercent(rupeesToPaise(shown.originalPrice), rupeesToPaise(shown.discountedPrice)) : 0;
  // What the shopper reads: her currency's amounts when the server gave them.
  const read = shown ? optionPriceShown(product, shown) : { currency: "INR", price, originalPrice: price };
  const abroad = read.currency !== "INR";
  const madeToOrder = Boolean(product.madeToOrderDays || product.availableFrom);
  const soldOut = madeToOrder
    ? false
    : option
      ? option.stock < 1
      : product.totalBuyingOption > 0 && product.totalOutOfStock >= product.totalBuyingOption;
  // A one-off piece is never "low": it is on sale, one of a kind, or sold.
  const oneOfAKind = product.oneOfAKind;
  const fewLeft = option && !oneOfAKind ? lowStockLeft(option.stock) : null;
  const pricesDiffer = !option && new Set(product.buyingOption.map((o) => o.discountedPrice)).size > 1;

  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14">
      <div className="md:sticky md:top-28 md:self-start">
        <Suspense
          fallback={<div className="aspect-[4/5] rounded-2xl bg-ivory-deep max-md:aspect-auto max-md:h-[min(125vw,50svh)]" aria-hidden="true" />}
        >
          <ProductGalleryLater images={product.images} name={product.name} />
        </Suspense>
      </div>

      <div className="flex flex-col gap-5">
        <div>
          <Link
            to={product.category ? `/search?category=${encodeURIComponent(product.category.slug)}` : "/search"}
            className="eyebrow hover:underline"
          >
            {product.category?.name ?? DEFAULT_CATEGORY_NAME}
          </Link>
          <h1 className="mt-1.5 text-[26px] leading-tight font-semibold md:text-[42px]">{product.name}</h1>
          <div className="mt-2 flex items-center gap-3 text-[13px] text-ink-muted">
            <Stars value={product.rating} />
            <span>
              {product.reviewCount === 0
                ? "No reviews yet"
                : `${product.rating.toFixed(1)} · ${product.reviewCount === 1 ? "1 review" : `${product.reviewCount} reviews`}`}
            </span>
          </div>
        </div>

        <div className="rounded-2xl border border-sand bg-white/55 p-4 md:p-5">
          {pricesDiffer && <p className="text-[12px] font-bold tracking-[0.14em] text-ink-muted uppercase">From</p>}
          <Price price={read.price} originalPrice={read.originalPrice} discountPercent={percent} size="lg" currency={read.currency} />
          <p className="mt-1 text-[12px] text-ink-muted">
            {abroad ? "Charged in rupees · shipping abroad at checkout" : `Inclusive of all taxes · Delivery ${formatPaise(DELIVERY_CHARGE_PAISE)}`}
          </p>
          {offers}
        </div>

        <SizeChips choices={choices} chosenId={option?._id} onChoose={onChoose} />
        {product.sizeChart && (
          <Suspense fallback={<div className="min-h-12 rounded-xl border border-sand bg-white/55" />}>
            <SizeChart chart={product.sizeChart} />
          </Suspense>
        )}
        {madeToOrder && (
          <Suspense>
            <MadeToOrderNote product={product} onShelf={(option?.stock ?? 0) > 0} />
          </Suspense>
        )}
        {readyToWear}

        <div aria-live="polite" className="min-h-0 empty:hidden">
          {oneOfAKind ? (
            <OneOfAKindNote sold={soldOut} />
          ) : soldOut ? (
            <p className="font-bold text-maroon">{productMessages.thisItemOutOfStock}</p>
          ) : fewLeft !== null ? (
            <p className="font-bold text-saffron-deep">{productMessages.hurryUp(fewLeft)}</p>
          ) : null}
        </div>
        {viewer && oneOfAKind && soldOut && (
          <Suspense>
            <NotifyLikeThis productId={product._id} viewer={viewer} />
          </Suspense>
        )}
        {viewer && !oneOfAKind && option && option.stock < 1 && (
          <Suspense>
            <NotifyMe key={option._id} productId={product._id} buyingOptionId={option._id} viewer={viewer} />
          </Suspense>
        )}

        <div className="flex items-center gap-3 max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:border-t max-md:border-sand max-md:bg-ivory/95 max-md:px-4 max-md:py-3 max-md:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-md:backdrop-blur">
          <Button variant="outline" size="lg" className="flex-1" onClick={purchase.toggleCart} {...earlyTap("cart")}>
            {purchase.inCart ? "Remove From Cart" : "Add to Cart"}
          </Button>
          <Button size="lg" className="flex-1" onClick={purchase.buyNow}>
            {purchase.inCart ? "View Cart" : "Buy Now"}
          </Button>
        </div>

        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={purchase.toggleWishlist}
            aria-pressed={purchase.inWishlist}
            {...earlyTap("wishlist")}
            className="inline-flex h-11 items-center gap-2 rounded-full border border-sand px-4 text-[14px] font-semibold text-maroon transition-colors hover:border-maroon"
          >
            <HeartIcon filled={purchase.inWishlist} size={20} />
            {purchase.inWishlist ? "In your wishlist" : "Add to wishlist"}
          </button>
          <ShareButton title={product.name} />
        </div>
        <Suspense fallback={<div className="min-h-11" />}>
          <ShareToChats product={{ name: product.name, slug: product.slug, price }} />
        </Suspense>

        <Suspense fallback={<div className="min-h-[174px] rounded-2xl border border-sand bg-white/55" />}>
          <DeliveryCheck productId={product._id} />
        </Suspense>

        <ul className="grid gap-2.5 border-y border-sand py-4 text-[14px] text-ink">
          <li className="flex items-center gap-3">
            <TruckIcon className="text-gold-text" /> Free shipping across India
          </li>
          <li className="flex items-center gap-3">
            <ShieldIcon className="text-gold-text" />
            {product.isCOD && !abroad ? "Cash on delivery available · secure online payment" : "Secure online payment"}
          </li>
          {product.location && (
            <li className="flex items-center gap-3">
              <LoomIcon className="text-gold-text" /> Woven in {product.location}
            </li>
          )}
        </ul>

        <section aria-labelledby="description-title">
          <h2 id="description-title" className="text-[24px] font-semibold">
            Description
          </h2>
          <p className="mt-2 text-[15px] whitespace-pre-line text-ink-muted">{product.description}</p>
        </section>

        <Suspense>
          <ProductInformation product={product} />
        </Suspense>
      </div>
    </div>
  );
}

/** What a one-off piece says instead of the stock: one of a kind while on sale, then sold. */
function OneOfAKindNote({ sold }: { sold: boolean }) {
  return sold ? (
    <p className="font-bold text-maroon">Sold. This piece was one of a kind.</p>
  ) : (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="rounded-full border border-gold/60 bg-ivory-deep px-3 py-1 text-[12px] font-bold tracking-[0.14em] text-gold-text uppercase">
        One of a kind
      </span>
      <span className="text-[14px] text-ink-muted">Woven once: this is the only piece.</span>
    </p>
  );
}

export function ProductViewSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10" aria-busy="true" aria-label="Loading product">
      <div className="aspect-[4/5] animate-pulse rounded-2xl bg-sand/70 max-md:aspect-auto max-md:h-[min(125vw,50svh)]" />
      <div className="space-y-4">
        <div className="h-3 w-24 animate-pulse rounded bg-sand/70" />
        <div className="h-10 w-4/5 animate-pulse rounded bg-sand/70" />
        <div className="h-24 animate-pulse rounded-2xl bg-sand/70" />
        <div className="h-11 w-2/3 animate-pulse rounded bg-sand/70" />
        <div className="h-12 animate-pulse rounded-full bg-sand/70" />
      </div>
    </div>
  );
}
