import { ButtonLink } from "@/components/ui/button";
import { SectionHeading } from "@/components/ui/ornament";
import { Skeleton } from "@/components/ui/skeleton";
import { useGetProductReviewsInfiniteQuery } from "../api/reviews-api";
import type { ReviewViewer } from "../types";
import { RatingSummary } from "./rating-summary";
import { ReviewComposer } from "./review-composer";
import { ReviewList, ReviewListSkeleton } from "./review-list";

/** Reviews shown on the product page before "See all". */
const PRODUCT_PAGE_REVIEWS = 4;

/**
 * The reviews block of the product page: average and spread, the shopper's own review or the form
 * to write one, the latest reviews and a link to all of them (/reviews/{id}).
 */
export function ReviewsSection({
  productId,
  rating,
  reviewCount,
  viewer,
}: {
  productId: string;
  rating: number;
  reviewCount: number;
  viewer: ReviewViewer;
}) {
  const { data, isLoading } = useGetProductReviewsInfiniteQuery(productId);
  const firstPage = data?.pages[0];
  const myReview = firstPage?.myReview ?? null;
  const all = data?.pages.flatMap((page) => page.reviews) ?? [];
  const others = all.filter((review) => review._id !== myReview?._id);
  const total = firstPage?.pagination.totalCount ?? reviewCount;
  const shown = Math.min(others.length, PRODUCT_PAGE_REVIEWS) + (myReview ? 1 : 0);

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-28 pt-16 md:pt-24">
      <SectionHeading id="reviews-title" eyebrow="In their words" title="Customer Reviews" />
      <div className="grid gap-8 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:gap-12">
        <div className="flex flex-col gap-6">
          <RatingSummary
            average={rating}
            count={reviewCount}
            stars={firstPage ? all.map((review) => review.stars) : null}
          />
          {firstPage || !viewer.isLoggedIn ? (
            <ReviewComposer productId={productId} viewer={viewer} myReview={myReview} />
          ) : (
            <Skeleton className="h-11 w-48 rounded-full" />
          )}
        </div>
        <div className="flex flex-col gap-5">
          {isLoading ? (
            <ReviewListSkeleton count={2} />
          ) : others.length > 0 ? (
            <ReviewList
              reviews={others.slice(0, PRODUCT_PAGE_REVIEWS)}
              label="Latest reviews"
              isAdmin={viewer.isAdmin ?? false}
            />
          ) : (
            <p className="rounded-2xl border border-dashed border-gold/50 bg-white/40 px-5 py-10 text-center text-ink-muted">
              {myReview
                ? "Yours is the first review of this weave. Thank you!"
                : "No reviews yet. Be the first to share how this weave feels."}
            </p>
          )}
          {total > shown && (
            <ButtonLink to={`/reviews/${productId}`} variant="outline" className="self-center">
              See all {total} reviews
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
