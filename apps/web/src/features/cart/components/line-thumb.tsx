import { Link } from "@/lib/link";
import { NoPicture } from "@/components/brand/no-picture";
import { SizedImage } from "@/components/ui/sized-image";

/** The first photo of a line's product, linking back to it. */
export function LineThumb({ productId, image, className = "" }: { productId: string; image: string | null; className?: string }) {
  return (
    <Link
      to={`/product/${productId}`}
      tabIndex={-1}
      aria-hidden="true"
      className={`block shrink-0 overflow-hidden rounded-lg bg-ivory-deep shadow-card ${className}`}
    >
      {image ? (
        <SizedImage src={image} sizes="128px" alt="" width={320} height={400} className="h-full w-full object-cover" />
      ) : (
        <NoPicture size="small" />
      )}
    </Link>
  );
}
