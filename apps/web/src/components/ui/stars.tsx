import { StarGlyph } from "./icons";

const MAX_STARS = 5;

/** Stars in half steps, at most five (docs/shop-rules.md#reviews). */
export function Stars({ value, size = 16, className = "" }: { value: number; size?: number; className?: string }) {
  const rounded = Math.round(Math.min(Math.max(value, 0), MAX_STARS) * 2) / 2;
  return (
    <span role="img" aria-label={`Rated ${rounded} out of ${MAX_STARS}`} className={`inline-flex text-gold ${className}`}>
      {Array.from({ length: MAX_STARS }, (_, index) => {
        const fill = rounded >= index + 1 ? 1 : rounded >= index + 0.5 ? 0.5 : 0;
        return <StarGlyph key={index} fill={fill} size={size} />;
      })}
    </span>
  );
}
