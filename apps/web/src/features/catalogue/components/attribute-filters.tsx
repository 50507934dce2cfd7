import { LISTED_ATTRIBUTE_NAMES, LISTED_ATTRIBUTES, type AttributeOption } from "@pallu/domain";
import type { AttributeFilter, SearchFilters } from "../search-filters";
import type { FilterLink, HrefFor } from "./filter-link";

/** The panel's own chip, handed in: importing it would tie this lazy chunk to the page's. */
type Chip = typeof FilterLink;

/** The values a filter holds now ("silk,cotton" → ["silk", "cotton"]). */
const valuesOf = (filters: SearchFilters, name: AttributeFilter) => (filters[name] ?? "").split(",").filter(Boolean);

/** The listing with one value of a filter added, or taken away when it is already on; back to page 1. */
function toggling(filters: SearchFilters, name: AttributeFilter, value: string): Partial<SearchFilters> {
  const values = valuesOf(filters, name);
  const next = values.includes(value) ? values.filter((other) => other !== value) : [...values, value];
  return { [name]: next.join(",") || undefined };
}

function AttributeGroup({
  filters,
  hrefFor,
  Chip,
  name,
  label,
  options,
}: {
  filters: SearchFilters;
  hrefFor: HrefFor;
  Chip: Chip;
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
            <Chip href={hrefFor(toggling(filters, name, option.value))} on={chosen.includes(option.value)}>
              {option.label}
            </Chip>
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
export default function AttributeFilters({
  filters,
  hrefFor,
  Chip,
}: {
  filters: SearchFilters;
  hrefFor: HrefFor;
  Chip: Chip;
}) {
  const blousePiece = filters.blousePiece === "true";
  return (
    <div>
      {LISTED_ATTRIBUTE_NAMES.map((name) => (
        <AttributeGroup
          key={name}
          filters={filters}
          hrefFor={hrefFor}
          Chip={Chip}
          name={name}
          {...LISTED_ATTRIBUTES[name]}
        />
      ))}
      <div className="border-b border-sand py-4">
        <Chip href={hrefFor({ blousePiece: blousePiece ? undefined : "true" })} on={blousePiece}>
          With blouse piece
        </Chip>
      </div>
    </div>
  );
}
