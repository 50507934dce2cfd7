import { Link } from "@/lib/link";
import { SizedImage } from "@/components/ui/sized-image";
import { Skeleton } from "@/components/ui/skeleton";
import { pluralize } from "@/lib/format";
import { useGetCategoriesQuery } from "../api/catalogue-api";

/** Category tiles framed as temple arches; each opens its listing (docs/shop-rules.md#home). */
export function CategoryTiles() {
  const { data: categories, isLoading } = useGetCategoriesQuery();
  const list =
    "no-scrollbar -mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:justify-center md:gap-7 md:overflow-visible md:px-0";
  const item = "w-[30%] max-w-[170px] shrink-0 snap-start sm:w-[22%] md:w-[150px] lg:w-[165px]";

  if (isLoading) {
    return (
      <div className={list} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className={item}>
            <Skeleton className="aspect-[3/4] rounded-t-full" />
            <Skeleton className="mx-auto mt-3 h-4 w-2/3" />
          </div>
        ))}
      </div>
    );
  }
  if (!categories || categories.length === 0) return null;
  return (
    <ul className={list}>
      {categories.map((category) => (
        <li key={category._id} className={item}>
          <Link to={`/search?category=${encodeURIComponent(category.slug)}`} className="group block text-center">
            <span className="block rounded-t-full border border-gold/50 p-1.5 transition-colors group-hover:border-gold">
              <span className="block aspect-[3/4] overflow-hidden rounded-t-full bg-ivory-deep">
                {category.image ? (
                  <SizedImage
                    src={category.image}
                    sizes="(min-width: 768px) 165px, 30vw"
                    alt=""
                    width={320}
                    height={427}
                    className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
                  />
                ) : (
                  <span className="flex h-full items-center justify-center font-display text-4xl text-gold">
                    {category.name.slice(0, 1)}
                  </span>
                )}
              </span>
            </span>
            <span className="mt-3 block font-display text-[18px] leading-tight font-semibold text-maroon-dark md:text-[20px]">
              {category.name}
            </span>
            <span className="text-[12px] text-ink-muted">{pluralize(category.productCount, "style", "styles")}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
