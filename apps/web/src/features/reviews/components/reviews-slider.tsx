import { useRef } from "react";
import { Link } from "@/lib/link";
import { ArrowPair } from "@/components/ui/arrow-button";
import { SectionHeading } from "@/components/ui/ornament";
import { Thumbnail } from "@/components/ui/sized-image";
import { Stars } from "@/components/ui/stars";
import { useGetShopReviewsQuery } from "../api/reviews-api";
import type { ShopReview } from "../types";
import { ReviewerByline } from "./reviewer-byline";

const HOME_REVIEWS_LIMIT = 10;

/** 'What Our Customers say' (docs/shop-rules.md#reviews); not rendered at all when there is nothing to show. */
export function ReviewsSlider() {
  const { data: reviews } = useGetShopReviewsQuery({ limit: HOME_REVIEWS_LIMIT });
  const track = useRef<HTMLUListElement>(null);
  if (!reviews || reviews.length === 0) return null;

  const scrollBy = (direction: 1 | -1) => {
    const list = track.current;
    if (!list) return;
    const card = list.querySelector("li");
    list.scrollBy({ left: direction * ((card?.clientWidth ?? 300) + 16), behavior: "smooth" });
  };

  return (
    <section aria-labelledby="reviews-title" className="mx-auto max-w-7xl px-4 py-14 md:px-8 md:py-20">
      <SectionHeading id="reviews-title" eyebrow="Loved across India" title="What Our Customers say" />
      <div className="relative">
        <ul
          ref={track}
          className="no-scrollbar -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-3 md:mx-0 md:px-0"
        >
          {reviews.map((review) => (
            <li key={review._id} className="w-[85%] shrink-0 snap-start sm:w-[46%] lg:w-[calc((100%-2rem)/3)]">
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
        {reviews.length > 1 && (
          <div className="mt-4 hidden justify-center gap-2 md:flex">
            <ArrowPair noun="reviews" onMove={scrollBy} tone="outline" previousClassName="flex" nextClassName="flex" />
          </div>
        )}
      </div>
    </section>
  );
}

function ReviewCard({ review }: { review: ShopReview }) {
  const productImage = review.product.images[0];
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-sand bg-white/60 p-5 shadow-card md:p-6">
      <div className="flex items-center justify-between">
        <Stars value={review.stars} size={16} />
        <span aria-hidden="true" className="font-display text-[54px] leading-[0.5] text-gold/50">
          &ldquo;
        </span>
      </div>
      <blockquote className="mt-3 line-clamp-5 flex-1 font-display text-[19px] leading-snug text-ink">
        {review.review}
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3 border-t border-sand pt-4">
        <ReviewerByline review={review} />
        {productImage && (
          <Link to={`/product/${review.product._id}`} className="shrink-0" aria-label={`See ${review.product.name}`}>
            <Thumbnail src={productImage} width={40} height={50} className="h-[50px] w-10 rounded-md object-cover" />
          </Link>
        )}
      </figcaption>
    </figure>
  );
}
