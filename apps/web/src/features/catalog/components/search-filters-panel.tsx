import type { Category, Color, PriceRange } from "@pallu/domain";
import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import {
  changeFilters,
  DISCOUNT_OPTIONS,
  PAYMENT_OPTIONS,
  PRICE_RANGES,
  customPriceRange,
  isPriceRangeSelected,
  priceLabel,
  toSearchParams,
  type SearchFilters,
} from "../search-filters";

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

/** A radio drawn as a chip; the real input stays in the page for keyboards and screen readers. */
function Chip({
  name,
  checked,
  onSelect,
  children,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label className="relative cursor-pointer">
      <input type="radio" name={name} checked={checked} onChange={onSelect} className="peer sr-only" />
      <span className="inline-flex min-h-9 items-center rounded-full border border-sand bg-white/70 px-3.5 text-[13px] font-semibold text-ink transition-colors peer-checked:border-maroon peer-checked:bg-maroon peer-checked:text-ivory peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron-deep hover:border-maroon/60">
        {children}
      </span>
    </label>
  );
}

/** Any price range the shopper types, for prices the chips do not cut. */
function CustomPrice({ filters, onChange }: { filters: SearchFilters; onChange: Change }) {
  const [min, setMin] = useState(filters.priceMin?.toString() ?? "");
  const [max, setMax] = useState(filters.priceMax?.toString() ?? "");
  const range = customPriceRange(min, max);
  const field = "h-10 w-full rounded-lg border border-sand bg-white px-3 text-[14px] text-ink lining-nums";
  return (
    <form
      className="mt-3 flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (range) onChange(range);
      }}
    >
      <label className="flex-1 text-[12px] font-semibold text-ink-muted">
        Min (₹)
        <input
          inputMode="numeric"
          value={min}
          onChange={(e) => setMin(e.target.value.replace(/[^\d]/g, ""))}
          className={field}
        />
      </label>
      <label className="flex-1 text-[12px] font-semibold text-ink-muted">
        Max (₹)
        <input
          inputMode="numeric"
          value={max}
          onChange={(e) => setMax(e.target.value.replace(/[^\d]/g, ""))}
          className={field}
        />
      </label>
      <button
        type="submit"
        disabled={!range}
        className="h-10 rounded-full border border-maroon px-4 text-[13px] font-semibold text-maroon disabled:opacity-40"
      >
        Apply
      </button>
    </form>
  );
}

export function SearchFiltersPanel({
  filters,
  categories,
  colors,
  sizes,
  priceRanges = PRICE_RANGES,
  onChange,
}: {
  filters: SearchFilters;
  categories: Category[] | undefined;
  colors: Color[] | undefined;
  /** Sizes some product has in stock. */
  sizes?: string[] | undefined;
  /** Cut from the catalogue's prices; the spec's fixed ranges until they arrive. */
  priceRanges?: readonly PriceRange[] | undefined;
  onChange: Change;
}) {
  return (
    <div>
      {categories && categories.length > 0 && (
        <Group legend="Category">
          <div className="flex flex-wrap gap-2">
            <Chip name="category" checked={!filters.category} onSelect={() => onChange({ category: undefined })}>
              All
            </Chip>
            {categories.map((category) => (
              <Chip
                key={category._id}
                name="category"
                checked={filters.category === category._id}
                onSelect={() => onChange({ category: category._id })}
              >
                {category.name}
              </Chip>
            ))}
          </div>
        </Group>
      )}

      {sizes && sizes.length > 0 && (
        <Group legend="Size">
          <div className="flex flex-wrap gap-2">
            <Chip name="size" checked={!filters.size} onSelect={() => onChange({ size: undefined })}>
              Any
            </Chip>
            {sizes.map((size) => (
              <Chip
                key={size}
                name="size"
                checked={filters.size?.toLowerCase() === size.toLowerCase()}
                onSelect={() => onChange({ size })}
              >
                {size}
              </Chip>
            ))}
          </div>
        </Group>
      )}

      <Group legend="Price">
        <div className="flex flex-wrap gap-2">
          <Chip
            name="price"
            checked={filters.priceMin === undefined && filters.priceMax === undefined}
            onSelect={() => onChange({ priceMin: undefined, priceMax: undefined })}
          >
            Any price
          </Chip>
          {priceRanges.map((range) => (
            <Chip
              key={range.min}
              name="price"
              checked={isPriceRangeSelected(filters, range)}
              onSelect={() => onChange({ priceMin: range.min, priceMax: range.max })}
            >
              {priceLabel(range)}
            </Chip>
          ))}
        </div>
        <CustomPrice key={`${filters.priceMin}-${filters.priceMax}`} filters={filters} onChange={onChange} />
      </Group>

      <Group legend="Discount">
        <div className="flex flex-wrap gap-2">
          <Chip
            name="discount"
            checked={filters.discount === undefined}
            onSelect={() => onChange({ discount: undefined })}
          >
            Any
          </Chip>
          {DISCOUNT_OPTIONS.map((discount) => (
            <Chip
              key={discount}
              name="discount"
              checked={filters.discount === discount}
              onSelect={() => onChange({ discount })}
            >
              {discount}% or more
            </Chip>
          ))}
        </div>
      </Group>

      {colors && colors.length > 0 && (
        <Group legend="Colour">
          <div className="flex flex-wrap gap-x-3 gap-y-3">
            {colors.map((color) => {
              const checked = filters.color === color.colorName;
              return (
                <label
                  key={color._id}
                  className="relative flex w-14 cursor-pointer flex-col items-center gap-1 text-center"
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => onChange({ color: checked ? undefined : color.colorName })}
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className="h-9 w-9 rounded-full border border-ink/15 ring-offset-2 ring-offset-ivory transition-shadow peer-checked:ring-2 peer-checked:ring-maroon peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-saffron-deep"
                    style={{ backgroundColor: color.colorCode }}
                  />
                  <span className="text-[11px] leading-tight text-ink-muted peer-checked:font-bold peer-checked:text-maroon">
                    {color.colorName}
                  </span>
                </label>
              );
            })}
          </div>
        </Group>
      )}

      <Suspense>
        <AttributeFilters filters={filters} hrefFor={(patch) => `?${toSearchParams(changeFilters(filters, patch))}`} />
      </Suspense>

      <Group legend="Availability">
        <div className="flex flex-wrap gap-2">
          <Chip name="availability" checked={filters.inStockOnly} onSelect={() => onChange({ inStockOnly: true })}>
            In Stock
          </Chip>
          <Chip name="availability" checked={!filters.inStockOnly} onSelect={() => onChange({ inStockOnly: false })}>
            Both
          </Chip>
        </div>
      </Group>

      <Group legend="Payment">
        <div className="flex flex-wrap gap-2">
          <Chip
            name="payment"
            checked={filters.payment === undefined}
            onSelect={() => onChange({ payment: undefined })}
          >
            Any
          </Chip>
          {PAYMENT_OPTIONS.map((option) => (
            <Chip
              key={option.value}
              name="payment"
              checked={filters.payment === option.value}
              onSelect={() => onChange({ payment: option.value })}
            >
              {option.label}
            </Chip>
          ))}
        </div>
      </Group>
    </div>
  );
}
