import { useRef, useState } from "react";
import { useKeepTyped } from "@/lib/keep-typed";
import { changeFilters, customPriceRange, toSearchParams, type SearchFilters } from "../search-filters";
import { HiddenFields } from "./hidden-fields";

const digitsOf = (typed: string) => typed.replace(/[^\d]/g, "");

/**
 * One end of the range, digits only. The panel comes to life after the page's first screen: a
 * price typed meanwhile is kept.
 */
function PriceBox({ label, name, value, onValue }: { label: string; name: string; value: string; onValue: (digits: string) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useKeepTyped(box, (typed) => onValue(digitsOf(typed)));
  return (
    <label className="flex-1 text-[12px] font-semibold text-ink-muted">
      {label}
      <input
        ref={box}
        name={name}
        inputMode="numeric"
        pattern="[0-9]*"
        value={value}
        onChange={(event) => onValue(digitsOf(event.target.value))}
        className="h-10 w-full rounded-lg border border-sand bg-white px-3 text-[14px] text-ink lining-nums"
      />
    </label>
  );
}

/** Any price range the shopper types, for prices the chips do not cut. */
export function CustomPrice({ filters, onChange }: { filters: SearchFilters; onChange: (patch: Partial<SearchFilters>) => void }) {
  // Without a script the form is sent as it is: the other filters ride along in hidden fields.
  const kept = toSearchParams(changeFilters(filters, { priceMin: undefined, priceMax: undefined }));
  const [min, setMin] = useState(filters.priceMin?.toString() ?? "");
  const [max, setMax] = useState(filters.priceMax?.toString() ?? "");
  const range = customPriceRange(min, max);
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
      <PriceBox label="Min (₹)" name="priceMin" value={min} onValue={setMin} />
      <PriceBox label="Max (₹)" name="priceMax" value={max} onValue={setMax} />
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
