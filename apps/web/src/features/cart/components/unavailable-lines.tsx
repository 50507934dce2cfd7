import type { UnavailableCartLine } from "../cart-lines";
import { Link } from "@/lib/link";
import { LineThumb } from "./line-thumb";
import { SizeLabel } from "./size-label";

/**
 * Saved pieces whose size is sold out for now: kept here, outside the total and the checkout,
 * and back in the cart by themselves when the stock returns.
 */
export function UnavailableLines({
  lines,
  onRemove,
}: {
  lines: UnavailableCartLine[];
  onRemove: (buyingOptionId: string) => void;
}) {
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby="unavailable-title"
      className="mt-8 rounded-2xl border border-sand bg-ivory-deep/40 p-4 md:p-5"
    >
      <h2 id="unavailable-title" className="font-display text-[18px] font-semibold text-ink">
        Sold out for now
      </h2>
      <p className="mt-1 text-[13px] text-ink-muted">
        Not counted in your total. They stay here and return to your cart if the size comes back in stock.
      </p>
      <ul className="mt-4 divide-y divide-sand" aria-label="Sold out items">
        {lines.map((line) => (
          <li key={line.buyingOptionId} className="flex items-center gap-4 py-3 opacity-80">
            <LineThumb productId={line.productId} image={line.image} className="h-20 w-16 grayscale" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <Link
                to={`/product/${line.productId}`}
                className="line-clamp-1 text-[15px] font-semibold text-ink hover:text-maroon"
              >
                {line.name}
              </Link>
              <div className="flex flex-wrap items-center gap-2">
                <SizeLabel size={line.size} />
                <span className="text-[12px] font-bold text-saffron-deep">{line.reason}</span>
              </div>
            </div>
            <button
              type="button"
              onClick={() => onRemove(line.buyingOptionId)}
              className="shrink-0 rounded-full px-3 py-2 text-[13px] font-semibold text-maroon underline decoration-gold/60 underline-offset-4 hover:decoration-maroon"
              aria-label={`Remove ${line.name} from your cart`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
