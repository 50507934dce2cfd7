import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { Link } from "@/lib/link";
import { SectionHeading } from "@/components/ui/ornament";
import { WhenVisible } from "@/components/ui/when-visible";
import { loginPathFor, useSession } from "@/features/auth";
import { useCartActions } from "@/features/cart";
import {
  keepProductUnderItsSlug,
  optionPriceShown,
  ProductStripLater,
  ProductView,
  ProductViewSkeleton,
  useProduct,
  useProductOption,
  useProducts,
} from "@/features/catalogue";
import { ProductOffers } from "@/features/promotions";
import { ReviewsSection } from "@/features/reviews";
import { ReadyToWearPanel, type ReadyToWearChoice } from "@/features/tailoring";
import { errorStatus } from "@/lib/api-errors";
import { useShopperCurrency } from "@/lib/shopper-currency";
import { useEarlyTapReplay } from "../early-tap-replay";
import { ShopTitle } from "@/components/brand/shop-title";
import { BEST_SELLERS_QUERY } from "./best-sellers";

/** /product/{slug}, or the product's id or an old slug: the product's own link replaces either once it has loaded. */
export default function ProductRoute() {
  const { slugOrId = "" } = useParams();
  // A new product starts with no size chosen.
  return <ProductScreen key={slugOrId} id={slugOrId} />;
}

const NO_SERVICES: ReadyToWearChoice = { services: [], measurementProfileId: null };

/** Where a row of cards goes while its code arrives (a page the server rendered has its cards already). */
const StripPlace = () => <div className="min-h-[23rem]" aria-hidden="true" />;

/** An id the server does not know, or cannot read, leads home (docs/shop-rules.md#product-page). */
const GONE = new Set<unknown>([400, 404]);
// What a link previewer or crawler, or a shopper before the redirect, sees of such an id.
const NotFoundRoute = lazy(() => import("./not-found"));

function ProductScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: product, error } = useProduct(id);
  const currency = useShopperCurrency();
  const { option, choices, choose } = useProductOption(product);
  const location = useLocation();
  const { isLoggedIn, isAdmin, user } = useSession();
  const [readyToWear, setReadyToWear] = useState<ReadyToWearChoice>(NO_SERVICES);
  const purchase = useCartActions({ product, option, readyToWear });
  const chooseReadyToWear = (choice: ReadyToWearChoice) => {
    setReadyToWear(choice);
    purchase.chooseServices(choice);
  };
  useEarlyTapReplay(product, location.pathname, {
    choose,
    putInCart: purchase.putInCart,
    keepInWishlist: purchase.keepInWishlist,
  });
  const bestSellers = useProducts(BEST_SELLERS_QUERY);
  const gone = GONE.has(errorStatus(error));

  useEffect(() => {
    if (gone) navigate("/", { replace: true });
  }, [gone, navigate]);

  // Reached by an id or an old slug (a link inside the app): the address bar shows the product's own link.
  const movedTo = product && product.slug !== id ? product : undefined;
  useEffect(() => {
    if (!movedTo) return;
    keepProductUnderItsSlug(movedTo, currency);
    navigate({ pathname: `/product/${encodeURIComponent(movedTo.slug)}`, search: location.search, hash: location.hash }, { replace: true });
  }, [movedTo, currency, navigate, location.search, location.hash]);

  if (gone) return <NotFoundRoute />;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-28 md:px-8 md:pt-10 md:pb-20">
      {product && <ShopTitle>{product.name}</ShopTitle>}
      {product ? (
        <ProductView
          product={product}
          option={option}
          choices={choices}
          onChoose={choose}
          purchase={purchase}
          viewer={{ isLoggedIn, loginPath: loginPathFor(location) }}
          readyToWear={
            product.services?.length ? (
              <Suspense fallback={<div className="min-h-40 rounded-2xl border border-sand bg-white/55" />}>
                <ReadyToWearPanel
                  product={product}
                  piecePrice={(option ?? product.buyingOption[0])?.discountedPrice ?? product.minPrice}
                  inCurrency={
                    product.inCurrency && {
                      ...product.inCurrency,
                      piecePrice: optionPriceShown(product, option ?? product.buyingOption[0]!).price,
                    }
                  }
                  choice={readyToWear}
                  onChange={chooseReadyToWear}
                  isLoggedIn={isLoggedIn}
                  loginPath={loginPathFor(location)}
                />
              </Suspense>
            ) : undefined
          }
          offers={
            <Suspense>
              <ProductOffers productId={product._id} />
            </Suspense>
          }
        />
      ) : (
        <ProductViewSkeleton />
      )}

      {product && product.suggestions.length > 0 && (
        <section aria-labelledby="suggestions-title" className="pt-16 md:pt-24">
          <SectionHeading id="suggestions-title" eyebrow="You may also like" title="Similar Weaves" />
          <Suspense fallback={<StripPlace />}>
            <ProductStripLater products={product.suggestions.slice(0, 5)} isLoading={false} label="Similar weaves" />
          </Suspense>
        </section>
      )}

      <section aria-labelledby="best-sellers-title" className="pt-16 md:pt-24">
        <SectionHeading id="best-sellers-title" eyebrow="Most purchased" title="Best Sellers" />
        <Suspense fallback={<StripPlace />}>
          <ProductStripLater products={bestSellers.data?.products} isLoading={bestSellers.isLoading} label="Best sellers" />
        </Suspense>
        <p className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-[14px] font-semibold">
          <Link
            to="/search?sortBy=viewed&sortOrder=desc"
            className="text-maroon underline decoration-gold/60 underline-offset-4 hover:decoration-maroon"
          >
            See what is popular
          </Link>
          <Link
            to="/search?sortBy=purchased&sortOrder=desc"
            className="text-maroon underline decoration-gold/60 underline-offset-4 hover:decoration-maroon"
          >
            Shop all best sellers
          </Link>
        </p>
      </section>

      {product && (
        <WhenVisible minHeight={480}>
          <Suspense fallback={<div className="min-h-[480px]" aria-hidden="true" />}>
            <ReviewsSection
              productId={product._id}
              rating={product.rating}
              reviewCount={product.reviewCount}
              viewer={{ isLoggedIn, isVerified: user?.isVerified, loginPath: loginPathFor(location), isAdmin }}
            />
          </Suspense>
        </WhenVisible>
      )}
    </div>
  );
}
