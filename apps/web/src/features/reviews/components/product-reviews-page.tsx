import { Link } from "@/lib/link";
import { Button } from "@/components/ui/button";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { ZariRule } from "@/components/ui/ornament";
import { SizedImage } from "@/components/ui/sized-image";
import { Skeleton } from "@/components/ui/skeleton";
import { usePageRead } from "@/lib/page-query";
import { useGetProductReviewsInfiniteQuery } from "../api/reviews-api";
import { firstReviewsRead } from "../api/reviews-read";
import { RatingSummary } from "./rating-summary";
import { ReviewList, ReviewListSkeleton } from "./review-list";
import { ShopTitle } from "@/components/brand/shop-title";

export interface ReviewedProduct {
  name: string;
  rating: number;
  reviewCount: number;
  image: string | null;
}

/** /reviews/{id}: every review of one product, a page at a time (docs/shop-rules.md#reviews, limit 99999). */
export function ProductReviewsPage({
  productId,
  product,
  isAdmin = false,
}: {
  productId: string;
  product: ReviewedProduct | undefined;
  /** The seller sees hidden reviews too, each with the control that hides or shows it. */
  isAdmin?: boolean;
}) {
  const asked = useGetProductReviewsInfiniteQuery(productId);
  // The page the server rendered shows every visitor's first page until the visitor's own arrives.
  const firstPage = usePageRead(firstReviewsRead(productId));
  const pages = asked.data?.pages ?? (firstPage.data ? [firstPage.data] : undefined);
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = asked;
  const isLoading = pages === undefined && (asked.isLoading || firstPage.isLoading);
  const reviews = pages?.flatMap((page) => page.reviews) ?? [];
  const total = pages?.[0]?.pagination.totalCount ?? 0;

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-20 md:px-8 md:pt-10">
      <ShopTitle>{product ? `Reviews of ${product.name}` : "Reviews"}</ShopTitle>
      <Link
        to={`/product/${productId}`}
        className="inline-flex items-center gap-1.5 text-[13px] font-semibold text-maroon hover:underline"
      >
        <ArrowLeftIcon size={16} /> Back to the product
      </Link>

      <header className="mt-4 mb-8 flex flex-col items-center gap-3 text-center">
        {product?.image && (
          <SizedImage
            src={product.image}
            sizes="72px"
            alt=""
            width={72}
            height={96}
            loading="eager"
            className="h-24 w-[72px] rounded-xl object-cover shadow-card"
          />
        )}
        <p className="eyebrow">Customer Reviews</p>
        <h1 className="text-[28px] font-semibold md:text-[38px]">
          {product?.name ?? <Skeleton className="h-9 w-64" />}
        </h1>
        <ZariRule />
      </header>

      <div className="grid grid-cols-1 gap-8 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] md:gap-12">
        <div className="md:sticky md:top-28 md:self-start">
          {product ? (
            <RatingSummary
              average={product.rating}
              count={product.reviewCount}
              stars={asked.data && !hasNextPage ? reviews.map((review) => review.stars) : null}
            />
          ) : (
            <Skeleton className="h-20 w-56" />
          )}
        </div>
        <div className="flex flex-col gap-5">
          {isLoading ? (
            <ReviewListSkeleton count={3} />
          ) : reviews.length > 0 ? (
            <>
              <p className="text-[13px] text-ink-muted" aria-live="polite">
                Showing {reviews.length} of {total}
              </p>
              <ReviewList reviews={reviews} label="All reviews" isAdmin={isAdmin} />
            </>
          ) : (
            <p className="rounded-2xl border border-dashed border-gold/50 bg-white/40 px-5 py-10 text-center text-ink-muted">
              No reviews yet.{" "}
              <Link
                to={`/product/${productId}#reviews`}
                className="font-semibold text-maroon underline decoration-gold/60 underline-offset-4"
              >
                Be the first to write one
              </Link>
              .
            </p>
          )}
          {hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => void fetchNextPage()}
              disabled={isFetchingNextPage}
              aria-busy={isFetchingNextPage}
            >
              {isFetchingNextPage ? "Loading…" : "Load more reviews"}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
