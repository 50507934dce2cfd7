import { LISTED_ATTRIBUTE_NAMES, LISTED_ATTRIBUTES, type AttributeOption } from "@pallu/domain";
import { Link } from "react-router";
import type { AttributeFilter, SearchFilters } from "../search-filters";

/** The address of the listing with these filters changed (from the page, which owns the query string). */
type HrefFor = (patch: Partial<SearchFilters>) => string;

const CHIP =
  "inline-flex min-h-9 items-center rounded-full border px-3.5 text-[13px] font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-deep";
const OFF = "border-sand bg-white/70 text-ink hover:border-maroon/60";
const ON = "border-maroon bg-maroon text-ivory";

/** The values a filter holds now ("silk,cotton" → ["silk", "cotton"]). */
const valuesOf = (filters: SearchFilters, name: AttributeFilter) => (filters[name] ?? "").split(",").filter(Boolean);

/** The listing with one value of a filter added, or taken away when it is already on; back to page 1. */
function toggling(filters: SearchFilters, name: AttributeFilter, value: string): Partial<SearchFilters> {
  const values = valuesOf(filters, name);
  const next = values.includes(value) ? values.filter((other) => other !== value) : [...values, value];
  return { [name]: next.join(",") || undefined };
}

function FilterLink({ href, on, children }: { href: string; on: boolean; children: string }) {
  return (
    <Link to={href} preventScrollReset aria-current={on ? "true" : undefined} className={`${CHIP} ${on ? ON : OFF}`}>
      {children}
    </Link>
  );
}

function AttributeGroup({
  filters,
  hrefFor,
  name,
  label,
  options,
}: {
  filters: SearchFilters;
  hrefFor: HrefFor;
  name: AttributeFilter;
  label: string;
  options: readonly AttributeOption[];
}) {
  const chosen = valuesOf(filters, name);
  return (
    <details open={chosen.length > 0} className="border-b border-sand py-4">
      <summary className="cursor-pointer font-display text-[19px] font-semibold text-maroon-dark">
        {label}
        {chosen.length > 0 && ` (${chosen.length})`}
      </summary>
      <ul className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.value}>
            <FilterLink href={hrefFor(toggling(filters, name, option.value))} on={chosen.includes(option.value)}>
              {option.label}
            </FilterLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The saree filters of /search as links (`?fabric=silk,cotton`), so they work before any script
 * runs; several values of one filter find pieces with any of them. Loaded after the page: the
 * lists are not part of its first load.
 */
export default function AttributeFilters({ filters, hrefFor }: { filters: SearchFilters; hrefFor: HrefFor }) {
  const blousePiece = filters.blousePiece === "true";
  return (
    <div>
      {LISTED_ATTRIBUTE_NAMES.map((name) => (
        <AttributeGroup key={name} filters={filters} hrefFor={hrefFor} name={name} {...LISTED_ATTRIBUTES[name]} />
      ))}
      <div className="border-b border-sand py-4">
        <FilterLink href={hrefFor({ blousePiece: blousePiece ? undefined : "true" })} on={blousePiece}>
          With blouse piece
        </FilterLink>
      </div>
    </div>
  );
}
