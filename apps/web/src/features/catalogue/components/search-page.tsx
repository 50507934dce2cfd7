import { FIRST_SCREEN_IMAGE_SIZES, formatRupees, type Category } from "@pallu/domain";
import { lazy, Suspense, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Link } from "@/lib/link";
import { Button, buttonClasses } from "@/components/ui/button";
import { CloseIcon, FilterIcon } from "@/components/ui/icons";
import { ZariRule } from "@/components/ui/ornament";
import { pluralize } from "@/lib/format";
import {
  useGetCategoriesQuery,
  useGetColoursQuery,
  useGetPriceRangesQuery,
  useGetSizesQuery,
} from "../api/catalogue-api";
import { useProducts } from "../hooks/use-priced-products";
import {
  activeFilterCount,
  changeFilters,
  clearedFilters,
  parseSearchFilters,
  PAYMENT_OPTIONS,
  SORT_OPTIONS,
  sortKey,
  toProductListParams,
  toSearchParams,
  type SearchFilters,
} from "../search-filters";
import { Pagination } from "@/components/ui/pagination";
import { ProductCard, ProductCardSkeleton } from "./product-card";
import type { HrefFor } from "./filter-link";
import { namesCategory } from "../search-filters";
import { HiddenFields } from "./hidden-fields";

// Opened only on phones, and only when asked for: it loads then.
const FiltersSheet = /* @__PURE__ */ lazy(() => import("./filters-sheet"));
// An island: the server renders the panel with the page, and its code follows the first screen's.
// Its typed price range keeps what a shopper types before the code arrives.
const SearchFiltersPanel = /* @__PURE__ */ lazy(() =>
  import("./search-filters-panel").then((module) => ({ default: module.SearchFiltersPanel })),
);
// Shown only when nothing matches: the server renders it whole, and its code comes after the page's.
const NoResults = /* @__PURE__ */ lazy(() => import("./no-results").then((module) => ({ default: module.NoResults })));

// FIRST_SCREEN_IMAGE_SIZES.searchGrid says how wide these columns are: change the two together.
const GRID = "grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 xl:grid-cols-4 lg:gap-x-6";

/** The /search page: everything it shows follows from the query string (docs/shop-rules.md#search). */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSearchFilters(params), [params]);
  const { currentData, isError, refetch } = useProducts(toProductListParams(filters));
  const { data: categories } = useGetCategoriesQuery();
  const { data: colours } = useGetColoursQuery();
  const { data: sizes } = useGetSizesQuery();
  const { data: priceRanges } = useGetPriceRangesQuery();
  const [sheetOpen, setSheetOpen] = useState(false);

  const show = (next: SearchFilters) => setParams(toSearchParams(next));
  const change = (patch: Partial<SearchFilters>) => show(changeFilters(filters, patch));
  const hrefFor = (patch: Partial<SearchFilters>) => `?${toSearchParams(changeFilters(filters, patch))}`;
  const category = categories?.find((c) => namesCategory(filters.category, c));
  const totalCount = currentData?.pagination.totalCount;
  const filterCount = activeFilterCount(filters);
  // One panel, shown in the sidebar from laptops up and in the bottom sheet on smaller screens.
  const filtersPanel = (
    <Suspense>
      <SearchFiltersPanel
        filters={filters}
        categories={categories}
        colours={colours}
        sizes={sizes}
        priceRanges={priceRanges}
        hrefFor={hrefFor}
        onChange={change}
      />
    </Suspense>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <header className="mb-6 flex flex-col items-center text-center md:mb-8">
        <p className="eyebrow">{filters.search ? "Search" : "Shop"}</p>
        <h1 className="mt-1 text-[32px] font-semibold md:text-[44px]">{pageTitle(filters, category)}</h1>
        <ZariRule className="mt-1" />
        <p className="mt-1 h-5 text-[13px] text-ink-muted" aria-live="polite">
          {totalCount !== undefined &&
            (filters.search
              ? `${pluralize(totalCount, "result", "results")} for “${filters.search}”`
              : pluralize(totalCount, "design", "designs"))}
        </p>
      </header>

      <div className="lg:grid lg:grid-cols-[250px_minmax(0,1fr)] lg:gap-10">
        <aside id="filters" aria-label="Filters" className="hidden target:block lg:block">
          <div className="sticky top-28 max-h-[calc(100dvh-8rem)] overflow-y-auto pr-2">
            <div className="mb-4 flex items-baseline justify-between">
              <h2 className="text-[24px] font-semibold">Filters</h2>
              {filterCount > 0 && (
                <Link
                  to={`?${toSearchParams(clearedFilters(filters))}`}
                  preventScrollReset
                  className="text-[13px] font-semibold text-maroon underline underline-offset-4"
                >
                  Clear all
                </Link>
              )}
            </div>
            {filtersPanel}
          </div>
        </aside>

        <section aria-labelledby="products-title">
          <h2 id="products-title" className="sr-only">
            Products
          </h2>
          <div className="mb-5 flex items-center justify-between gap-3 border-y border-sand py-2.5">
            {/* Before the page's script runs it jumps to the filters, which the phone then shows in place. */}
            <a
              href="#filters"
              role="button"
              className={buttonClasses("outline", "sm", "shrink-0 whitespace-nowrap lg:hidden")}
              onClick={(event) => {
                event.preventDefault();
                setSheetOpen(true);
              }}
              onKeyDown={(event) => {
                if (event.key !== " ") return;
                event.preventDefault();
                setSheetOpen(true);
              }}
            >
              <FilterIcon size={18} />
              Filters{filterCount > 0 ? ` (${filterCount})` : ""}
            </a>
            <SortForm filters={filters} onChange={change} />
          </div>

          <ActiveFilters filters={filters} category={category} colourName={filters.colour} hrefFor={hrefFor} />

          {currentData === undefined ? (
            isError ? (
              <div className="flex flex-col items-center gap-4 py-20 text-center">
                <p className="font-display text-[26px] text-maroon-dark">The designs could not be loaded</p>
                <Button onClick={() => refetch()}>Try again</Button>
              </div>
            ) : (
              <div className={GRID} aria-busy="true" aria-label="Loading products">
                {Array.from({ length: 8 }, (_, index) => (
                  <ProductCardSkeleton key={index} />
                ))}
              </div>
            )
          ) : currentData.products.length === 0 ? (
            <Suspense fallback={<div className="min-h-80" />}>
              <NoResults
                filters={filters}
                filterCount={filterCount}
                onClearFilters={() => show(clearedFilters(filters))}
              />
            </Suspense>
          ) : (
            <>
              <ul className={GRID}>
                {currentData.products.map((product, index) => (
                  <li key={product._id}>
                    <ProductCard
                      product={product}
                      sizes={FIRST_SCREEN_IMAGE_SIZES.searchGrid}
                      eager={index < 4}
                      largest={index === 0}
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                currentPage={currentData.pagination.currentPage}
                totalPages={currentData.pagination.totalPages}
                hrefFor={(page) => `?${toSearchParams({ ...filters, page })}`}
              />
            </>
          )}
        </section>
      </div>

      {sheetOpen && (
        <Suspense>
          <FiltersSheet
            onClose={() => setSheetOpen(false)}
            onClear={() => show(clearedFilters(filters))}
            totalCount={totalCount}
          >
            {filtersPanel}
          </FiltersSheet>
        </Suspense>
      )}
    </div>
  );
}

function pageTitle(filters: SearchFilters, category: Category | undefined): string {
  if (filters.search) return `“${filters.search}”`;
  if (category) return category.name;
  return "All Collections";
}

function ActiveFilters({
  filters,
  category,
  colourName,
  hrefFor,
}: {
  filters: SearchFilters;
  category: Category | undefined;
  colourName: string | undefined;
  hrefFor: HrefFor;
}) {
  const chips: { label: string; remove: Partial<SearchFilters> }[] = [];
  if (filters.search) chips.push({ label: `“${filters.search}”`, remove: { search: undefined } });
  if (filters.category) chips.push({ label: category?.name ?? "Category", remove: { category: undefined } });
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) {
    const min = formatRupees(filters.priceMin ?? 0);
    const label = filters.priceMax !== undefined ? `${min} – ${formatRupees(filters.priceMax)}` : `From ${min}`;
    chips.push({ label, remove: { priceMin: undefined, priceMax: undefined } });
  }
  if (filters.discount !== undefined)
    chips.push({ label: `${filters.discount}% or more off`, remove: { discount: undefined } });
  if (colourName) chips.push({ label: colourName, remove: { colour: undefined } });
  if (filters.inStockOnly) chips.push({ label: "In Stock", remove: { inStockOnly: false } });
  if (filters.location) chips.push({ label: filters.location, remove: { location: undefined } });
  if (filters.payment) {
    const label = PAYMENT_OPTIONS.find((option) => option.value === filters.payment)?.label ?? filters.payment;
    chips.push({ label, remove: { payment: undefined } });
  }
  if (chips.length === 0) return null;
  return (
    <ul className="mb-6 flex flex-wrap gap-2" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link
            to={hrefFor(chip.remove)}
            preventScrollReset
            className="inline-flex h-8 items-center gap-1.5 rounded-full bg-maroon/8 pr-2 pl-3 text-[12px] font-semibold text-maroon hover:bg-maroon/15"
            aria-label={`Remove filter ${chip.label}`}
          >
            {chip.label}
            <CloseIcon size={14} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The order of the results. With the page's script a choice applies at once; before it, the form
 * is sent with its "Sort" button, carrying the other filters, and goes back to the first page.
 */
function SortForm({ filters, onChange }: { filters: SearchFilters; onChange: (patch: Partial<SearchFilters>) => void }) {
  const kept = toSearchParams(changeFilters(filters, { sortBy: undefined, sortOrder: undefined }));
  return (
    <form
      method="get"
      action="/search"
      className="ml-auto flex min-w-0 items-center gap-2"
      onSubmit={(event) => event.preventDefault()}
    >
      <HiddenFields params={kept} />
      <label className="flex min-w-0 items-center gap-2 text-[13px] whitespace-nowrap text-ink-muted">
        Sort by
        <select
          name="sort"
          value={sortKey(filters)}
          onChange={(event) => {
            const option = SORT_OPTIONS.find((o) => sortKey(o) === event.target.value);
            onChange({ sortBy: option?.sortBy, sortOrder: option?.sortOrder });
          }}
          className="h-9 min-w-0 rounded-full border border-sand bg-white/70 px-3 pr-8 text-[13px] font-semibold text-ink"
        >
          {/* Without a chosen order, a search is ranked by relevance and a listing shows the newest first. */}
          <option value="">{filters.search ? "Relevance" : "Featured"}</option>
          {SORT_OPTIONS.map((option) => (
            <option key={option.label} value={sortKey(option)}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button
          type="submit"
          className="h-9 shrink-0 rounded-full border border-maroon px-3 text-[13px] font-semibold text-maroon"
        >
          Sort
        </button>
      </noscript>
    </form>
  );
}
