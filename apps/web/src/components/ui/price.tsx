import { formatAmount } from "@pallu/domain";

/** Selling price, the original struck through and the saving, when there is one; in rupees unless a currency is given. */
export function Price({
  price,
  originalPrice,
  discountPercent,
  size = "md",
  currency = "INR",
}: {
  price: number;
  originalPrice?: number;
  discountPercent?: number;
  size?: "md" | "lg";
  currency?: string;
}) {
  const showsOriginal = originalPrice !== undefined && originalPrice > price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className={`font-bold text-ink ${size === "lg" ? "text-[26px]" : "text-base"}`}>{formatAmount(price, currency)}</span>
      {showsOriginal && (
        <>
          <span className="text-ink-muted line-through decoration-1">
            <span className="sr-only">Original price </span>
            {formatAmount(originalPrice, currency)}
          </span>
          {discountPercent !== undefined && discountPercent >= 1 && (
            <span className="font-bold text-leaf">{discountPercent}% off</span>
          )}
        </>
      )}
    </p>
  );
}
