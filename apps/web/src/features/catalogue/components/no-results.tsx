import { searchMessages } from "@pallu/domain";
import { Link } from "@/lib/link";
import { Button } from "@/components/ui/button";
import { ZariRule } from "@/components/ui/ornament";
import { useGetSearchSuggestionsQuery } from "../api/catalogue-api";
import { toSearchParams, type SearchFilters } from "../search-filters";

/**
 * What the search page says when nothing matches: the spec's message, then a way on: the
 * search as the catalogue spells it, the categories shoppers buy from, or fewer filters.
 */
export function NoResults({
  filters,
  filterCount,
  onClearFilters,
}: {
  filters: SearchFilters;
  filterCount: number;
  onClearFilters: () => void;
}) {
  const search = filters.search?.trim() ?? "";
  const { data: suggestions } = useGetSearchSuggestionsQuery(search, { skip: !search });
  const respelt = suggestions?.didYouMean;

  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center md:py-20">
      <ZariRule />
      <p className="font-display text-[30px] font-semibold text-maroon-dark">{searchMessages.noItem}</p>
      {respelt ? (
        <p className="text-[15px] text-ink">
          Did you mean{" "}
          <Link
            to={`/search?${toSearchParams({ ...filters, search: respelt, page: 1 })}`}
            className="font-semibold text-maroon underline decoration-gold/60 underline-offset-4"
          >
            {respelt}
          </Link>
          ?
        </p>
      ) : (
        <p className="max-w-sm text-[14px] text-ink-muted">Try another word, or loosen a filter or two.</p>
      )}
      {filterCount > 0 && (
        <Button variant="outline" className="mt-2" onClick={onClearFilters}>
          Clear filters
        </Button>
      )}
      {search && suggestions && suggestions.categories.length > 0 && (
        <nav aria-label="Popular categories" className="mt-6 flex flex-col items-center gap-3">
          <p className="eyebrow">Shoppers often look in</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {suggestions.categories.map((category) => (
              <li key={category._id}>
                <Link
                  to={`/search?${toSearchParams({ category: category.slug, page: 1, inStockOnly: false })}`}
                  className="inline-flex h-10 items-center rounded-full border border-sand bg-white/70 px-4 text-[14px] font-semibold text-ink hover:border-maroon hover:text-maroon"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
