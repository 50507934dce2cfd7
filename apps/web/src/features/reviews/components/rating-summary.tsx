import { Stars } from "@/components/ui/stars";
import { pluralize } from "@/lib/format";
import { ratingDistribution } from "../rating-distribution";

/**
 * The product's average and how the stars spread. The spread is drawn only when every review is
 * at hand, so it never misleads.
 */
export function RatingSummary({ average, count, stars }: { average: number; count: number; stars: number[] | null }) {
  const spread = stars && stars.length === count && count > 0 ? ratingDistribution(stars) : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <p className="font-display text-[56px] leading-none font-semibold text-maroon-dark">
          {count > 0 ? average.toFixed(1) : "–"}
        </p>
        <div className="flex flex-col gap-1">
          <Stars value={average} size={20} />
          <p className="text-[13px] text-ink-muted">
            {count > 0 ? `Based on ${pluralize(count, "review", "reviews")}` : "No reviews yet"}
          </p>
        </div>
      </div>
      {spread && (
        <ul aria-label="How the stars spread" className="flex flex-col gap-1.5">
          {spread.map(({ level, count: levelCount }) => {
            const percent = Math.round((levelCount / count) * 100);
            return (
              <li key={level} className="flex items-center gap-2.5 text-[13px]">
                <span className="w-12 shrink-0 font-semibold text-ink">
                  {level}{" "}
                  <span aria-hidden="true" className="text-gold">
                    ★
                  </span>
                  <span className="sr-only">{level === 1 ? "star" : "stars"}</span>
                </span>
                <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-sand/80">
                  <span className="block h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
                </span>
                <span className="w-14 shrink-0 text-right text-ink-muted tabular-nums">
                  {levelCount}
                  <span className="sr-only"> {levelCount === 1 ? "review" : "reviews"}</span>{" "}
                  <span aria-hidden="true">({percent}%)</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
