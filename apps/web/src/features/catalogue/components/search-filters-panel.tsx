import type { Category, Colour, PriceRange } from "@pallu/domain";
import { lazy, Suspense, useId, type ReactNode } from "react";
import { Link } from "@/lib/link";
import {
  DISCOUNT_OPTIONS,
  PAYMENT_OPTIONS,
  PRICE_RANGES,
  isPriceRangeSelected,
  priceLabel,
  type SearchFilters,
} from "../search-filters";
import { FilterLink, type HrefFor } from "./filter-link";
import { namesCategory } from "../search-filters";
import { CustomPrice } from "./custom-price";

type Change = (patch: Partial<SearchFilters>) => void;

// The attribute lists are long and not needed to show the first results: they load after the page.
const AttributeFilters = /* @__PURE__ */ lazy(() => import("./attribute-filters"));

/** A labelled group of choices (a div rather than a fieldset, whose legend fights the spacing). */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="border-b border-sand py-5 first:pt-0 last:border-b-0">
      <h3 id={id} className="mb-3 font-display text-[19px] font-semibold text-maroon-dark">
        {legend}
      </h3>
      {children}
    </div>
  );
}

type Choice = { label: string; patch: Partial<SearchFilters>; on: boolean };

/** One filter's choices as links, the one in force marked. */
function Choices({ legend, choices, hrefFor }: { legend: string; choices: Choice[]; hrefFor: HrefFor }) {
  return (
    <Group legend={legend}>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.label}>
            <FilterLink href={hrefFor(choice.patch)} on={choice.on}>
              {choice.label}
            </FilterLink>
          </li>
        ))}
      </ul>
    </Group>
  );
}

/**
 * The filters of /search. Each choice is a link to the listing with it (the page owns the query
 * string), so filtering works before any script runs; the typed price range is a form.
 */
export function SearchFiltersPanel({
  filters,
  categories,
  colours,
  sizes,
  priceRanges = PRICE_RANGES,
  hrefFor,
  onChange,
}: {
  filters: SearchFilters;
  categories: Category[] | undefined;
  colours: Colour[] | undefined;
  /** Sizes some product has in stock. */
  sizes?: string[] | undefined;
  /** Cut from the catalogue's prices; the spec's fixed ranges until they arrive. */
  priceRanges?: readonly PriceRange[] | undefined;
  hrefFor: HrefFor;
  onChange: Change;
}) {
  const anyPrice = filters.priceMin === undefined && filters.priceMax === undefined;
  return (
    <div>
      {categories && categories.length > 0 && (
        <Choices
          legend="Category"
          hrefFor={hrefFor}
          choices={[
            { label: "All", patch: { category: undefined }, on: !filters.category },
            ...categories.map((category) => ({
              label: category.name,
              patch: { category: category.slug },
              on: namesCategory(filters.category, category),
            })),
          ]}
        />
      )}

      {sizes && sizes.length > 0 && (
        <Choices
          legend="Size"
          hrefFor={hrefFor}
          choices={[
            { label: "Any", patch: { size: undefined }, on: !filters.size },
            ...sizes.map((size) => ({
              label: size,
              patch: { size },
              on: filters.size?.toLowerCase() === size.toLowerCase(),
            })),
          ]}
        />
      )}

      <Choices
        legend="Price"
        hrefFor={hrefFor}
        choices={[
          { label: "Any price", patch: { priceMin: undefined, priceMax: undefined }, on: anyPrice },
          ...priceRanges.map((range) => ({
            label: priceLabel(range),
            patch: { priceMin: range.min, priceMax: range.max },
            on: isPriceRangeSelected(filters, range),
          })),
        ]}
      />
      <CustomPrice key={`${filters.priceMin}-${filters.priceMax}`} filters={filters} onChange={onChange} />

      <Choices
        legend="Discount"
        hrefFor={hrefFor}
        choices={[
          { label: "Any", patch: { discount: undefined }, on: filters.discount === undefined },
          ...DISCOUNT_OPTIONS.map((discount) => ({
            label: `${discount}% or more`,
            patch: { discount },
            on: filters.discount === discount,
          })),
        ]}
      />

      {colours && colours.length > 0 && (
        <Group legend="Colour">
          <ul className="flex flex-wrap gap-x-3 gap-y-3">
            {colours.map((colour) => {
              const on = filters.colour === colour.colorName;
              return (
                <li key={colour._id}>
                  <Link
                    to={hrefFor({ colour: on ? undefined : colour.colorName })}
                    preventScrollReset
                    aria-current={on ? "true" : undefined}
                    className="group flex w-14 flex-col items-center gap-1 text-center focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-saffron-deep"
                  >
                    <span
                      aria-hidden="true"
                      className="h-9 w-9 rounded-full border border-ink/15 ring-offset-2 ring-offset-ivory transition-shadow group-aria-[current=true]:ring-2 group-aria-[current=true]:ring-maroon"
                      style={{ backgroundColor: colour.colorCode }}
                    />
                    <span className="text-[11px] leading-tight text-ink-muted group-aria-[current=true]:font-bold group-aria-[current=true]:text-maroon">
                      {colour.colorName}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Group>
      )}

      <Suspense>
        <AttributeFilters filters={filters} hrefFor={hrefFor} Chip={FilterLink} />
      </Suspense>

      <Choices
        legend="Availability"
        hrefFor={hrefFor}
        choices={[
          { label: "In Stock", patch: { inStockOnly: true }, on: filters.inStockOnly },
          { label: "Both", patch: { inStockOnly: false }, on: !filters.inStockOnly },
        ]}
      />

      <Choices
        legend="Payment"
        hrefFor={hrefFor}
        choices={[
          { label: "Any", patch: { payment: undefined }, on: filters.payment === undefined },
          ...PAYMENT_OPTIONS.map((option) => ({
            label: option.label,
            patch: { payment: option.value },
            on: filters.payment === option.value,
          })),
        ]}
      />
    </div>
  );
}
