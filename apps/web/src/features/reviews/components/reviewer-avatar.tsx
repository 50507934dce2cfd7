import { initialsOf } from "@pallu/domain";

/** Warm tones from the shop's palette; a name always gets the same one. */
const TONES = [
  "bg-maroon text-gold-light",
  "bg-gold-text text-ivory",
  "bg-leaf text-ivory",
  "bg-saffron-deep text-ivory",
  "bg-maroon-soft text-ivory",
] as const;

function toneOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TONES[hash % TONES.length]!;
}

/**
 * The reviewer's photo, or an avatar drawn here from their initials (docs/shop-rules.md#reviews) — no third-party
 * avatar service sees the shopper's name.
 */
export function ReviewerAvatar({
  fullname,
  image,
  size = 40,
}: {
  fullname: string;
  image?: string | null;
  size?: number;
}) {
  if (image) {
    return (
      <img
        src={image}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="initials-avatar"
      className={`flex shrink-0 items-center justify-center rounded-full font-bold tracking-wide ${toneOf(fullname)}`}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
    >
      {initialsOf(fullname)}
    </span>
  );
}
