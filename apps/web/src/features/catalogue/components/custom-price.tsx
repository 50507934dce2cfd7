import { useRef, useState } from "react";
import { useKeepTyped } from "@/lib/keep-typed";
import { changeFilters, customPriceRange, toSearchParams, type SearchFilters } from "../search-filters";
import { HiddenFields } from "./hidden-fields";

const digitsOf = (typed: string) => typed.replace(/[^\d]/g, "");

/** Any price range the shopper types, for prices the chips do not cut. */
export function CustomPrice({ filters, onChange }: { filters: SearchFilters; onChange: (patch: Partial<SearchFilters>) => void }) {
  // Without a script the form is sent as it is: the other filters ride along in hidden fields.
  const kept = toSearchParams(changeFilters(filters, { priceMin: undefined, priceMax: undefined }));
  const [min, setMin] = useState(filters.priceMin?.toString() ?? "");
  const [max, setMax] = useState(filters.priceMax?.toString() ?? "");
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);
  // The panel comes to life after the page's first screen: a price typed meanwhile is kept.
  useKeepTyped(minInput, (typed) => setMin(digitsOf(typed)));
  useKeepTyped(maxInput, (typed) => setMax(digitsOf(typed)));
  const range = customPriceRange(min, max);
  const field = "h-10 w-full rounded-lg border border-sand bg-white px-3 text-[14px] text-ink lining-nums";
  return (
    <form
      method="get"
      action="/search"
      className="mt-3 flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (range) onChange(range);
      }}
    >
      <HiddenFields params={kept} />
      <label className="flex-1 text-[12px] font-semibold text-ink-muted">
        Min (₹)
        <input
          name="priceMin"
          inputMode="numeric"
          pattern="[0-9]*"
          ref={minInput}
          value={min}
          onChange={(e) => setMin(digitsOf(e.target.value))}
          className={field}
        />
      </label>
      <label className="flex-1 text-[12px] font-semibold text-ink-muted">
        Max (₹)
        <input
          name="priceMax"
          inputMode="numeric"
          pattern="[0-9]*"
          ref={maxInput}
          value={max}
          onChange={(e) => setMax(digitsOf(e.target.value))}
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
