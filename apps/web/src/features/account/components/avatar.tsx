import { SizedImage } from "@/components/ui/sized-image";
import { initials } from "@/lib/format";

/** The profile picture, or the initials of the name on silk maroon when there is none. */
export function Avatar({ name, image, size = 96 }: { name: string; image: string | null; size?: number }) {
  const style = { width: size, height: size };
  if (image) {
    return (
      <SizedImage
        src={image}
        sizes={`${size}px`}
        alt=""
        loading="eager"
        style={style}
        className="shrink-0 rounded-full object-cover ring-2 ring-gold-light ring-offset-2 ring-offset-ivory"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: size * 0.38 }}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-maroon font-display font-semibold text-gold-light ring-2 ring-gold-light ring-offset-2 ring-offset-ivory"
    >
      {initials(name)}
    </span>
  );
}
