import type { OrderLine } from "../order-model";
import { Link } from "@/lib/link";
import { SizedImage } from "@/components/ui/sized-image";

/** The pictures of everything in the order, side by side; each leads to its product. */
export function OrderGallery({ lines }: { lines: OrderLine[] }) {
  const pictures = lines.flatMap((line) =>
    line.images.map((src, index) => ({ src, key: `${line._id}-${index}`, line })),
  );
  if (pictures.length === 0) return null;
  return (
    <ul
      aria-label="Pictures of your items"
      className="no-scrollbar -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 md:mx-0 md:px-0"
    >
      {pictures.map(({ src, key, line }) => (
        <li key={key} className="w-[58%] shrink-0 snap-start sm:w-[38%] md:w-[calc((100%-1.5rem)/3)]">
          <Link to={`/product/${line.productId}`} className="block overflow-hidden rounded-xl bg-ivory-deep">
            <SizedImage
              src={src}
              sizes="(min-width: 768px) 240px, 58vw"
              alt={line.name}
              width={480}
              height={640}
              className="aspect-[3/4] h-auto w-full object-cover transition-transform duration-500 hover:scale-[1.03]"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
